// Servers (000 §4 Server actions, 000 §2 servers/{id} tabs): start, stop and reboot from the list, each status
// moving through its processing state and back live; the details page's tabs, each its own URL.
//
// The status tests run on an emulator of their own whose clock they hold while the row shows the processing status
// (POST /emulator/clock: a watchable clock's 400 ms went unpainted on a loaded machine), so they may start db-1
// too; the tabs test reads the shared emulator's web-1.
import type { Page } from '@playwright/test'
import { currentProject, expectNoReload, listTable, markDocument, openList, recordLiveEvents, rowOf, runFromMenu, statusLabel, submitAndClose } from './support/entities'
import { emulatorClock, expect, pageApi, privateTest, ru, signIn, test, watchableTest } from './support/test'

/** A server of the signed-in user's project, as the API has it. */
async function serverNamed(page: Page, name: string): Promise<{ id: string; status: string }> {
  const project = await currentProject(page)
  const answer = await pageApi(page, 'GET', `/projects/${project.id}/servers?name=${encodeURIComponent(name)}`)
  expect(answer.status).toBe(200)
  return answer.body.result[0] as { id: string; status: string }
}

for (const step of [
  { server: 'web-1', action: 'reboot', from: 'ACTIVE', processing: 'REBOOTING', end: 'ACTIVE' },
  { server: 'web-1', action: 'stop', from: 'ACTIVE', processing: 'STOPPING', end: 'STOPPED' },
  { server: 'db-1', action: 'start', from: 'STOPPED', processing: 'STARTING', end: 'ACTIVE' },
] as const) {
  privateTest(`${step.action} from ${step.server}’s row: ${step.from} → ${step.processing} → ${step.end}, live`, async ({ page }) => {
    await signIn(page)
    const table = await openList(page, 'server')
    const row = rowOf(table, step.server)
    await expect(row).toContainText(statusLabel('server', step.from))
    await markDocument(page)
    // held: the server stays in its processing status until the row has shown it, however slow the machine
    await emulatorClock(page.request, { held: true })

    await runFromMenu(page, 'server', step.server, step.action)
    const dialog = page.getByRole('dialog', { name: ru(`server.action.${step.action}`) })
    await expect(dialog).toContainText(ru(`console.action.confirm.server.${step.action}`, { name: step.server }))
    await submitAndClose(dialog, 'server', step.action)
    await expect(row).toContainText(statusLabel('server', step.processing))
    // the clock runs again: the step ends and the row follows by the websocket
    await emulatorClock(page.request, { held: false })
    await expect(row).toContainText(statusLabel('server', step.end))
    expect((await serverNamed(page, step.server)).status).toBe(step.end)
    await expectNoReload(page)
  })
}

watchableTest('a status event is not undone by the action’s refetch that the API answered before it', async ({ page }) => {
  // The action's refetch (after.refetch: the server asked for once, or its list) and the websocket race: here the
  // refetch's answer, given while web-1 was still STOPPING, reaches the page after the STOPPED event (a slower
  // network than the socket's). The row must keep the newer status; nothing else comes to correct it.
  const events = recordLiveEvents(page)
  await signIn(page)
  const table = await openList(page, 'server')
  const row = rowOf(table, 'web-1')
  await expect(row).toContainText(statusLabel('server', 'ACTIVE'))
  const server = await serverNamed(page, 'web-1')
  const stopped = () => events.some((event) => event.type === 'entity' && event.id === server.id && event.data?.status === 'STOPPED')

  let held = 0
  let armed = false
  await page.route(
    (url) => (url.pathname.endsWith('/servers') && url.searchParams.has('offset')) || url.pathname.endsWith(`/servers/${server.id}`),
    async (route) => {
      if (!armed || route.request().method() !== 'GET') return route.continue()
      // answered now (STOPPING), handed to the page once the STOPPED event is in
      const response = await route.fetch()
      held += 1
      await expect.poll(stopped, { message: 'the STOPPED event arrives' }).toBe(true)
      await route.fulfill({ response })
    },
  )
  await runFromMenu(page, 'server', 'web-1', 'stop')
  const dialog = page.getByRole('dialog', { name: ru('server.action.stop') })
  armed = true
  await submitAndClose(dialog, 'server', 'stop')
  await expect.poll(stopped).toBe(true)
  expect(held, 'the action refetched what it changed').toBeGreaterThan(0)
  expect((await serverNamed(page, 'web-1')).status).toBe('STOPPED')
  await expect(row, 'the row keeps the newer status').toContainText(statusLabel('server', 'STOPPED'))
})

test('a server’s details page has overview, volumes and snapshots tabs, each its own URL', async ({ page }) => {
  const SERVER = 'web-1'
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
