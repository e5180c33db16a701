// Payments in test mode (000 §3 Payment, 000 §4 Payments, 000 §5 minimum top-up; README "Payments in test
// mode"): a top-up by card through the emulator's gateway, credited once in exact kopecks.
import { describe, expect, it } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import { Listener, OTHER, useEmulator, type Api } from './harness'

const emulator = await useEmulator()

const CARD = '1'
const ONLINE_BANK = '9999'

async function topUp(api: Api, amount: number, method_id = CARD) {
  return api.post('/payments', { method_id, amount, return_url: '/lk/finance/all' })
}

/** pays on the gateway's page as the payer's browser does: the form posts the card number */
async function payOnGateway(url: string, card: string): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams({ card }), redirect: 'manual' })
}

const callback = (api: Api, payment_id: string, outcome: string) => api.call('POST', '/emulator/gateway/callback', { payment_id, outcome })

describe('payments', () => {
  it('000 §3: the methods carry min_value; the built-in online bank has id 9999 and min_value 0', async () => {
    const api = await emulator.signedIn()
    const methods = (await api.get('/payment-methods')).body.result
    expect(methods.find((method: { id: string }) => method.id === ONLINE_BANK)).toMatchObject({ min_value: 0 })
    expect(methods.find((method: { id: string }) => method.id === CARD).min_value).toBeGreaterThan(0)
  })

  it('000 §5: an amount below the method minimum is refused on the amount field; finer than kopecks too', async () => {
    const api = await emulator.signedIn()
    const low = await topUp(api, 99.99)
    expect(low.status).toBe(400)
    expect(low.body.errors[0]).toMatchObject({ path: 'amount' })
    expect(low.body.errors[0].message).toContain('100.00')
    const fine = await topUp(api, 150.005)
    expect(fine.status).toBe(400)
    expect(fine.body.errors[0].path).toBe('amount')
    expect((await api.post('/payments', { method_id: 'nope', amount: 500 })).body.errors[0].path).toBe('method_id')
    expect((await api.post('/payments', { amount: 'x' })).status).toBe(400)
  })

  it('a top-up starts initiated (8) with the gateway page; a good test card pays it (4), credits the balance and tells the websocket', async () => {
    const api = await emulator.signedIn()
    const before = (await api.get('/balance')).body.balance
    const created = await topUp(api, 1234.56)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 8, amount: 1234.56 })
    const page = await fetch(created.body.payment_url)
    expect(await page.text()).toContain('1234.56')
    const ws = await Listener.open(emulator.url, api.token as string)
    const paid = await payOnGateway(created.body.payment_url, '4242 4242 4242 4242')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`/lk/finance/all?payment_id=${created.body.id}`)
    const event = await ws.next((message) => message.type === 'balance')
    ws.close()
    // exact in kopecks: 5000.00 + 1234.56, not a float sum
    expect(event.data.balance).toBe(Math.round((before + 1234.56) * 100) / 100)
    expect((await api.get(`/payments/${created.body.id}`)).body).toMatchObject({ status: 4, payment_method: { id: CARD } })
  })

  it('a declined card cancels the payment (9) and credits nothing; an unknown card stays on the page with an error', async () => {
    const api = await emulator.signedIn(OTHER)
    const before = (await api.get('/balance')).body.balance
    const created = await topUp(api, 300)
    const unknown = await payOnGateway(created.body.payment_url, '1111')
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('role="alert"')
    expect((await payOnGateway(created.body.payment_url, '4000000000000002')).status).toBe(303)
    expect((await api.get(`/payments/${created.body.id}`)).body.status).toBe(9)
    expect((await api.get('/balance')).body.balance).toBe(before)
  })

  it('credited once: the callback twice, and again after a restart, adds the amount one time', async () => {
    const api = await emulator.signedIn()
    const created = await topUp(api, 100.3)
    const before = (await api.get('/balance')).body.balance
    await payOnGateway(created.body.payment_url, '4000 0000 0000 0077')
    expect((await api.get(`/payments/${created.body.id}`)).body.status).toBe(2)
    expect((await callback(api, created.body.id, 'paid')).body.status).toBe(4)
    expect((await callback(api, created.body.id, 'paid')).body.status).toBe(4)
    await emulator.restart()
    // a GET first: fetch retries it on the keep-alive socket the restart closed, which it does not do for a POST
    expect((await api.get(`/payments/${created.body.id}`)).body.status).toBe(4)
    expect((await callback(api, created.body.id, 'paid')).status).toBe(200)
    // a late "failed" does not take a paid payment back
    expect((await callback(api, created.body.id, 'failed')).body.status).toBe(4)
    expect((await api.get('/balance')).body.balance).toBe(Math.round((before + 100.3) * 100) / 100)
    const malformed = await api.call('POST', '/emulator/gateway/callback', { payment_id: created.body.id, outcome: 'maybe' })
    expect(malformed.status).toBe(400)
  })

  it('000 §4 QR (module qr_sbp): the top-up answers a code to scan, no page; the bank app its link opens pays it once', async () => {
    const api = await emulator.signedIn(OTHER)
    const methods = (await api.get('/payment-methods')).body.result as { id: string; module: string }[]
    const qr = methods.find((method) => method.module === 'qr_sbp')?.id ?? ''
    const before = (await api.get('/balance')).body.balance
    const created = await topUp(api, 10.1, qr)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 8, payment_method: { module: 'qr_sbp' } })
    expect(created.body.payment_url).toBeUndefined()
    const app = await fetch(created.body.qr_payload)
    expect(await app.text()).toContain('10.10')
    const ws = await Listener.open(emulator.url, api.token as string)
    const paid = await fetch(created.body.qr_payload, { method: 'POST', body: new URLSearchParams({ outcome: 'paid' }) })
    expect(await paid.text()).toContain('role="status"')
    const event = await ws.next((message) => message.type === 'entity' && message.entity === 'payment' && message.id === created.body.id)
    ws.close()
    expect(event.data).toMatchObject({ status: 4 })
    // the code scanned again, and the gateway's callback: nothing more is credited
    await fetch(created.body.qr_payload, { method: 'POST', body: new URLSearchParams({ outcome: 'paid' }) })
    expect((await callback(api, created.body.id, 'paid')).body.status).toBe(4)
    expect((await api.get('/balance')).body.balance).toBe(Math.round((before + 10.1) * 100) / 100)
  })

  it('000 §4 online bank (id 9999, minimum 0): the bank’s own page pays or declines and sends the payer back', async () => {
    const api = await emulator.signedIn(OTHER)
    const before = (await api.get('/balance')).body.balance
    expect((await topUp(api, 0, ONLINE_BANK)).status).toBe(400)
    const created = await topUp(api, 0.01, ONLINE_BANK)
    expect(created.status).toBe(201)
    expect(created.body.payment_url).toContain('/emulator/online-bank/')
    const declined = await topUp(api, 5, ONLINE_BANK)
    const back = await fetch(declined.body.payment_url, { method: 'POST', body: new URLSearchParams({ outcome: 'failed' }), redirect: 'manual' })
    expect(back.headers.get('location')).toBe(`/lk/finance/all?payment_id=${declined.body.id}`)
    expect((await api.get(`/payments/${declined.body.id}`)).body.status).toBe(9)
    await fetch(created.body.payment_url, { method: 'POST', body: new URLSearchParams({ outcome: 'paid' }), redirect: 'manual' })
    expect((await api.get(`/payments/${created.body.id}`)).body.status).toBe(4)
    expect((await api.get('/balance')).body.balance).toBe(Math.round((before + 0.01) * 100) / 100)
  })

  it('000 §4 Payments: the demo account has a payment in each of the nine statuses', async () => {
    const api = await emulator.signedIn()
    const statuses = new Set((await api.get('/payments')).body.result.map((payment: { status: number }) => payment.status))
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('000 §4 download PDF: a payment with a method has a document that opens as a PDF, in Russian; one without has none', async () => {
    const api = await emulator.signedIn()
    const payments = (await api.get('/payments')).body.result as { id: string; payment_method?: object; amount: number }[]
    const withMethod = payments.find((payment) => payment.payment_method) as { id: string; amount: number }
    const response = await fetch(`${emulator.url}/api/v1/payments/${withMethod.id}/document`, { headers: { Authorization: `Bearer ${api.token}` } })
    expect(response.headers.get('content-type')).toBe('application/pdf')
    // one PDF module for every document (emulator/documents): it opens as a PDF with Cyrillic text
    const loaded = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))
    expect(loaded.getTitle()).toMatch(/^(Счёт на оплату|Платёжный документ) № /)
    const grant = payments.find((payment) => !payment.payment_method) as { id: string }
    expect((await api.get(`/payments/${grant.id}/document`)).status).toBe(404)
    expect((await (await emulator.signedIn(OTHER)).get(`/payments/${withMethod.id}/document`)).status).toBe(404)
  })

  it('000 §4 receipt: a credited bank invoice has a fiscal receipt, a PDF; an unpaid invoice or a card payment has none', async () => {
    const api = await emulator.signedIn()
    type Listed = { id: string; status: number; amount: number; payment_method?: { module: string }; receipt?: { fn: string; fd: string; fpd: string; date: string; value: number } }
    const payments = (await api.get('/payments')).body.result as Listed[]
    const bank = (payment: Listed) => ['pmruwire', 'pmwire'].includes(payment.payment_method?.module ?? '')
    const credited = payments.find((payment) => bank(payment) && payment.status === 4)
    expect(credited?.receipt, 'the seeded paid bank invoice').toMatchObject({ fn: expect.stringMatching(/^\d{16}$/), value: credited?.amount })
    const response = await fetch(`${emulator.url}/api/v1/payments/${credited?.id}/receipt`, { headers: { Authorization: `Bearer ${api.token}` } })
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect((await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))).getTitle()).toBe(`Кассовый чек № ${credited?.receipt?.fd}`)
    const unpaid = payments.find((payment) => bank(payment) && payment.status === 1)
    const card = payments.find((payment) => payment.payment_method?.module === 'card' && payment.status === 4)
    for (const other of [unpaid, card]) {
      expect(other, 'seeded').toBeDefined()
      expect(other?.receipt).toBeUndefined()
      expect((await api.get(`/payments/${other?.id}/receipt`)).status).toBe(404)
    }
    expect((await (await emulator.signedIn(OTHER)).get(`/payments/${credited?.id}/receipt`)).status).toBe(404)
  })

  it('000 §4 delete only with a payer and status 1: with a reason it goes; any other payment is 409; no reason is 400', async () => {
    const api = await emulator.signedIn()
    const payments = (await api.get('/payments')).body.result as { id: string; status: number; payer: string | null }[]
    const invoice = payments.find((payment) => payment.status === 1 && payment.payer) as { id: string }
    const paid = payments.find((payment) => payment.status === 4) as { id: string }
    const ws = await Listener.open(emulator.url, api.token as string)
    expect((await api.call('DELETE', `/api/v1/payments/${invoice.id}`, {})).status).toBe(400)
    expect((await api.call('DELETE', `/api/v1/payments/${invoice.id}`, { reason: 'because' })).status).toBe(400)
    const refused = await api.call('DELETE', `/api/v1/payments/${paid.id}`, { reason: 'other' })
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('payment_not_deletable')
    // a payment without a payer, even awaiting payment, stays
    const unpaid = await topUp(api, 150)
    expect((await api.call('DELETE', `/api/v1/payments/${unpaid.body.id}`, { reason: 'other' })).status).toBe(409)
    expect((await api.call('DELETE', `/api/v1/payments/${invoice.id}`, { reason: 'wrong_amount', comment: 'should be 10 000' })).status).toBe(204)
    await ws.next((message) => message.type === 'entity' && message.action === 'deleted' && message.id === invoice.id)
    ws.close()
    expect((await api.get(`/payments/${invoice.id}`)).status).toBe(404)
  })

  it('another account sees neither the payment nor it in its list', async () => {
    const api = await emulator.signedIn()
    const other = await emulator.signedIn(OTHER)
    const created = await topUp(api, 200)
    expect((await other.get(`/payments/${created.body.id}`)).status).toBe(404)
    const ids = (await other.get('/payments')).body.result.map((payment: { id: string }) => payment.id)
    expect(ids).not.toContain(created.body.id)
  })

  it('000 §3: the operations list groups payments and expenses by month; consumption adds up to the balance cost', async () => {
    const api = await emulator.signedIn()
    const all = (await api.get('/finance/operations')).body.result
    expect(new Set(all.map((operation: { operation: string }) => operation.operation))).toEqual(new Set(['payment', 'expense']))
    const month = (all[0].date as string).slice(0, 7)
    const inMonth = (await api.get(`/finance/operations?month=${month}`)).body.result
    expect(inMonth.length).toBeGreaterThan(0)
    expect(inMonth.every((operation: { date: string }) => operation.date.startsWith(month))).toBe(true)
    expect((await api.get('/finance/operations?month=2026-13')).status).toBe(400)
    const consumption = (await api.get('/consumption')).body.result as { cost: { hour: number } }[]
    const hourKop = consumption.reduce((sum, item) => sum + Math.round(item.cost.hour * 100), 0)
    expect(hourKop).toBe(Math.round((await api.get('/balance')).body.current_cost.hour * 100))
  })

  it('000 §4 grant: a promo code credits its amount once per account as a paid grant payment; unknown or used: 400 on code', async () => {
    const api = await emulator.signedIn(OTHER)
    const before = (await api.get('/balance')).body.balance
    const granted = await api.post('/payments/grant', { code: ' welcome500 ' })
    expect(granted.status).toBe(201)
    expect(granted.body).toMatchObject({ status: 4, type: 'grant', amount: 500 })
    expect((await api.get('/balance')).body.balance).toBe(Math.round((before + 500) * 100) / 100)
    const again = await api.post('/payments/grant', { code: 'WELCOME500' })
    expect(again.status).toBe(400)
    expect(again.body.errors[0].path).toBe('code')
    expect((await api.post('/payments/grant', { code: 'NOPE' })).body.errors[0].path).toBe('code')
    expect((await api.post('/payments/grant', {})).status).toBe(400)
    expect((await api.get('/balance')).body.balance).toBe(Math.round((before + 500) * 100) / 100)
  })
})
