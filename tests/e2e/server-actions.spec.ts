// Server actions of 000 §4 against the emulator, live on the websocket: resize (vcpus, ram), rescue entered and
// left through RESCUE_PROCESSING, and a deletion that keeps the system disk. An emulator of its own, so the seeded
// servers may change and its clock may be held while a processing status is on screen, however slow the machine.
import type { Page } from '@playwright/test'
import { currentProject, listTable, openList, rowOf, runFromMenu, statusLabel, submitAndClose, volumesNamed, actionDialog } from './support/entities'
import { emulatorClock, expect, pageApi, privateTest, ru, signIn } from './support/test'

interface ServerSeen {
  id: string
  status: string
  rescue_mode: string
  flavor: { vcpus: number; ram: number }
}

async function serverNamed(page: Page, name: string): Promise<ServerSeen | undefined> {
  const project = await currentProject(page)
  const answer = await pageApi(page, 'GET', `/projects/${project.id}/servers?name=${encodeURIComponent(name)}`)
  expect(answer.status).toBe(200)
  return answer.body.result[0] as ServerSeen | undefined
}

privateTest('resize web-1, take it into rescue and out again; delete db-1 keeping its system disk', async ({ page }) => {
  // four flows, each waiting for the emulator's statuses: 13-19 s alone, past 30 s when the machine slows mid-run
  privateTest.slow()
  await signIn(page)
  const table = await openList(page, 'server')
  const web = rowOf(table, 'web-1')
  await expect(web).toContainText(statusLabel('server', 'ACTIVE'))

  // resize: the dialog starts from the current flavor (2 vCPU, 4 GB); RESIZING, then ACTIVE with 4 and 8
  await runFromMenu(page, 'server', 'web-1', 'resize')
  const resize = actionDialog(page, 'server', 'resize')
  await expect(resize.getByRole('textbox', { name: ru('console.action.field.vcpus') })).toHaveValue('2')
  await resize.getByRole('textbox', { name: ru('console.action.field.vcpus') }).fill('4')
  await resize.getByRole('textbox', { name: ru('console.action.field.ram') }).fill('8')
  // held: RESIZING stays until the row has shown it
  await emulatorClock(page.request, { held: true })
  await submitAndClose(resize, 'server', 'resize')
  await expect(web, 'the row shows RESIZING on its way').toContainText(statusLabel('server', 'RESIZING'))
  await emulatorClock(page.request, { held: false })
  await expect.poll(async () => (await serverNamed(page, 'web-1'))?.flavor).toMatchObject({ vcpus: 4, ram: 8 })
  await expect(web).toContainText(statusLabel('server', 'ACTIVE'))

  // rescue: entered through a reboot, RESCUE_PROCESSING until rescue is ACTIVE (000 §4)
  await runFromMenu(page, 'server', 'web-1', 'rescue_enable')
  const enable = actionDialog(page, 'server', 'rescue_enable')
  await expect(enable).toContainText(ru('console.action.confirm.server.rescue_enable', { name: 'web-1' }))
  await emulatorClock(page.request, { held: true })
  await submitAndClose(enable, 'server', 'rescue_enable')
  await expect(web, 'the row shows RESCUE_PROCESSING').toContainText(statusLabel('server', 'RESCUE_PROCESSING'))
  await emulatorClock(page.request, { held: false })
  await expect.poll(async () => (await serverNamed(page, 'web-1'))?.rescue_mode).toBe('ACTIVE')
  await expect(web).toContainText(statusLabel('server', 'ACTIVE'))

  // in rescue the other actions are blocked with the reason; leaving it is offered
  await page.getByRole('button', { name: ru('console.action.menu_for', { name: 'web-1' }) }).click()
  const menu = page.getByRole('menu', { name: ru('console.action.menu_for', { name: 'web-1' }) })
  await expect(menu.getByRole('menuitem', { name: ru('server.action.reboot') })).toBeDisabled()
  await menu.getByRole('menuitem', { name: ru('server.action.rescue_disable') }).click()
  await submitAndClose(actionDialog(page, 'server', 'rescue_disable'), 'server', 'rescue_disable')
  await expect.poll(async () => (await serverNamed(page, 'web-1'))?.rescue_mode).toBe('NO')
  await expect(web).toContainText(statusLabel('server', 'ACTIVE'))

  // delete db-1 keeping its system disk: the server goes, db-1-boot stays AVAILABLE (000 §4)
  await runFromMenu(page, 'server', 'db-1', 'delete')
  const remove = actionDialog(page, 'server', 'delete')
  const keep = remove.getByRole('checkbox', { name: ru('console.action.field.keep_bootable_volume') })
  await keep.press('Space')
  await expect(keep).toBeChecked()
  await remove.getByRole('textbox', { name: ru('console.action.field.confirm_name', { name: 'db-1' }) }).fill('db-1')
  await remove.getByRole('checkbox', { name: ru('ui.field.confirm_name.checkbox') }).press('Space')
  await submitAndClose(remove, 'server', 'delete')
  await expect(rowOf(table, 'db-1')).toHaveCount(0)
  const project = await currentProject(page)
  await expect.poll(async () => (await volumesNamed(page, project.id, 'db-1-boot'))[0]?.status).toBe('AVAILABLE')
  await openList(page, 'volume')
  await expect(rowOf(listTable(page, 'volume'), 'db-1-boot')).toBeVisible()
})
