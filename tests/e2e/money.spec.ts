// Money (000 §2 finance, 000 §3 Balance/Payment, 000 §4 Payments, 000 §5 minimum top-up): a top-up by card on
// the emulator's gateway in test mode, back to the console with the outcome; the header's balance and days
// left follow the websocket's balance event without a reload.
import type { Page } from '@playwright/test'
import { moneyPattern } from './support/money'
import { DEMO, expect, OTHER, pageApi, ru, signIn, test } from './support/test'

const CARD_OK = '4242 4242 4242 4242'
const CARD_DECLINED = '4000 0000 0000 0002'
const CARD_WAITS = '4000 0000 0000 0077'

const header = (page: Page) => page.getByRole('group', { name: ru('console.balance.label') })

async function balance(page: Page): Promise<number> {
  const answer = await pageApi(page, 'GET', '/balance')
  return answer.body.balance as number
}

/** from the dashboard through the left menu to the finance page, the top-up open */
async function openTopUp(page: Page): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: ru('console.menu.finance') })
    .click()
  await expect(page).toHaveURL(/\/lk\/finance\/all/)
  await expect(page.getByRole('heading', { level: 1, name: ru('console.finance.title') })).toBeVisible()
  await page.getByRole('button', { name: ru('console.finance.topup.open') }).click()
}

/** fills the top-up and pays on the gateway's page with a test card; back on the finance page */
async function payByCard(page: Page, amount: string, card: string): Promise<void> {
  const form = page.getByRole('form', { name: ru('console.finance.topup.title') })
  await form.getByLabel(ru('console.finance.topup.amount')).fill(amount)
  await form.getByRole('button', { name: ru('console.finance.topup.submit') }).click()
  await expect(page).toHaveURL(/\/emulator\/gateway\//)
  await page.getByLabel('Card number').fill(card)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/lk\/finance\/all\?payment_id=/)
}

test('a top-up by card: the gateway pays it, the console says so and the header balance grows by the amount', async ({ page }) => {
  await signIn(page, DEMO)
  const before = await balance(page)
  await openTopUp(page)
  await payByCard(page, '1500,50', CARD_OK)
  await expect(page.getByRole('status').filter({ hasText: ru('console.finance.outcome.success') })).toBeVisible()
  await expect(header(page)).toContainText(new RegExp(moneyPattern(Math.round((before + 1500.5) * 100) / 100)))
  await expect(
    page
      .getByRole('table')
      .filter({ hasText: ru('console.finance.payment_status.4') })
      .first(),
  ).toBeVisible()
})

test('a declined card: the console says the payment failed and the balance stays', async ({ page }) => {
  await signIn(page, OTHER)
  const before = await balance(page)
  await openTopUp(page)
  await payByCard(page, '300', CARD_DECLINED)
  await expect(page.getByRole('status').filter({ hasText: ru('console.finance.outcome.fail') })).toBeVisible()
  expect(await balance(page)).toBe(before)
  await expect(header(page)).toContainText(new RegExp(moneyPattern(before)))
})

test('000 §5: an amount below the method minimum is answered on the amount field and what was typed stays', async ({ page }) => {
  await signIn(page, OTHER)
  await openTopUp(page)
  const form = page.getByRole('form', { name: ru('console.finance.topup.title') })
  const amount = form.getByLabel(ru('console.finance.topup.amount'))
  await amount.fill('50')
  await form.getByRole('button', { name: ru('console.finance.topup.submit') }).click()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(form).toContainText(ru('validation.min_top_up_many', { count: 100 }))
  await expect(amount).toHaveValue('50')
  await expect(page).toHaveURL(/\/lk\/finance\/all/)
})

test('a waiting payment: pending until the gateway calls back, then the header balance and the outcome change live', async ({ page, request }) => {
  await signIn(page, DEMO)
  await openTopUp(page)
  await payByCard(page, '700', CARD_WAITS)
  await expect(page.getByRole('status').filter({ hasText: ru('console.finance.outcome.pending') })).toBeVisible()
  const before = await balance(page)
  const paymentId = new URL(page.url()).searchParams.get('payment_id') ?? ''
  // the gateway's callback, twice: credited once
  for (let i = 0; i < 2; i += 1) expect((await request.post('/emulator/gateway/callback', { data: { payment_id: paymentId, outcome: 'paid' } })).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: ru('console.finance.outcome.success') })).toBeVisible()
  await expect(header(page)).toContainText(new RegExp(moneyPattern(Math.round((before + 700) * 100) / 100)))
  expect(await balance(page)).toBe(Math.round((before + 700) * 100) / 100)
})

/** the top-up filled with a method other than the card and submitted */
async function topUpWith(page: Page, method: string, amount: string): Promise<void> {
  await openTopUp(page)
  const form = page.getByRole('form', { name: ru('console.finance.topup.title') })
  await form.getByLabel(ru('console.finance.topup.method')).selectOption({ label: ru(`console.finance.method.${method}`) })
  await form.getByLabel(ru('console.finance.topup.amount')).fill(amount)
  await form.getByRole('button', { name: ru('console.finance.topup.submit') }).click()
}

test('000 §4 QR (qr_sbp): the page draws the code; the test switch pays it and the outcome and header balance change live', async ({ page, request }) => {
  await signIn(page, OTHER)
  const before = await balance(page)
  await topUpWith(page, 'qr', '25,40')
  const code = page.getByRole('region', { name: ru('console.finance.qr.title') })
  await expect(code.getByRole('img')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: ru('console.finance.outcome.pending') })).toBeVisible()
  expect(page.url()).toMatch(/\/lk\/finance\/all\?payment_id=/)
  const paymentId = new URL(page.url()).searchParams.get('payment_id') ?? ''
  // the documented test switch (README "Payments in test mode"): the gateway's callback pays it
  expect((await request.post('/emulator/gateway/callback', { data: { payment_id: paymentId, outcome: 'paid' } })).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: ru('console.finance.outcome.success') })).toBeVisible()
  await expect(code).toBeHidden()
  await expect(header(page)).toContainText(new RegExp(moneyPattern(Math.round((before + 25.4) * 100) / 100)))
})

test('000 §4 online bank (id 9999, minimum 0): the bank’s page pays it and the console shows the outcome', async ({ page }) => {
  await signIn(page, OTHER)
  const before = await balance(page)
  await topUpWith(page, 'online_bank', '0,50')
  await expect(page).toHaveURL(/\/emulator\/online-bank\//)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/lk\/finance\/all\?payment_id=/)
  await expect(page.getByRole('status').filter({ hasText: ru('console.finance.outcome.success') })).toBeVisible()
  await expect(header(page)).toContainText(new RegExp(moneyPattern(Math.round((before + 0.5) * 100) / 100)))
})

test('001 §8: the money prompt’s top-up link opens the top-up with the missing amount filled in', async ({ page }) => {
  await signIn(page, OTHER)
  await page.goto('/lk/finance?topup=250.5')
  await expect(page).toHaveURL(/\/lk\/finance\/all\?topup=250.5/)
  const form = page.getByRole('form', { name: ru('console.finance.topup.title') })
  await expect(form.getByLabel(ru('console.finance.topup.amount'))).toHaveValue('250.50')
})

test('000 §4 grant: a promo code is activated and the header balance grows; used again, it is refused on its field', async ({ page }) => {
  await signIn(page, OTHER)
  await page
    .getByRole('navigation')
    .getByRole('link', { name: ru('console.menu.finance') })
    .click()
  const before = await balance(page)
  const form = page.getByRole('form', { name: ru('console.finance.promo.title') })
  const code = form.getByLabel(ru('console.finance.promo.code'))
  await code.fill('CLOUD1000')
  await form.getByRole('button', { name: ru('console.finance.promo.submit') }).click()
  await expect(form.getByRole('status')).toBeVisible()
  await expect(header(page)).toContainText(new RegExp(moneyPattern(Math.round((before + 1000) * 100) / 100)))
  await code.fill('CLOUD1000')
  await form.getByRole('button', { name: ru('console.finance.promo.submit') }).click()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await expect(code).toHaveValue('CLOUD1000')
})

test('000 §2 limits: every limit of the project with used and max; asking for more opens a ticket prefilled with it', async ({ page }) => {
  await signIn(page, OTHER)
  await page
    .getByRole('navigation')
    .getByRole('link', { name: ru('console.menu.limits') })
    .click()
  await expect(page).toHaveURL(/\/lk\/limits$/)
  const table = page.getByRole('table', { name: ru('console.limits.title') })
  const projects = (await pageApi(page, 'GET', '/projects')).body.result as { id: string }[]
  const limits = (await pageApi(page, 'GET', `/projects/${projects[0]?.id ?? ''}/limits`)).body.result as { name: string; used: number; max: number }[]
  await expect(table.getByRole('row')).toHaveCount(limits.length + 1)
  const servers = limits.find((limit) => limit.name === 'servers') as { used: number; max: number }
  const row = table.getByRole('row').filter({ hasText: ru('limit.servers') })
  await expect(row).toContainText(String(servers.max))
  await row.getByRole('button', { name: ru('console.limits.ask_for', { name: ru('limit.servers') }) }).click()
  const dialog = page.getByRole('dialog', { name: ru('ticket.action.create') })
  await expect(dialog.getByLabel(ru('ticket.field.subject'))).toHaveValue(ru('console.limits.ticket_subject', { name: ru('limit.servers') }))
  await page.keyboard.press('Escape')
})
