// Snapshot restore (000 §4 Snapshot: restore takes a new server name and ddos_protection, then goes to
// servers_all; the emulator's rules, emulator/domain/restore.ts: an ACTIVE full snapshot whose parent server
// exists, within the limits and the 24-hour money rule). The demo's seeded web-1-snapshot is such a one.
import { currentProject, listTable, openList, rowOf, runFromMenu, statusLabel, uniqueName } from './support/entities'
import { expect, pageApi, ru, signIn, test } from './support/test'

const SNAPSHOT = 'web-1-snapshot'

test('restoring the seeded snapshot makes a server and goes to the servers list, where it becomes ACTIVE', async ({ page }) => {
  await signIn(page)
  const project = await currentProject(page)
  const name = uniqueName('restored')
  const snapshots = await openList(page, 'snapshot')
  await expect(rowOf(snapshots, SNAPSHOT)).toContainText(statusLabel('snapshot', 'ACTIVE'))

  await runFromMenu(page, 'snapshot', SNAPSHOT, 'restore')
  const dialog = page.getByRole('dialog', { name: ru('snapshot.action.restore') })
  await dialog.getByLabel(ru('console.action.field.server_name')).fill(name)
  // the price of the new server (the parent's flavor, a disk of the snapshot's size, an address) before ordering,
  // opened from the list as from the details page
  const price = dialog.getByRole('group', { name: ru('ui.dialog.price.title') })
  await expect(price).toContainText(/₽ в час/)
  await expect(price).toContainText(/₽ в месяц/)
  await expect(price).not.toContainText(ru('ui.dialog.price.loading'))
  await dialog.getByRole('button', { name: ru('snapshot.action.restore') }).click()

  // the console goes to the servers list, where the new server is, and becomes ACTIVE live
  await expect(page).toHaveURL(/\/lk\/project\/servers\/all$/)
  await expect(dialog).toBeHidden()
  const row = rowOf(listTable(page, 'server'), name)
  await expect(row).toBeVisible()
  await expect(row).toContainText(statusLabel('server', 'ACTIVE'))
  await expect(row).toContainText('Ubuntu 22.04')

  // the API: a server from the snapshot; removed again (the project's limits are shared by the run's tests)
  const servers = await pageApi(page, 'GET', `/projects/${project.id}/servers?name=${encodeURIComponent(name)}`)
  expect(servers.status).toBe(200)
  const server = servers.body.result[0] as { id: string; status: string; source_snapshot?: { name?: string } | null }
  expect(server?.status).toBe('ACTIVE')
  expect((await pageApi(page, 'DELETE', `/servers/${server.id}`)).status).toBe(202)
  await expect(row).toHaveCount(0)
})
