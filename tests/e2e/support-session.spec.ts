// The support session (000 §2 sign/forwarding_auth (query admin_key, admin login); 000 §6 "support/admin
// session via admin-key exchange, flagged is_support_session"): the operator's admin key signs in as the
// customer; a banner says so on every page; actions blocked in a support session are disabled with the reason.
// A refused key lands on sign/error; sign/something-wrong offers to try again.
import type { APIRequestContext } from '@playwright/test'
import { expect, ru, test } from './support/test'

async function adminKey(request: APIRequestContext, email = 'demo@example.com'): Promise<string> {
  const answer = await request.post('/emulator/admin-keys', { data: { email } })
  expect(answer.status()).toBe(201)
  return ((await answer.json()) as { admin_key: string }).admin_key
}

test('an admin key opens a support session: the banner on every page, and API token creation blocked', async ({ page, request }) => {
  await page.goto(`/sign/forwarding_auth?admin_key=${encodeURIComponent(await adminKey(request))}`)
  await expect(page).toHaveURL(/\/lk\/project\/dashboard$/)
  const banner = page.getByRole('status').filter({ hasText: ru('console.support_session.title') })
  await expect(banner).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Demo project' })).toBeVisible()

  // 000 §6 + the api_token rules: blocked_in_support_session → disabled with its reason
  await page.goto('/lk/profile/api')
  await expect(banner).toBeVisible()
  const create = page.getByRole('button', { name: ru('api_token.action.create') })
  await expect(create).toBeDisabled()
  await expect(create).toHaveAccessibleDescription(ru('reason.support_session'))

  // the banner stays for the whole session, a reload included
  await page.reload()
  await expect(banner).toBeVisible()
})

test('a used or unknown admin key lands on sign/error with the reason; no key at all says so too', async ({ page, request }) => {
  const key = await adminKey(request)
  expect((await request.post('/api/v1/auth/admin-key', { data: { admin_key: key } })).status()).toBe(200)
  await page.goto(`/sign/forwarding_auth?admin_key=${encodeURIComponent(key)}`)
  await expect(page).toHaveURL(/\/sign\/error\?code=admin_key_invalid$/)
  await expect(page.getByRole('alert')).toHaveText(ru('console.sign.error.admin_key_invalid'))
  await expect(page.getByRole('link', { name: ru('app.sign.back_to_sign_in') })).toHaveAttribute('href', '/sign/in')

  await page.goto('/sign/forwarding_auth')
  await expect(page.getByRole('alert')).toHaveText(ru('console.sign.error.admin_key_missing'))
})

test('sign/something-wrong offers to try again and to sign in anew', async ({ page }) => {
  await page.goto('/sign/something-wrong')
  await expect(page.getByRole('heading', { level: 1, name: ru('app.route.sign_something_wrong') })).toBeVisible()
  await page.getByRole('button', { name: ru('console.sign.something_wrong.relogin') }).click()
  await expect(page).toHaveURL(/\/sign\/in$/)
})
