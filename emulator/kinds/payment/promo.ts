// Promo codes (000 §4 Payments actions: grant, "activate promo code, then refresh balance"; 000 §3 Payment type
// grant). The emulator's test codes; each is granted once per account (a unique index), credited like a paid
// payment in the same transaction.
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt } from '../../domain/ids'
import { badRequest } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow } from '../../kit/rows'
import { paymentResource, paymentRow, type PaymentRow } from './resource'
import { credit, PAYMENT_STATUS } from './rules'

/** test promo codes and what they grant, kopecks (README "Payments in test mode") */
export const PROMO_CODES: Readonly<Record<string, number>> = { WELCOME500: 50_000, CLOUD1000: 100_000 }

export function grantPromoCode(ctx: Ctx, accountId: string, typed: string): PaymentRow {
  const code = typed.trim().toUpperCase()
  const amountKop = PROMO_CODES[code]
  if (amountKop === undefined) throw badRequest('code', 'No such promo code')
  return ctx.tx(() => {
    if (prepared(ctx.repos.db, 'SELECT 1 FROM payments WHERE account_id = ? AND promo_code = ?').get(accountId, code)) throw badRequest('code', 'This promo code has been activated already')
    const now = isoAt(ctx.now())
    const row = paymentRow(ctx, { account_id: accountId, amount_kop: amountKop, status: PAYMENT_STATUS.paid, type: 'grant', promo_code: code, pay_datetime: now, created_in: now })
    insertRow(ctx, paymentResource, row)
    credit(ctx, accountId, amountKop)
    announce(ctx, paymentResource, row, 'created')
    return row
  })
}
