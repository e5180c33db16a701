// The demo accounts' money history: a paid card top-up, a declined one, a top-up still awaiting payment, and
// the daily deductions of the last days, so that the finance page has operations and a chart at once.
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt, newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { paymentResource } from './resource'
import { PAYMENT_STATUS } from './rules'

const DAY = 24 * 60 * 60 * 1000

export function seedPayments(ctx: Ctx, accountId: string): void {
  const now = ctx.now()
  const payment = (daysAgo: number, amountKop: number, status: number, methodId: string | null): void => {
    const at = isoAt(now - daysAgo * DAY)
    insertRow(ctx, paymentResource, {
      id: newId(),
      account_id: accountId,
      amount_kop: amountKop,
      status,
      method_id: methodId,
      payer_id: null,
      type: null,
      return_url: null,
      promo_code: null,
      pay_datetime: status === PAYMENT_STATUS.paid ? at : null,
      created_in: at,
    })
  }
  payment(12, 500_000, PAYMENT_STATUS.paid, '1')
  payment(9, 150_000, PAYMENT_STATUS.cancelled, '1')
  payment(2, 100_000, PAYMENT_STATUS.initiated, '2')
  for (let day = 6; day >= 1; day -= 1)
    prepared(ctx.repos.db, 'INSERT INTO charges (account_id, amount_kop, hours, created_in) VALUES (?, ?, 24, ?)').run(accountId, 9_000 + day * 1_237, isoAt(now - day * DAY))
}
