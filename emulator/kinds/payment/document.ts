// 000 §4 Payments actions: delete (only with a payer and status 1). The emulator refuses what the console blocks:
// only an unpaid invoice of a payer can be withdrawn (409 payment_not_deletable).
import type { Ctx } from '../../context'
import { conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { removeRow } from '../../kit/rows'
import { paymentResource, type PaymentRow } from './resource'
import { PAYMENT_STATUS } from './rules'

export function deletePayment(ctx: Ctx, row: PaymentRow): void {
  if (row.payer_id === null || row.status !== PAYMENT_STATUS.awaiting_payment) throw conflict('Only an unpaid invoice of a payer (status 1) can be deleted', 'payment_not_deletable')
  ctx.tx(() => {
    removeRow(ctx, paymentResource, row.id)
    announce(ctx, paymentResource, row, 'deleted')
  })
}
