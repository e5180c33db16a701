// The demo accounts' money history: a payment in every status of 000 §4 Payments (an unpaid bank invoice of a
// payer, the only kind that can be deleted; a grant without a method, which has no PDF), and the daily deductions
// of the last days, so that the finance page has operations, a chart and its payments list at once.
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt, newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { paymentResource } from './resource'
import { PAYMENT_STATUS } from './rules'

const DAY = 24 * 60 * 60 * 1000

export function seedPayments(ctx: Ctx, accountId: string): void {
  const now = ctx.now()
  const payment = (daysAgo: number, amountKop: number, status: number, methodId: string | null, extra: { payer_id?: string; type?: string } = {}): void => {
    const at = isoAt(now - daysAgo * DAY)
    insertRow(ctx, paymentResource, {
      id: newId(),
      account_id: accountId,
      amount_kop: amountKop,
      status,
      method_id: methodId,
      payer_id: extra.payer_id ?? null,
      type: extra.type ?? null,
      return_url: null,
      promo_code: null,
      pay_datetime: status === PAYMENT_STATUS.paid ? at : null,
      created_in: at,
    })
  }
  payment(20, 50_000, PAYMENT_STATUS.paid, null, { type: 'grant' })
  payment(18, 250_000, PAYMENT_STATUS.refunded, '1')
  payment(16, 90_000, PAYMENT_STATUS.fraudulent, '1')
  payment(14, 120_000, PAYMENT_STATUS.awaiting_refund, '1')
  payment(12, 500_000, PAYMENT_STATUS.paid, '1')
  payment(9, 150_000, PAYMENT_STATUS.cancelled, '1')
  payment(5, 300_000, PAYMENT_STATUS.promised, '1')
  payment(4, 200_000, PAYMENT_STATUS.being_paid, '1')
  // a bank invoice (pmruwire, method 3) of the account's payer; the payer's id is the emulator's demo one
  payment(3, 1_200_000, PAYMENT_STATUS.awaiting_payment, '3', { payer_id: `${accountId}-payer` })
  payment(2, 100_000, PAYMENT_STATUS.initiated, '2')
  for (let day = 6; day >= 1; day -= 1)
    prepared(ctx.repos.db, 'INSERT INTO charges (account_id, amount_kop, hours, created_in) VALUES (?, ?, 24, ?)').run(accountId, 9_000 + day * 1_237, isoAt(now - day * DAY))
}
