// 001 §7, §9: when the websocket drops, 3 attempts 3000 ms apart, then a banner with a reconnect button.
// Its own emulator: dropping websockets on the shared one would disturb the other tests.
import { TIMINGS } from '../../contract/constants'
import { expect, pageTimePassed, privateTest as test, ru, signIn } from './support/test'
import { budget } from './support/budget'

test('the banner appears when the emulator drops websockets, and its reconnect button brings live updates back', async ({ page, request }) => {
  // about 3 × 3 s of refused attempts before the banner
  test.setTimeout(budget(60_000))
  await signIn(page)
  const banner = page.getByRole('status').filter({ hasText: ru('console.live.lost_title') })
  const reconnect = banner.getByRole('button', { name: ru('console.live.reconnect') })
  const balance = page.getByRole('group', { name: ru('console.balance.label') })
  await expect(balance).toBeVisible()
  await expect(banner).toHaveCount(0)

  expect((await request.post('/emulator/faults', { data: { drop_ws: true } })).status()).toBe(200)
  await expect(banner).toBeVisible({ timeout: budget(25_000) })
  await expect(banner).toContainText(ru('console.live.lost_text'))

  // lost: a balance change does not reach the page
  const setBalance = async (value: number) => expect((await request.post('/emulator/balance', { data: { email: 'demo@example.com', balance: value } })).status()).toBe(200)
  await setBalance(4321.5)
  // a retry's interval of the page's own clock (001 §9): no attempt is left to bring the change
  await pageTimePassed(page, TIMINGS.websocket_retry_ms)
  await expect(balance).not.toContainText(/4[\s\u00a0\u202f]?321,50/)

  expect((await request.post('/emulator/faults', { data: { drop_ws: false } })).status()).toBe(200)
  await reconnect.click()
  await expect(banner).toHaveCount(0)
  // reconnected: what was missed is refetched, and the next change arrives as a live event, without a reload
  await expect(balance).toContainText(/4[\s\u00a0\u202f]?321,50/)
  await setBalance(1234.25)
  await expect(balance).toContainText(/1[\s\u00a0\u202f]?234,25/)
  await expect(banner).toHaveCount(0)
})
