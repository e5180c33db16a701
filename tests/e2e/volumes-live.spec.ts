// Live updates across tabs (001 §7 websocket events; 000 §2 "a detail page returns to its list when a delete
// event arrives for the item"): another page of the same browser sees what one tab does, without a reload.
// The second-tab test checks the statuses on the way, so it runs on an emulator of its own whose clock it holds
// while the second tab shows each processing status (POST /emulator/clock), however slow the machine.
import { actionDialog, currentProject, expectNoReload, listTable, markDocument, openList, rowOf, runFromMenu, statusLabel, submitAndClose, uniqueName, volumesNamed } from './support/entities'
import { emulatorClock, expect, pageApi, privateTest, ru, signIn, test } from './support/test'
import type { Locator, Page } from '@playwright/test'

const VOLUMES_PATH = '/lk/project/volumes/all'
const AVAILABLE = statusLabel('volume', 'AVAILABLE')

/** Deletes a volume through its row's menu: the name typed, the box ticked (000 §5). */
async function deleteFromList(page: Page, name: string): Promise<void> {
  await runFromMenu(page, 'volume', name, 'delete')
  const remove = actionDialog(page, 'volume', 'delete')
  await remove.getByLabel(ru('console.action.field.confirm_name', { name })).fill(name)
  const checkbox = remove.getByRole('checkbox', { name: ru('ui.field.confirm_name.checkbox') })
  await checkbox.press('Space')
  await expect(checkbox).toBeChecked()
  await submitAndClose(remove, 'volume', 'delete')
}

/** Opens the volumes list by its URL (a tab of its own) and waits for its table. */
async function openVolumes(page: Page): Promise<Locator> {
  await page.goto(VOLUMES_PATH)
  const table = listTable(page, 'volume')
  await expect(table).toBeVisible()
  return table
}

privateTest('a second tab sees the first tab’s new volume appear, change status and go, without a reload', async ({ page, context }) => {
  await signIn(page)
  const project = await currentProject(page)
  const name = uniqueName('tab')
  const second = await context.newPage()
  const otherTable = await openVolumes(second)
  await expect(rowOf(otherTable, 'scratch')).toBeVisible()
  await markDocument(second)

  // the first tab orders a volume
  await openList(page, 'volume')
  await page
    .getByRole('main')
    .getByRole('button', { name: ru('volume.action.create') })
    .click()
  const create = actionDialog(page, 'volume', 'create')
  await create.getByLabel(ru('console.action.field.name')).fill(name)
  await create.getByLabel(ru('console.action.field.size')).fill('10')
  // held: the volume stays CREATING until the second tab has shown it
  await emulatorClock(page.request, { held: true })
  await submitAndClose(create, 'volume', 'create')

  // the second tab: the row appears as CREATING (the websocket's created event), then AVAILABLE
  const otherRow = rowOf(otherTable, name)
  await expect(otherRow, 'the second tab shows CREATING first').toContainText(statusLabel('volume', 'CREATING'))
  await emulatorClock(page.request, { held: false })
  await expect(otherRow).toContainText(AVAILABLE)

  // the first tab deletes it: the second tab sees DELETING, then the row goes
  await emulatorClock(page.request, { held: true })
  await deleteFromList(page, name)
  await expect(otherRow, 'the second tab shows DELETING first').toContainText(statusLabel('volume', 'DELETING'))
  await emulatorClock(page.request, { held: false })
  await expect(otherRow).toHaveCount(0)
  await expectNoReload(second)
  expect(await volumesNamed(page, project.id, name)).toHaveLength(0)
})

test('a volume’s details page returns to the list when another tab deletes the volume', async ({ page, context }) => {
  await signIn(page)
  const project = await currentProject(page)
  const name = uniqueName('detail')
  const created = await pageApi(page, 'POST', `/projects/${project.id}/volumes`, { name, size: 10 })
  expect(created.status).toBe(201)
  const id = created.body.id as string
  await expect.poll(async () => (await volumesNamed(page, project.id, name))[0]?.status).toBe('AVAILABLE')

  // the details page, reached from the list's name link
  const table = await openList(page, 'volume')
  await rowOf(table, name).getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/lk/project/volumes/${id}/details$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(AVAILABLE)
  await markDocument(page)

  // another tab deletes it
  const second = await context.newPage()
  const otherTable = await openVolumes(second)
  await deleteFromList(second, name)
  await expect(rowOf(otherTable, name)).toHaveCount(0)

  // the details page goes back to the list by itself, in the same document, and the volume is not in it
  await expect(page).toHaveURL(new RegExp(`${VOLUMES_PATH}$`))
  await expect(page.getByRole('heading', { level: 1, name: ru('volume.plural') })).toBeVisible()
  await expect(rowOf(listTable(page, 'volume'), 'scratch')).toBeVisible()
  await expect(rowOf(listTable(page, 'volume'), name)).toHaveCount(0)
  await expectNoReload(page)
})
