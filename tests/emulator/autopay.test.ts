// Autopay (000 §3 Autopay, 000 §4 Autopay; README "Payments in test mode"): activate binds a test card (charges
// and refunds 1 rouble), enable, disable, edit_settings, edit_card, delete_card; the emulator tops the balance up
// once when the days left fall below the setting after a daily deduction.
import { describe, expect, it, onTestFinished } from 'vitest'
import { Listener, OTHER, startTestEmulator, useEmulator } from './harness'

const emulator = await useEmulator()
const GOOD = '4242 4242 4242 4242'
const DECLINED = '4000 0000 0000 0002'

describe('autopay', () => {
  it('000 §4: INACTIVE without a card at first; activate binds a card with 1 rouble charged and refunded and turns it ON', async () => {
    const api = await emulator.signedIn(OTHER)
    expect((await api.get('/autopay')).body).toMatchObject({ status: 'INACTIVE', card_token_status: 'NO' })
    const balance = (await api.get('/balance')).body.balance
    const declined = await api.post('/autopay/activate', { card: DECLINED, days_until_end_of_balance: 5, payment_amount: 500 })
    expect(declined.status).toBe(400)
    expect(declined.body.errors[0].path).toBe('card')
    const low = await api.post('/autopay/activate', { card: GOOD, days_until_end_of_balance: 5, payment_amount: 99.99 })
    expect(low.body.errors[0].path).toBe('payment_amount')
    expect((await api.post('/autopay/activate', { card: GOOD, days_until_end_of_balance: 0, payment_amount: 500 })).status).toBe(400)
    const on = await api.post('/autopay/activate', { card: GOOD, days_until_end_of_balance: 5, payment_amount: 500.5 })
    expect(on.status).toBe(200)
    expect(on.body).toMatchObject({ status: 'ON', card_token_status: null, card_last4: '4242', days_until_end_of_balance: 5, payment_amount: 500.5 })
    // 000 §4: card binding charges and refunds 1 rouble: a refunded payment of 1, the balance as it was
    const binding = (await api.get('/payments')).body.result[0]
    expect(binding).toMatchObject({ amount: 1, status: 6 })
    expect((await api.get('/balance')).body.balance).toBe(balance)
    expect((await api.post('/autopay/activate', { card: GOOD, days_until_end_of_balance: 5, payment_amount: 500 })).status).toBe(409)
  })

  it('000 §4: enable and disable switch it, each refused where the config hides it; settings, card and delete_card', async () => {
    const api = await emulator.signedIn(OTHER)
    expect((await api.post('/autopay/enable')).status).toBe(409)
    expect((await api.post('/autopay/disable')).body).toMatchObject({ status: 'OFF' })
    expect((await api.post('/autopay/disable')).status).toBe(409)
    expect((await api.post('/autopay/enable')).body).toMatchObject({ status: 'ON' })
    expect((await api.call('PUT', '/api/v1/autopay/settings', { days_until_end_of_balance: 7, payment_amount: 1000 })).body).toMatchObject({ days_until_end_of_balance: 7, payment_amount: 1000 })
    expect((await api.call('DELETE', '/api/v1/autopay/card')).body).toMatchObject({ status: 'OFF', card_token_status: 'NO' })
    // 000 §4: enable hidden when card_token_status is NO
    expect((await api.post('/autopay/enable')).status).toBe(409)
    expect((await api.call('DELETE', '/api/v1/autopay/card')).status).toBe(409)
    expect((await api.post('/autopay/card', { card: DECLINED })).status).toBe(400)
    expect((await api.post('/autopay/card', { card: GOOD })).body).toMatchObject({ status: 'OFF', card_token_status: null })
    expect((await api.post('/autopay/card', {})).status).toBe(400)
  })

  it('an account without autopay set up cannot switch or edit it; another account’s stays its own', async () => {
    const api = await emulator.signedIn()
    expect((await api.get('/autopay')).body.status).toBe('INACTIVE')
    expect((await api.post('/autopay/enable')).status).toBe(409)
    expect((await api.call('PUT', '/api/v1/autopay/settings', { days_until_end_of_balance: 7, payment_amount: 1000 })).status).toBe(409)
  })
})

describe('autopay charging', () => {
  it('000 §3: days left below the setting after a daily deduction: the card tops up payment_amount once, in kopecks, live', async () => {
    // an hour lasts 72 ms, a day 1.7 s
    const fast = await startTestEmulator({ timeScale: 0.00002 })
    onTestFinished(() => fast.close())
    const api = await fast.signedIn(OTHER)
    // 5000 ₽ at 17.98 ₽ an hour lasts 11 days; after a day's deduction, 10: below 11
    expect((await api.get('/balance')).body.days_left_until_zero).toBe(11)
    await api.post('/autopay/activate', { card: GOOD, days_until_end_of_balance: 11, payment_amount: 1000.01 })
    const ws = await Listener.open(fast.url, api.token as string)
    const paid = await ws.next((message) => message.type === 'entity' && message.entity === 'payment' && message.action === 'created' && message.data.status === 4, 8000)
    expect(paid.data.amount).toBe(1000.01)
    const balance = await ws.next((message) => message.type === 'balance' && message.data.balance > 5000, 5000)
    // 5000 − 24 × 17.98 + 1000.01
    expect(balance.data.balance).toBe(5568.49)
    // the next day's deduction leaves 11 days (5136.97 / 431.52): not below the setting, no second charge
    await ws.next((message) => message.type === 'balance' && message.data.balance < 5568.49, 5000)
    const charges = (await api.get('/payments')).body.result.filter((payment: { status: number; amount: number }) => payment.status === 4 && payment.amount === 1000.01)
    expect(charges).toHaveLength(1)
    ws.close()
  })
})
