// The customer's rough edges of forms (issue 15 item 4) in a real browser: a number field refuses what is not
// digits and says so instead of rewriting it (000 §5 digits only: "-10" was silently a 10 GB disk), a shown error
// goes when its cause goes, a name the API changed is said (001 §7 autorename), and the dashboard's local-disks
// card opens the list of local disks alone.
import { actionDialog, currentProject, listTable, openList, rowOf, uniqueName } from './support/entities'
import { TIMINGS } from '../../contract/constants'
import { expect, pageApi, pageTimePassed, privateTest, ru, signIn, test } from './support/test'

const SEEDED_LOCAL_DISK = 'db-1-local'
const SEEDED_VOLUME = 'backup'

test('the size field refuses "-10" and letters with a message, and a stale error goes with its cause', async ({ page }) => {
  await signIn(page)
  await openList(page, 'volume')
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('volume.action.create') })
    .click()
  const create = actionDialog(page, 'volume', 'create')
  const size = create.getByLabel(ru('console.action.field.size'))
  await size.fill('20')
  await size.fill('-10')
  await expect(size).toHaveValue('20')
  await expect(create.getByText(ru('ui.field.digits_only', { typed: '-10' }))).toBeVisible()
  await size.fill('1a5')
  await expect(size).toHaveValue('20')
  await expect(create.getByText(ru('ui.field.digits_only', { typed: '1a5' }))).toBeVisible()
  await size.fill('2000')
  await size.blur()
  await expect(create.getByText(ru('validation.max_value', { max: 1000 }))).toBeVisible()
  // typing a valid size takes the error away without leaving the field
  await size.focus()
  await size.fill('30')
  await expect(create.getByText(ru('validation.max_value', { max: 1000 }))).toBeHidden()
  await expect(size).toBeFocused()
})

test("the dashboard's local-disks card opens the list of local disks alone, with the way back to all", async ({ page }) => {
  await signIn(page)
  await page.getByRole('link', { name: ru('console.dashboard.open_section', { section: ru('console.dashboard.local_disks') }) }).click()
  await expect(page.getByRole('status').filter({ hasText: ru('console.entity.only_source', { source: ru('console.dashboard.local_disks') }) })).toBeVisible()
  const table = listTable(page, 'volume')
  await expect(rowOf(table, SEEDED_LOCAL_DISK)).toBeVisible()
  await expect(rowOf(table, SEEDED_VOLUME)).toHaveCount(0)
  await page.getByRole('link', { name: ru('console.entity.show_all') }).click()
  await expect(rowOf(table, SEEDED_VOLUME)).toBeVisible()
  await expect(rowOf(table, SEEDED_LOCAL_DISK)).toBeVisible()
})

privateTest('a taken name the API changed is said ("created as …-1"), and the dialog waits to be read', async ({ page }) => {
  await signIn(page)
  const project = await currentProject(page)
  const name = uniqueName('taken')
  expect((await pageApi(page, 'POST', `/projects/${project.id}/volumes`, { name, size: 10, autorename: true })).status).toBe(201)
  await openList(page, 'volume')
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('volume.action.create') })
    .click()
  const create = actionDialog(page, 'volume', 'create')
  await create.getByLabel(ru('console.action.field.name')).fill(name)
  await create.getByLabel(ru('console.action.field.size')).fill('10')
  await create.getByRole('button', { name: ru('volume.action.create') }).click()
  const note = create.getByRole('status')
  await expect(note).toHaveText(ru('ui.dialog.ready_renamed', { given: `${name}-1`, asked: name }))
  // not closed after 1 s as a plain "Готово" is (001 §9): past that on the page's own clock, the user closes it
  await pageTimePassed(page, TIMINGS.dialog_close_ms)
  await expect(create).toBeVisible()
  await expect(note).toBeVisible()
  await create
    .getByRole('button', { name: ru('ui.close') })
    .first()
    .click()
  await expect(create).toBeHidden()
  await expect(rowOf(listTable(page, 'volume'), `${name}-1`)).toBeVisible()
})
