// Payments: a top-up starts as initiated (8) and ends paid (4) or cancelled (9) by what the gateway says
// (gateway.ts). Money is integer kopecks end to end; a payment credits the balance once, however often its
// outcome arrives and whether or not the emulator restarted in between: the status change and the credit are
// one transaction, and only a payment not yet paid can become paid.
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt } from '../../domain/ids'
import { badRequest } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow, rowOf } from '../../kit/rows'
import { balanceChanged } from '../../money'
import { enforceMoneyState } from '../../accounting'
import { createInvoice } from './invoice'
import { methodById, type PaymentMethodRow } from './methods'
import { paymentResource, paymentRow, type PaymentRow } from './resource'

/** 000 §4 Payments: the statuses by meaning */
export const PAYMENT_STATUS = { awaiting_payment: 1, being_paid: 2, promised: 3, paid: 4, awaiting_refund: 5, refunded: 6, fraudulent: 7, initiated: 8, cancelled: 9 } as const

/** statuses from which the gateway's word still changes a payment */
const OPEN: readonly number[] = [PAYMENT_STATUS.awaiting_payment, PAYMENT_STATUS.being_paid, PAYMENT_STATUS.promised, PAYMENT_STATUS.initiated]

/** Roubles with at most 2 decimals as integer kopecks; anything finer is refused on `path`. */
export function toKopecks(amount: number, path: string): number {
  const kop = Math.round(amount * 100)
  if (!Number.isFinite(amount) || Math.abs(amount * 100 - kop) > 1e-6) throw badRequest(path, 'The amount has at most 2 decimals (kopecks)')
  return kop
}

const minimumMessage = (method: PaymentMethodRow): string => `The minimum top-up amount is ${(method.min_kop / 100).toFixed(2)} roubles`

export interface TopUpRequest {
  method_id: string
  amount: number
  return_url?: string
  /** a bank invoice's payer (000 §4 Payments: create_bank needs a payer) */
  payer_id?: string
}

export function createTopUp(ctx: Ctx, accountId: string, request: TopUpRequest): PaymentRow {
  const method = methodById(request.method_id)
  if (!method) throw badRequest('method_id', 'Unknown payment method')
  const amountKop = toKopecks(request.amount, 'amount')
  // 000 §5: "minimum top-up amount N roubles"; a top-up of nothing is no payment even where the minimum is 0
  if (amountKop < method.min_kop || amountKop <= 0) throw badRequest('amount', minimumMessage(method))
  if (method.need_payer) return createInvoice(ctx, accountId, method, amountKop, request.payer_id)
  return ctx.tx(() => {
    const row = paymentRow(ctx, { account_id: accountId, amount_kop: amountKop, status: PAYMENT_STATUS.initiated, method_id: method.id, return_url: request.return_url ?? null })
    insertRow(ctx, paymentResource, row)
    announce(ctx, paymentResource, row, 'created')
    return row
  })
}

export type GatewayOutcome = 'paid' | 'failed' | 'waiting'

const STATUS_OF: Record<GatewayOutcome, number> = { paid: PAYMENT_STATUS.paid, failed: PAYMENT_STATUS.cancelled, waiting: PAYMENT_STATUS.being_paid }

/**
 * What the gateway says of a payment. Idempotent: a paid or cancelled payment stays as it is, and the balance is
 * credited only by the one update that moves the payment to paid.
 */
export function settlePayment(ctx: Ctx, id: string, outcome: GatewayOutcome): PaymentRow | undefined {
  return ctx.tx(() => {
    const before = rowOf(ctx, paymentResource, id)
    if (!before) return undefined
    const status = STATUS_OF[outcome]
    const placeholders = OPEN.map(() => '?').join(', ')
    const changed = prepared(ctx.repos.db, `UPDATE payments SET status = ?, pay_datetime = ? WHERE id = ? AND status IN (${placeholders}) AND status <> ?`).run(
      status,
      outcome === 'paid' ? isoAt(ctx.now()) : before.pay_datetime,
      id,
      ...OPEN,
      status,
    ).changes
    const after = rowOf(ctx, paymentResource, id)
    if (changed === 0 || !after) return after
    if (status === PAYMENT_STATUS.paid) credit(ctx, after.account_id, after.amount_kop)
    announce(ctx, paymentResource, after)
    return after
  })
}

/** adds to the balance in kopecks (SQL integer arithmetic), resumes projects stopped for money, tells the balance */
export function credit(ctx: Ctx, accountId: string, amountKop: number): void {
  prepared(ctx.repos.db, 'UPDATE accounts SET balance_kop = balance_kop + ? WHERE id = ?').run(amountKop, accountId)
  enforceMoneyState(ctx, accountId)
  balanceChanged(ctx, accountId)
}
