// 001 §7: "A tab broadcast tells other tabs to reload 100 ms later when the access token changes."
import { DASHBOARD_PATH, SIGN_IN_PATH, expect, ru, signIn, test } from './support/test'

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
