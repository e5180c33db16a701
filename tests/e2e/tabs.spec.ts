// 001 §7: "A tab broadcast tells other tabs to reload 100 ms later when the access token changes."
import type { Route } from '@playwright/test'
import { DASHBOARD_PATH, SIGN_IN_PATH, expect, privateTest, ru, signIn, test } from './support/test'

test('signing out in one tab sends the other tab of the same browser to sign-in', async ({ page, context }) => {
  await signIn(page)
  const second = await context.newPage()
  await second.goto(DASHBOARD_PATH)
  await expect(second.getByRole('heading', { level: 1, name: 'Demo project' })).toBeVisible()

  const reloaded = second.waitForEvent('load')
  await page.getByRole('button', { name: ru('console.sign_out') }).click()
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`))

  // the other tab reloads by itself (nobody touches it) and, without a session, lands on sign-in
  await reloaded
  await expect(second).toHaveURL(new RegExp(`${SIGN_IN_PATH}\\?redirect=`))
  await expect(second.getByRole('heading', { name: ru('app.sign.in.title') })).toBeVisible()
})

test('signing in in one tab reloads the other one, which then has the session', async ({ page, context }) => {
  await page.goto(SIGN_IN_PATH)
  const second = await context.newPage()
  await second.goto(DASHBOARD_PATH)
  await expect(second).toHaveURL(new RegExp(`${SIGN_IN_PATH}\\?redirect=`))

  const reloaded = second.waitForEvent('load')
  await signIn(page)
  await reloaded
  // The reloaded tab restores the session through the refresh cookie (POST /auth/refresh, which rotates it) before it
  // draws anything: the page drawn again says the new cookie is in. Navigating sooner would abort that call after the
  // API had spent the old token, and the next load's reuse of it closes the session (emulator/auth/sessions.ts).
  await expect(second.getByRole('heading', { name: ru('app.sign.in.title') })).toBeVisible()
  // the reloaded tab reads the new session: the console opens without signing in again
  await second.goto(DASHBOARD_PATH)
  await expect(second.getByRole('heading', { level: 1, name: 'Demo project' })).toBeVisible()
})

// The emulator's refresh reuse grace window (emulator/auth/sessions.ts, our product decision): a tab reloaded while
// its refresh is in flight presents the spent cookie again and keeps the session. The window's length is the
// emulator test's (tests/emulator/refresh-reuse.test.ts); here a wide one, so a slow reload still falls inside.
const graceTest = privateTest.extend({
  emulatorOptions: async ({}, use) => {
    await use({ refreshReuseGraceSeconds: 600 })
  },
})

graceTest('a tab reloaded while its refresh is in flight stays signed in, and so does the other tab', async ({ page, context, baseURL }) => {
  await signIn(page)
  const second = await context.newPage()
  await second.goto(DASHBOARD_PATH)
  await expect(second.getByRole('heading', { level: 1, name: 'Demo project' })).toBeVisible()

  // The reload's restore (POST /auth/refresh with the cookie) reaches the emulator, which rotates the cookie, but its
  // answer is held: the tab is reloaded again before the new cookie lands, and presents the spent one once more.
  let spent: () => void = () => undefined
  const rotated = new Promise<void>((resolve) => (spent = resolve))
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const holdAnswer = async (route: Route): Promise<void> => {
    const headers = await route.request().allHeaders()
    const answer = await fetch(`${baseURL}/api/v1/auth/refresh`, { method: 'POST', headers: { cookie: headers['cookie'] ?? '', 'x-session-transport': 'cookie' } })
    expect(answer.status, 'the emulator rotated the cookie').toBe(200)
    spent()
    await released
    await route.abort().catch(() => undefined) // the page that asked is gone
  }
  await page.route('**/api/v1/auth/refresh', holdAnswer)
  await page.reload()
  await rotated
  await page.unroute('**/api/v1/auth/refresh', holdAnswer)
  await page.reload()
  release()

  await expect(page).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Demo project' })).toBeVisible()
  // the other tab's session is the same one, still open: its reload restores it with the cookie of the first tab
  await second.reload()
  await expect(second.getByRole('heading', { level: 1, name: 'Demo project' })).toBeVisible()
  await expect(second).toHaveURL(new RegExp(`${DASHBOARD_PATH}$`))

  // and the tabs still follow each other through the broadcast channel (001 §7): signing out here signs out there
  const followed = second.waitForEvent('load')
  await page.getByRole('button', { name: ru('console.sign_out') }).click()
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}$`))
  await followed
  await expect(second).toHaveURL(new RegExp(`${SIGN_IN_PATH}\\?redirect=`))
})
