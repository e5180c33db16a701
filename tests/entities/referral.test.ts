// 000 §4 Referral and 000 §6: every block rule of the referral programme actions, each with its opposite state.
import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'

const enabled = { visible: true, enabled: true }
const affiliate = { contract_signed: true, available_for_withdrawal: 1500, has_payer: true }
const account = { today_day_of_month: 3, referral_request_sent: false }
/**
 * A programme action judged with item {} and the affiliate as owner; `a` and `acc` change one thing. The day and the
 * request sent are the affiliate's facts (GET /affiliate answers them), as is the payer (the page loads nothing else).
 */
const input = (a: Record<string, unknown> = {}, acc: Record<string, unknown> = {}): ActionInput => {
  const { today_day_of_month, referral_request_sent, ...rest } = { ...account, ...acc }
  return { item: {}, related: { affiliate: { ...affiliate, today_day_of_month, request_sent: referral_request_sent, ...a } }, account: rest }
}
const verdict = (action: string, i: ActionInput) => evaluateAction('referral', action, i)
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })

describe('referral', () => {
  it('the usual state: every programme action is enabled', () => {
    for (const action of ['download_agency_contract', 'sign_contract', 'withdraw', 'welcome_cashback', 'details']) expect(verdict(action, input()), action).toEqual(enabled)
  })

  it("000 §4 Referral: 'Withdrawal disabled reasons: contract_is_not_signed'", () => {
    expect(verdict('withdraw', input({ contract_signed: false }))).toEqual(blocked('reason.referral.contract_is_not_signed'))
    expect(verdict('withdraw', input({ contract_signed: true }))).toEqual(enabled)
  })

  it("000 §6: 'Referral withdrawal requires a signed agency contract and a payer'", () => {
    expect(verdict('withdraw', input({ has_payer: false }))).toEqual(blocked('reason.referral.no_payer'))
    expect(verdict('withdraw', input({ has_payer: true }))).toEqual(enabled)
    // the programme's page judges with its owner alone: the account's facts say nothing of the payer
    expect(verdict('withdraw', { ...input({ has_payer: false }), account: { has_payer: true } })).toEqual(blocked('reason.referral.no_payer'))
  })

  it("000 §4 Referral: 'Withdrawal disabled reasons: ... balance_is_too_low'", () => {
    expect(verdict('withdraw', input({ available_for_withdrawal: 0 }))).toEqual(blocked('reason.referral.balance_is_too_low'))
    expect(verdict('withdraw', input({ available_for_withdrawal: 0.01 }))).toEqual(enabled)
  })

  it("000 §4 Referral: 'acceptance_of_applications_is_closed'; 'Window: days 1 to 5 (one reading) or 1 to 6 (another reading)' — the stricter 1 to 5", () => {
    for (const day of [1, 2, 5]) expect(verdict('withdraw', input({}, { today_day_of_month: day })), `day ${day}`).toEqual(enabled)
    for (const day of [6, 7, 20, 31]) expect(verdict('withdraw', input({}, { today_day_of_month: day })), `day ${day}`).toEqual(blocked('reason.referral.acceptance_of_applications_is_closed'))
  })

  it("000 §4 Referral: 'Withdrawal disabled reasons: ... request_is_already_sent'", () => {
    expect(verdict('withdraw', input({}, { referral_request_sent: true }))).toEqual(blocked('reason.referral.request_is_already_sent'))
    expect(verdict('withdraw', input({}, { referral_request_sent: false }))).toEqual(enabled)
  })

  it("000 §4 Referral: 'sign contract (blocked while a request is sent)'", () => {
    expect(verdict('sign_contract', input({ contract_signed: false }, { referral_request_sent: true }))).toEqual(blocked('reason.referral.request_is_already_sent'))
    expect(verdict('sign_contract', input({ contract_signed: false }, { referral_request_sent: false }))).toEqual(enabled)
  })

  it("000 §4 Referral: 'Referral details blocked when contract not signed'", () => {
    expect(verdict('details', input({ contract_signed: false }))).toEqual(blocked('reason.referral.contract_is_not_signed'))
    expect(verdict('details', input({ contract_signed: true }))).toEqual(enabled)
  })

  it('DESIGN: missing context blocks nothing (no affiliate, no account facts given)', () => {
    expect(verdict('withdraw', { item: {} })).toEqual(enabled)
  })

  it('000 §6 support session (stricter reading): signing, withdrawing and the cashback are blocked; reading is not', () => {
    for (const action of ['sign_contract', 'withdraw', 'welcome_cashback']) {
      expect(verdict(action, input({}, { is_support_session: true })), action).toEqual(blocked('reason.support_session'))
    }
    for (const action of ['download_agency_contract', 'details']) expect(verdict(action, input({}, { is_support_session: true })), action).toEqual(enabled)
  })

  it('000 §4 Referral: welcome cashback is taken once; the programme page shows the affiliate figures (000 §3 Affiliate)', () => {
    expect(verdict('welcome_cashback', input({ welcome_cashback_taken: true }))).toEqual(blocked('reason.referral.welcome_cashback_taken'))
    expect(verdict('welcome_cashback', input({ welcome_cashback_taken: false }))).toEqual(enabled)
    const owner = registry.get('referral').list?.owner
    expect(owner?.name).toBe('affiliate')
    expect(owner?.fields?.map((field) => field.field)).toEqual(['referrals_count', 'last_month_new_referrals', 'all_income', 'last_month_income', 'available_for_withdrawal', 'contract_signed'])
    for (const action of ['download_agency_contract', 'sign_contract', 'withdraw', 'welcome_cashback']) expect(registry.get('referral').actions[action]?.call, action).toBeDefined()
  })
})
