// Servers (000 §4 Server actions, 000 §2 servers/{id} tabs): start, stop and reboot from the list, each status
// moving through its processing state and back live; the details page's tabs, each its own URL.
//
// Acts on the demo's web-1 only: db-1 stays STOPPED for volumes.spec.ts, which attaches to and detaches from it.
import type { Page } from '@playwright/test'
import { currentProject, expectNoReload, listTable, markDocument, openList, rowOf, runFromMenu, sawStatus, statusLabel, submitAndClose, watchMain } from './support/entities'
import { expect, pageApi, ru, signIn, test } from './support/test'

const SERVER = 'web-1'

/** The API's web-1 of the signed-in demo user. */
async function webServer(page: Page): Promise<{ id: string; status: string }> {
  const project = await currentProject(page)
  const answer = await pageApi(page, 'GET', `/projects/${project.id}/servers?name=${SERVER}`)
  expect(answer.status).toBe(200)
  return answer.body.result[0] as { id: string; status: string }
}

/** Brings web-1 to a settled status through the API, whatever an earlier test left it in. */
async function settle(page: Page, status: 'ACTIVE' | 'STOPPED'): Promise<void> {
  await expect.poll(async () => ['ACTIVE', 'STOPPED'].includes((await webServer(page)).status), { message: 'web-1 settles' }).toBe(true)
  const server = await webServer(page)
  if (server.status === status) return
  expect((await pageApi(page, 'POST', `/servers/${server.id}/${status === 'ACTIVE' ? 'start' : 'stop'}`)).status).toBe(202)
  await expect.poll(async () => (await webServer(page)).status).toBe(status)
}

// One test per action, each from the status it needs: a row left in a wrong status by one does not stop the others.
for (const step of [
  { action: 'reboot', from: 'ACTIVE', processing: 'REBOOTING', end: 'ACTIVE' },
  { action: 'stop', from: 'ACTIVE', processing: 'STOPPING', end: 'STOPPED' },
  { action: 'start', from: 'STOPPED', processing: 'STARTING', end: 'ACTIVE' },
] as const) {
  test(`${step.action} from web-1’s row: ${step.from} → ${step.processing} → ${step.end}, live`, async ({ page }) => {
    await signIn(page)
    await settle(page, step.from)
    const table = await openList(page, 'server')
    const row = rowOf(table, SERVER)
    await expect(row).toContainText(statusLabel('server', step.from))
    await markDocument(page)
    await watchMain(page)

    await runFromMenu(page, 'server', SERVER, step.action)
    const dialog = page.getByRole('dialog', { name: ru(`server.action.${step.action}`) })
    await expect(dialog).toContainText(ru(`app.action.confirm.server.${step.action}`, { name: SERVER }))
    await submitAndClose(dialog, 'server', step.action)
    await expect(row).toContainText(statusLabel('server', step.end))
    expect(await sawStatus(page, SERVER, statusLabel('server', step.processing)), `the row showed ${step.processing} on its way`).toBe(true)
    expect((await webServer(page)).status).toBe(step.end)
    await expectNoReload(page)
  })
}

test('a server’s details page has overview, volumes and snapshots tabs, each its own URL', async ({ page }) => {
  await signIn(page)
  const table = await openList(page, 'server')
  await rowOf(table, SERVER).getByRole('link', { name: SERVER, exact: true }).click()
  await expect(page).toHaveURL(/\/lk\/project\/servers\/[^/]+\/overview$/)
  const base = new URL(page.url()).pathname.replace(/\/overview$/, '')
  await expect(page.getByRole('heading', { level: 1, name: SERVER })).toBeVisible()
  const sections = page.getByRole('main').getByRole('navigation', { name: ru('ui.details.sections') })
  const tab = (name: string) => sections.getByRole('link', { name: ru(`server.tab.${name}`) })
  await expect(tab('overview')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('main').getByRole('definition').filter({ hasText: 'Ubuntu 22.04' })).toBeVisible()

  // volumes: the server's own disks, not another server's
  await tab('volumes').click()
  await expect(page).toHaveURL(new RegExp(`${base}/volumes$`))
  await expect(tab('volumes')).toHaveAttribute('aria-current', 'page')
  await expect(tab('overview')).not.toHaveAttribute('aria-current', 'page')
  const volumes = listTable(page, 'volume')
  await expect(rowOf(volumes, 'web-1-boot')).toBeVisible()
  await expect(rowOf(volumes, 'data-1')).toBeVisible()
  await expect(rowOf(volumes, 'db-1-boot')).toHaveCount(0)

  // snapshots: the seeded snapshot of web-1
  await tab('snapshots').click()
  await expect(page).toHaveURL(new RegExp(`${base}/snapshots$`))
  await expect(tab('snapshots')).toHaveAttribute('aria-current', 'page')
  await expect(rowOf(listTable(page, 'snapshot'), 'web-1-snapshot')).toBeVisible()

  // each tab is its own URL: back goes to the previous tab, and a URL opened afresh opens its tab
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${base}/volumes$`))
  await expect(rowOf(listTable(page, 'volume'), 'data-1')).toBeVisible()
  await page.goto(`${base}/snapshots`)
  await expect(tab('snapshots')).toHaveAttribute('aria-current', 'page')
  await expect(rowOf(listTable(page, 'snapshot'), 'web-1-snapshot')).toBeVisible()
  await page.goto(`${base}/overview`)
  await expect(tab('overview')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 1, name: SERVER })).toBeVisible()
})
