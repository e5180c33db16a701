// Volumes from the list page (000 §4 Volume actions, 001 §4 Volume rules, 001 §9 sizes): create with the price
// shown first, attach to a stopped server, detach, extend, rename, delete, each status arriving live (the
// websocket, no reload); bad input refused on its field.
//
// The lifecycle runs on an emulator of its own, where the demo's db-1 is STOPPED for the attach and detach, and
// whose clock it holds while each processing status is on screen (POST /emulator/clock), however slow the machine. The checks of bad input
// use the shared emulator and create nothing (the project holds at most 10 volumes, 5 seeded).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { actionDialog, currentProject, expectNoReload, markDocument, openList, recordLiveEvents, rowOf, runFromMenu, statusLabel, submitAndClose, uniqueName, volumesNamed } from './support/entities'
import { priceLine, projectPrice } from './support/money'
import { emulatorClock, expect, privateTest, ru, signIn, test } from './support/test'

const ARTIFACTS = join(import.meta.dirname, 'artifacts')
/** the seeded STOPPED server of the demo project */
const STOPPED_SERVER = 'db-1'
/** a seeded volume of the demo project: its name is taken */
const TAKEN_NAME = 'backup'

const AVAILABLE = statusLabel('volume', 'AVAILABLE')
const IN_USE = statusLabel('volume', 'IN_USE')

privateTest('a volume from order to deletion: price first, then attach, detach, extend, rename and delete, each status live', async ({ page }) => {
  // seven actions, each painting two statuses: more time than a one-action test
  privateTest.slow()
  const events = recordLiveEvents(page)
  await signIn(page)
  const project = await currentProject(page)
  const gb = await projectPrice(page, project.id, 'volume', 'disk-space')
  const name = uniqueName('vol')
  const renamed = `${name}-renamed`
  const table = await openList(page, 'volume')
  await markDocument(page)
  // held: each processing status stays until the row has shown it; released, the step ends and the row follows
  const held = () => emulatorClock(page.request, { held: true })
  const released = () => emulatorClock(page.request, { held: false })

  // create: the price per hour and per month shows before ordering, and follows the size
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('volume.action.create') })
    .click()
  const create = actionDialog(page, 'volume', 'create')
  await expect(create).toBeVisible()
  await create.getByLabel(ru('console.action.field.name')).fill(name)
  await create.getByLabel(ru('console.action.field.size')).fill('20')
  const price = create.getByRole('group', { name: ru('ui.dialog.price.title') })
  await expect(price).toContainText(priceLine('ui.dialog.price.per_hour', 20 * gb.hour))
  await expect(price).toContainText(priceLine('ui.dialog.price.per_month', 20 * gb.month))
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: join(ARTIFACTS, 'volume-create-dialog.png') })
  await held()
  await submitAndClose(create, 'volume', 'create')

  // it appears and becomes AVAILABLE without a reload: CREATING, then the websocket's status
  const row = rowOf(table, name)
  await expect(row, 'the row shows CREATING on its way').toContainText(statusLabel('volume', 'CREATING'))
  await released()
  await expect(row).toContainText(AVAILABLE)
  await expect(row.getByRole('cell', { name: /^20\s?ГБ$/ })).toBeVisible()
  const [created] = await volumesNamed(page, project.id, name)
  expect(created, 'the API has the new volume').toMatchObject({ name, size: 20, status: 'AVAILABLE' })
  const id = created?.id as string
  expect(
    events.some((event) => event.type === 'entity' && event.entity === 'volume' && event.id === id && event.data?.status === 'AVAILABLE'),
    'AVAILABLE came by the websocket',
  ).toBe(true)
  await page.screenshot({ path: join(ARTIFACTS, 'volumes-list.png'), fullPage: true })

  // attach to the stopped server picked in the dialog: ATTACHING, then IN_USE with the server in its row
  await runFromMenu(page, 'volume', name, 'attach')
  const attach = actionDialog(page, 'volume', 'attach')
  await attach.getByLabel(ru('console.action.field.server')).selectOption({ label: STOPPED_SERVER })
  await held()
  await submitAndClose(attach, 'volume', 'attach')
  await expect(row, 'the row shows ATTACHING on its way').toContainText(statusLabel('volume', 'ATTACHING'))
  await released()
  await expect(row).toContainText(IN_USE)
  await expect(row.getByRole('link', { name: STOPPED_SERVER, exact: true })).toBeVisible()

  // detach (a confirmation): DETACHING, then AVAILABLE with no server
  await runFromMenu(page, 'volume', name, 'detach')
  const detach = actionDialog(page, 'volume', 'detach')
  await expect(detach).toContainText(ru('console.action.confirm.volume.detach', { name }))
  await held()
  await submitAndClose(detach, 'volume', 'detach')
  await expect(row, 'the row shows DETACHING on its way').toContainText(statusLabel('volume', 'DETACHING'))
  await released()
  await expect(row).toContainText(AVAILABLE)
  await expect(row.getByRole('link', { name: STOPPED_SERVER, exact: true })).toHaveCount(0)

  // extend: a smaller size is refused on the field with what was typed kept, nothing sent; 30 grows it
  const extendCalls: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/volumes/${id}/extend`)) extendCalls.push(request.postData() ?? '')
  })
  await runFromMenu(page, 'volume', name, 'extend')
  const extend = actionDialog(page, 'volume', 'extend')
  const newSize = extend.getByLabel(ru('console.action.field.new_size'))
  await newSize.fill('10')
  await extend.getByRole('button', { name: ru('volume.action.extend') }).click()
  await expect(newSize).toHaveAccessibleErrorMessage(ru('validation.size_must_grow', { current: 20 }))
  await expect(newSize).toHaveAttribute('aria-invalid', 'true')
  await expect(newSize).toHaveValue('10')
  expect(extendCalls, 'a refused size is not sent').toHaveLength(0)
  await newSize.fill('30')
  // what the added 10 GB cost, before ordering
  const growth = extend.getByRole('group', { name: ru('volume.price.extend') })
  await expect(growth).toContainText(priceLine('ui.dialog.price.per_hour', 10 * gb.hour))
  await expect(growth).toContainText(priceLine('ui.dialog.price.per_month', 10 * gb.month))
  // leaving the field checks it again (000 §5): the message goes, and the buttons below move up with it; the
  // click waits for that, as a user's would, rather than land where OK was a moment before
  await newSize.blur()
  await expect(newSize).not.toHaveAttribute('aria-invalid', 'true')
  await held()
  await submitAndClose(extend, 'volume', 'extend')
  await expect(row, 'the row shows PROCESSING on its way').toContainText(statusLabel('volume', 'PROCESSING'))
  await released()
  await expect(row.getByRole('cell', { name: /^30\s?ГБ$/ })).toBeVisible()
  await expect(row).toContainText(AVAILABLE)
  expect(extendCalls).toHaveLength(1)
  expect(JSON.parse(extendCalls[0] as string)).toMatchObject({ new_size: 30 })

  // rename: the new name in the row, the old one gone
  await runFromMenu(page, 'volume', name, 'rename')
  const rename = actionDialog(page, 'volume', 'rename')
  await expect(rename.getByLabel(ru('console.action.field.name'))).toHaveValue(name)
  await rename.getByLabel(ru('console.action.field.name')).fill(renamed)
  await submitAndClose(rename, 'volume', 'rename')
  const renamedRow = rowOf(table, renamed)
  await expect(renamedRow).toBeVisible()
  await expect(rowOf(table, name)).toHaveCount(0)

  // delete: type the name and tick the checkbox; the row goes, live
  await runFromMenu(page, 'volume', renamed, 'delete')
  const remove = actionDialog(page, 'volume', 'delete')
  await remove.getByLabel(ru('console.action.field.confirm_name', { name: renamed })).fill(renamed)
  // Chakra draws its own box over the native checkbox: tick it as a keyboard user does
  const checkbox = remove.getByRole('checkbox', { name: ru('ui.field.confirm_name.checkbox') })
  await checkbox.press('Space')
  await expect(checkbox).toBeChecked()
  await held()
  await submitAndClose(remove, 'volume', 'delete')
  await expect(renamedRow, 'the row shows DELETING on its way').toContainText(statusLabel('volume', 'DELETING'))
  await released()
  await expect(renamedRow).toHaveCount(0)
  expect(await volumesNamed(page, project.id, renamed)).toHaveLength(0)
  await expectNoReload(page)
})

test('bad sizes are refused on the size field and nothing is ordered; a taken name gets the catalogue’s message on the name field', async ({ page }) => {
  await signIn(page)
  const project = await currentProject(page)
  const name = uniqueName('bad')
  const table = await openList(page, 'volume')
  const posted: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/projects/${project.id}/volumes`)) posted.push(request.postData() ?? '')
  })

  await page
    .getByRole('main')
    .getByRole('button', { name: ru('volume.action.create') })
    .click()
  const create = actionDialog(page, 'volume', 'create')
  await create.getByLabel(ru('console.action.field.name')).fill(name)
  const size = create.getByLabel(ru('console.action.field.size'))
  const submit = create.getByRole('button', { name: ru('volume.action.create') })
  // 001 §9: from 10 to 1000, a multiple of 10
  for (const [typed, message] of [
    ['25', ru('validation.size_step', { step: 10 })],
    ['5', ru('validation.min_value', { min: 10 })],
    ['1010', ru('validation.max_value', { max: 1000 })],
    ['0', ru('validation.min_value', { min: 10 })],
  ] as const) {
    await size.fill(typed)
    await submit.click()
    await expect(size, `size ${typed}`).toHaveAccessibleErrorMessage(message)
    await expect(size).toHaveAttribute('aria-invalid', 'true')
    await expect(size).toHaveValue(typed)
    await expect(create).toBeVisible()
  }
  await create.getByRole('button', { name: ru('ui.cancel') }).click()
  await expect(create).toBeHidden()
  expect(posted, 'no order was sent').toHaveLength(0)
  expect(await volumesNamed(page, project.id, name), 'nothing was created').toHaveLength(0)
  await expect(rowOf(table, name)).toHaveCount(0)

  // a name in use: creating takes autorename (001 §7), renaming does not; the API's 400 lands on the name field
  const scratch = 'scratch'
  await runFromMenu(page, 'volume', scratch, 'rename')
  const rename = actionDialog(page, 'volume', 'rename')
  const field = rename.getByLabel(ru('console.action.field.name'))
  await field.fill(TAKEN_NAME)
  const answer = page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/volumes\/[^/]+$/.test(new URL(response.url()).pathname))
  await rename.getByRole('button', { name: ru('volume.action.rename') }).click()
  const refusal = await answer
  expect(refusal.status(), 'the API refuses the taken name').toBe(400)
  const body = (await refusal.json()) as { errors: { path: string; message: string }[]; code?: string }
  expect(
    body.errors.map((error) => error.path),
    'the 400 names the name field',
  ).toContain('name')
  expect(body.code, 'the 400 names the catalogue message (001 §8)').toBe('volume_name_in_use')
  // the catalogue's text in the user's language, on the field
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleErrorMessage(ru('error.volume_name_in_use'))
  await expect(field).toHaveAccessibleDescription(ru('error.volume_name_in_use'))
  await expect(field).toHaveValue(TAKEN_NAME)
  await expect(rename).toBeVisible()
  await rename.getByRole('button', { name: ru('ui.cancel') }).click()
  await expect(rowOf(table, scratch)).toBeVisible()
  expect(await volumesNamed(page, project.id, scratch)).toHaveLength(1)
})

test('the delete dialog’s OK stays disabled until the name is typed and the checkbox ticked (000 §5)', async ({ page }) => {
  await signIn(page)
  const project = await currentProject(page)
  const table = await openList(page, 'volume')
  // a seeded volume: the dialog is cancelled, nothing is deleted
  const name = 'scratch'
  await runFromMenu(page, 'volume', name, 'delete')
  const remove = actionDialog(page, 'volume', 'delete')
  const ok = remove.getByRole('button', { name: ru('volume.action.delete') })
  const typed = remove.getByLabel(ru('console.action.field.confirm_name', { name }))
  const checkbox = remove.getByRole('checkbox', { name: ru('ui.field.confirm_name.checkbox') })
  await expect(ok, 'nothing typed or ticked').toBeDisabled()
  await typed.fill(name)
  await expect(ok, 'typed, not ticked').toBeDisabled()
  await typed.fill('')
  await checkbox.press('Space')
  await expect(checkbox).toBeChecked()
  await expect(ok, 'ticked, the name not typed').toBeDisabled()
  await typed.fill(`${name}x`)
  await expect(ok, 'ticked, another name typed').toBeDisabled()
  await typed.fill(name)
  await expect(ok, 'typed and ticked').toBeEnabled()
  await remove.getByRole('button', { name: ru('ui.cancel') }).click()
  await expect(remove).toBeHidden()
  await expect(rowOf(table, name)).toBeVisible()
  expect(await volumesNamed(page, project.id, name)).toHaveLength(1)
})
