// The referral programme on the provider's side (000 §3 Affiliate, Referral; 000 §4 Referral: sign, withdraw (a
// ticket) with its reasons and the day window, welcome cashback). The paths are the product's (001 §7 has none).
import { describe, expect, it } from 'vitest'
import { REFERRAL } from '../../contract/constants'
import { moscowDay } from '../../emulator/kinds/referral/rules'
import { validateAffiliate, validateReferral } from '../../generated/validators/index.js'
import { useEmulator } from './harness'

const emulator = await useEmulator()
const api = await emulator.signedIn()
const windowOpen = (): boolean => {
  const day = moscowDay(Date.now())
  return day >= REFERRAL.withdrawal_first_day && day <= REFERRAL.withdrawal_last_day
}

describe('referral programme', () => {
  it('000 §3 Affiliate: the figures and the referrals (client, registration date, source, paid)', async () => {
    const affiliate = (await api.get('/affiliate')).body
    expect(validateAffiliate(affiliate)).toBe(true)
    expect(affiliate).toMatchObject({ referrals_count: 3, available_for_withdrawal: 1200, contract_signed: false, request_sent: false })
    // 000 §6: withdrawal requires a payer; "A main payer exists" (made from the profile), so the programme says so
    expect(affiliate.has_payer).toBe(true)
    expect(affiliate.today_day_of_month).toBe(moscowDay(Date.now()))
    const list = (await api.get('/affiliate/referrals?limit=2')).body
    expect(list.count).toBe(3)
    expect(list.result).toHaveLength(2)
    for (const referral of list.result) expect(validateReferral(referral)).toBe(true)
  })

  it('000 §4 Referral: the agency contract downloads; withdrawal needs it signed first', async () => {
    const contract = (await api.get('/affiliate/contract')).body
    expect(contract.text).toContain('AGENCY CONTRACT')
    expect((await api.post('/affiliate/withdraw')).body.reason).toBe('contract_is_not_signed')
    const signed = await api.post('/affiliate/contract/sign')
    expect(signed.body.contract_signed).toBe(true)
  })

  it('000 §4 Referral: withdraw only on days 1 to 5 (Moscow); it files a ticket, then the request is already sent', async () => {
    const answer = await api.post('/affiliate/withdraw')
    if (!windowOpen()) {
      expect(answer.status).toBe(409)
      expect(answer.body.reason).toBe('acceptance_of_applications_is_closed')
      return
    }
    expect(answer.status).toBe(201)
    expect((await api.get(`/tickets/${answer.body.ticket_id}`)).status).toBe(200)
    expect(answer.body.request_sent).toBe(true)
    expect((await api.post('/affiliate/withdraw')).body.reason).toBe('request_is_already_sent')
    expect((await api.post('/affiliate/contract/sign')).body.reason).toBe('request_is_already_sent')
  })

  it('the Moscow day: 21:30 UTC on the 5th is already the 6th in Moscow', () => {
    expect(moscowDay(Date.UTC(2026, 10, 5, 21, 30))).toBe(6)
    expect(moscowDay(Date.UTC(2026, 10, 5, 20, 59))).toBe(5)
  })

  it('000 §4 Referral: welcome cashback credits the balance once', async () => {
    const before = (await api.get('/balance')).body.balance
    const taken = await api.post('/affiliate/welcome-cashback')
    expect(taken.status).toBe(200)
    expect(taken.body.welcome_cashback_taken).toBe(true)
    expect((await api.get('/balance')).body.balance).toBeCloseTo(before + REFERRAL.welcome_cashback, 2)
    expect((await api.post('/affiliate/welcome-cashback')).body.reason).toBe('welcome_cashback_taken')
  })
})
