// A server's console in the browser (000 §2 servers/{id}/console, 000 §4 Server actions: console): a terminal
// connected to the emulator's console of the server; a command typed there answers with the server's own name;
// the console closes, saying why, when the server stops. On an emulator of its own: it stops web-1.
import type { Page } from '@playwright/test'
import { currentProject, runFromMenu, openList } from './support/entities'
import { expect, pageApi, privateTest as test, ru, signIn } from './support/test'

async function serverNamed(page: Page, name: string): Promise<{ id: string; status: string }> {
  const project = await currentProject(page)
  const answer = await pageApi(page, 'GET', `/projects/${project.id}/servers?name=${encodeURIComponent(name)}`)
  return answer.body.result[0] as { id: string; status: string }
}

const terminal = (page: Page) => page.getByRole('region', { name: ru('console.terminal.label') })

/** types a line into the focused terminal */
async function typeLine(page: Page, line: string): Promise<void> {
  await page.keyboard.type(line)
  await page.keyboard.press('Enter')
}

test('the console action opens a terminal; typed commands answer with the server’s name and OS; a stop closes it', async ({ page }) => {
  await signIn(page)
  await openList(page, 'server')
  await runFromMenu(page, 'server', 'web-1', 'console')
  const web = await serverNamed(page, 'web-1')
  await expect(page).toHaveURL(new RegExp(`/lk/project/servers/${web.id}/console$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru('console.page.terminal.title', { name: 'web-1' }))

  await expect(terminal(page)).toContainText('web-1 login:')
  await expect(page.getByRole('status').filter({ hasText: ru('console.terminal.connected') })).toBeVisible()
  // the terminal has the focus once connected: the keyboard alone signs in and runs commands
  await typeLine(page, 'root')
  await expect(terminal(page)).toContainText('Password:')
  await typeLine(page, 'secret')
  await typeLine(page, 'uname -a')
  await expect(terminal(page)).toContainText('Linux web-1 5.15.0')
  await typeLine(page, 'hostname')
  await expect(terminal(page)).toContainText('root@web-1:~# hostname')

  // 000 §4: the server stops → the console closes and says why, with a way to connect again
  expect((await pageApi(page, 'POST', `/servers/${web.id}/stop`)).status).toBe(202)
  await expect(page.getByRole('alert').filter({ hasText: ru('console.terminal.closed.server_stopped') })).toBeVisible()
  await expect(page.getByRole('button', { name: ru('console.terminal.reconnect') })).toBeVisible()
})

test('a stopped server’s console is refused with the reason; at 390 px the terminal fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  const db = await serverNamed(page, 'db-1')
  expect(db.status).toBe('STOPPED')
  await page.goto(`/lk/project/servers/${db.id}/console`)
  await expect(page.getByRole('alert').filter({ hasText: ru('console.terminal.closed.not_running') })).toBeVisible()

  const web = await serverNamed(page, 'web-1')
  await page.goto(`/lk/project/servers/${web.id}/console`)
  await expect(terminal(page)).toContainText('web-1 login:')
  const box = await terminal(page).boundingBox()
  expect(box).not.toBeNull()
  expect((box?.x ?? 0) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, 'the terminal lies within the 390 px screen').toBe(true)
  // the terminal's columns fit its width (the fit addon): its rows end inside it
  const rows = terminal(page).locator('.xterm-rows')
  const rowsBox = await rows.boundingBox()
  expect((rowsBox?.x ?? 0) + (rowsBox?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0))
})
