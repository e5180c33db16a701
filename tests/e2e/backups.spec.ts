// Server backups (000 §2 project/backups and servers/{id}/backups; 000 §4 Project backup service states, Server
// actions backup_enable; 001 §7 Backups) against the emulator, live on the websocket: other@example.com starts with
// the service INACTIVE, activates it, enables a plan for its running server and sees the plan's first copy.
import type { Page } from '@playwright/test'
import { actionDialog, currentProject, runFromMenu, submitAndClose } from './support/entities'
import { OTHER, expect, pageApi, ru, signIn, test } from './support/test'
import { budget } from './support/budget'

async function serverNamed(page: Page, name: string): Promise<{ id: string }> {
  const project = await currentProject(page)
  const answer = await pageApi(page, 'GET', `/projects/${project.id}/servers?name=${encodeURIComponent(name)}`)
  return answer.body.result[0] as { id: string }
}

test('activate backups, enable a plan for a server and see its backups', async ({ page, request }) => {
  // four pages and two clocked flows (activation; agent, settings and the first copy) in one test
  test.setTimeout(budget(60_000))
  await signIn(page, OTHER)
  // the bare section opens its default child, the servers' plans (000 §2)
  await page.goto('/lk/project/backups')
  await expect(page).toHaveURL(/\/lk\/project\/backups\/servers$/)
  await expect(page.getByRole('heading', { name: ru('route.backups') })).toBeVisible()
  await expect(page.getByText(ru('backup_plan.notice.INACTIVE'))).toBeVisible()

  // activating: ACTIVATING, then ACTIVE live (the project's event), and the portal is offered
  // the header's button (the empty table offers the same)
  await page
    .getByRole('button', { name: ru('backup_plan.action.activate') })
    .first()
    .click()
  await submitAndClose(actionDialog(page, 'backup_plan', 'activate'), 'backup_plan', 'activate')
  await expect(page.getByRole('button', { name: ru('backup_plan.action.access_url') }).first()).toBeVisible()
  await expect(page.getByText(ru('backup_plan.notice.INACTIVE'))).toBeHidden()

  // the server's backups tab: enable a plan with the daily settings (001 §9)
  const web = await serverNamed(page, 'other-web-1')
  await page.goto(`/lk/project/servers/${web.id}/backups`)
  await runFromMenu(page, 'server', 'other-web-1', 'backup_enable')
  const enable = actionDialog(page, 'server', 'backup_enable')
  await expect(enable.getByRole('combobox', { name: ru('server.field.predefined_settings') })).toBeVisible()
  // 001 §7 the ready check runs first: a server without the Linux headers is refused in the dialog, nothing ordered
  expect((await request.post('/emulator/backups', { data: { email: OTHER, fail_next: 'linux_headers' } })).status()).toBe(200)
  await enable.getByRole('button', { name: ru('server.action.backup_enable') }).click()
  await expect(enable.getByRole('alert')).toContainText(ru('reason.backup_plan.no_linux_headers'))
  expect((await request.post('/emulator/backups', { data: { email: OTHER, fail_next: null } })).status()).toBe(200)
  await submitAndClose(enable, 'server', 'backup_enable')

  // the plan shows on the tab, becomes active, and its first full copy is counted
  const table = page.getByRole('table', { name: ru('server.tab.backup_plan') })
  const row = table.getByRole('row').filter({ hasText: 'Backup Entire Machine' })
  await expect(row).toContainText(ru('backup_plan.status.ACTIVE'))
  await expect(row.getByRole('cell').filter({ hasText: /^1$/ })).toBeVisible()

  // the plan's page lists its copies: the first full one, made (000 §3 Backup: type, status, created_in)
  await row.getByRole('link', { name: 'Backup Entire Machine' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Backup Entire Machine' })).toBeVisible()
  await page.getByRole('link', { name: ru('backup_plan.tab.backups') }).click()
  const copies = page.getByRole('main').getByRole('table', { name: ru('backup_plan.tab.backups') })
  await expect(copies.getByRole('row').filter({ hasText: ru('server_backup.status.AVAILABLE') })).toHaveCount(1)

  // and on the section's servers child, with its server
  await page.goto('/lk/project/backups/servers')
  const listed = page
    .getByRole('table', { name: ru('backup_plan.plural') })
    .getByRole('row')
    .filter({ hasText: 'other-web-1' })
  await expect(listed).toContainText(ru('backup_plan.status.ACTIVE'))
})
