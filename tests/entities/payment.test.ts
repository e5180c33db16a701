// 000 §4 Payments: every hide or block rule of the payment actions, each with its opposite state.
import { describe, expect, it } from 'vitest'
import { isOfferedAction } from '../../engine/registry'
import type { ActionInput } from '../../engine/types'
import { PAYMENT } from '../../contract/constants'
import { PAYMENT_STATUS } from '../../entities/payment'
import { evaluateAction, registry } from '../../entities/index'

const enabled = { visible: true, enabled: true }
const bank = { module: PAYMENT.bank_modules[0] }
const receipt = { ofd_receipt_url: 'https://ofd.example/r/1' }
const payment = (fields: Record<string, unknown>): ActionInput => ({ item: { id: 'payment-1', amount: 1000, ...fields } })
const verdict = (action: string, input: ActionInput) => evaluateAction('payment', action, input)

describe('payment', () => {
  it("000 §4 Payments: 'Delete only with a payer and status 1'", () => {
    expect(verdict('delete', payment({ status: PAYMENT_STATUS.awaiting_payment, payer: 'payer-1' }))).toEqual(enabled)
    expect(verdict('delete', payment({ status: PAYMENT_STATUS.awaiting_payment, payer: null }))).toEqual({ visible: true, enabled: false, reason: 'reason.payment.no_payer' })
    expect(verdict('delete', payment({ status: PAYMENT_STATUS.awaiting_payment }))).toEqual({ visible: true, enabled: false, reason: 'reason.payment.no_payer' })
    for (const status of Object.values(PAYMENT_STATUS).filter((s) => s !== PAYMENT_STATUS.awaiting_payment)) {
      expect(verdict('delete', payment({ status, payer: 'payer-1' })), `status ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.payment.not_awaiting_payment' })
    }
  })

  it("000 §4 Payments: 'download PDF (hidden without payment_method)'", () => {
    expect(verdict('download_pdf', payment({ status: PAYMENT_STATUS.paid, payment_method: bank }))).toEqual(enabled)
    expect(verdict('download_pdf', payment({ status: PAYMENT_STATUS.paid, payment_method: null }))).toEqual({ visible: false, enabled: false, reason: 'reason.payment.no_payment_method' })
    expect(verdict('download_pdf', payment({ status: PAYMENT_STATUS.paid }))).toEqual({ visible: false, enabled: false, reason: 'reason.payment.no_payment_method' })
  })

  it("000 §4 Payments: 'receipt (bank-invoice payments only ...)'; 'Bank modules pmruwire, pmwire'", () => {
    for (const module of PAYMENT.bank_modules) {
      expect(verdict('receipt', payment({ status: PAYMENT_STATUS.paid, payment_method: { module }, receipt })), module).toEqual(enabled)
    }
    expect(verdict('receipt', payment({ status: PAYMENT_STATUS.paid, payment_method: { module: PAYMENT.qr_module }, receipt }))).toEqual({
      visible: true,
      enabled: false,
      reason: 'reason.payment.not_bank_invoice',
    })
    expect(verdict('receipt', payment({ status: PAYMENT_STATUS.paid, receipt }))).toEqual({ visible: true, enabled: false, reason: 'reason.payment.not_bank_invoice' })
  })

  it("000 §4 Payments: 'receipt (... blocked until a receipt exists)'", () => {
    expect(verdict('receipt', payment({ status: PAYMENT_STATUS.paid, payment_method: bank, receipt }))).toEqual(enabled)
    expect(verdict('receipt', payment({ status: PAYMENT_STATUS.paid, payment_method: bank, receipt: null }))).toEqual({ visible: true, enabled: false, reason: 'reason.payment.no_receipt' })
  })

  it("000 §4 Payments: 'create_bank (needs payer)'", () => {
    expect(verdict('create_bank', { item: {}, account: { has_payer: true } })).toEqual(enabled)
    expect(verdict('create_bank', { item: {}, account: { has_payer: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.payment.no_payer' })
    // DESIGN: missing context blocks nothing
    expect(verdict('create_bank', { item: {} })).toEqual(enabled)
  })

  it("000 §4 Payments: 'grant (activate promo code, then refresh balance)'", () => {
    expect(registry.get('payment').actions.grant?.after).toMatchObject({ recalculate_balance: true })
    expect(registry.get('payment').actions.create?.after?.recalculate_balance).toBeUndefined()
  })

  it("000 §4 Payments: 'statuses 1 awaiting payment, ..., 4 paid (successful), ..., 9 cancelled'", () => {
    expect(Object.entries(PAYMENT_STATUS).map(([name, value]) => `${value} ${name}`)).toEqual([
      '1 awaiting_payment',
      '2 being_paid',
      '3 promised',
      '4 paid',
      '5 awaiting_refund',
      '6 refunded',
      '7 fraudulent',
      '8 initiated',
      '9 cancelled',
    ])
    // the API sends numbers and the sets hold numbers
    expect(registry.get('payment').statuses?.values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(registry.statusClass('payment', PAYMENT_STATUS.paid)).toBe('usable')
    expect(registry.statusClass('payment', PAYMENT_STATUS.being_paid)).toBe('processing')
    expect(registry.statusClass('payment', PAYMENT_STATUS.fraudulent)).toBe('error')
    expect(registry.statusClass('payment', PAYMENT_STATUS.awaiting_payment)).toBeUndefined()
    expect(registry.statusClass('payment', String(PAYMENT_STATUS.paid)), 'the string "4" is not the status 4').toBeUndefined()
  })

  it('000 §4 Project: payments are account-level, so a stopped project blocks none of them', () => {
    const stopped = { project: { status: 'STOPPED' as const, stopping_reason: 'abuse' as const } }
    expect(verdict('delete', { ...payment({ status: PAYMENT_STATUS.awaiting_payment, payer: 'payer-1' }), ...stopped })).toEqual(enabled)
    expect(verdict('create', { item: {}, ...stopped })).toEqual(enabled)
  })

  it('000 §6 support session (stricter reading: no money actions of the owner); read-only actions stay allowed', () => {
    const support = { account: { is_support_session: true } }
    for (const action of ['create', 'create_bank', 'qr', 'online_bank', 'grant']) {
      expect(verdict(action, { item: {}, ...support }), action).toEqual({ visible: true, enabled: false, reason: 'reason.support_session' })
      expect(verdict(action, { item: {}, account: { is_support_session: false } }), action).toEqual(enabled)
    }
    expect(verdict('delete', { ...payment({ status: PAYMENT_STATUS.awaiting_payment, payer: 'payer-1' }), ...support }).reason).toBe('reason.support_session')
    expect(verdict('download_pdf', { ...payment({ status: PAYMENT_STATUS.paid, payment_method: bank }), ...support })).toEqual(enabled)
    expect(verdict('receipt', { ...payment({ status: PAYMENT_STATUS.paid, payment_method: bank, receipt }), ...support })).toEqual(enabled)
  })

  it('000 §4 Payments: the receipt of a credited bank invoice is offered, a PDF the browser saves', () => {
    const actions = registry.get('payment').actions
    expect(isOfferedAction(actions.receipt)).toBe(true)
    expect(actions.receipt?.download).toMatchObject({ format: 'api', path: '/payments/{item.id}/receipt', media_type: 'application/pdf' })
  })

  it('read-only actions are marked mutating: false', () => {
    const actions = registry.get('payment').actions
    expect([actions.download_pdf?.mutating, actions.receipt?.mutating]).toEqual([false, false])
    expect(actions.delete?.mutating).toBeUndefined()
  })
})
