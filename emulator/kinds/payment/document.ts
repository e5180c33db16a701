// 000 §4 Payments actions: download PDF (hidden without payment_method) and delete (only with a payer and status
// 1). The emulator refuses what the console hides or blocks: a payment without a method has no document (404), and
// only an unpaid invoice of a payer can be withdrawn (409 payment_not_deletable).
import type { Ctx } from '../../context'
import { conflict, notFound } from '../../http/errors'
import { announce } from '../../kit/announce'
import { removeRow } from '../../kit/rows'
import { roubles } from '../../money'
import { methodById } from './methods'
import { simplePdf } from './pdf'
import { paymentResource, type PaymentRow } from './resource'
import { PAYMENT_STATUS } from './rules'

const STATUS_NAMES: Readonly<Record<number, string>> = Object.fromEntries(Object.entries(PAYMENT_STATUS).map(([name, status]) => [status, name.replace(/_/g, ' ')]))

export function paymentPdf(row: PaymentRow): Buffer {
  const method = row.method_id === null ? undefined : methodById(row.method_id)
  if (!method) throw notFound('The payment has no payment method, so no document')
  return simplePdf(`Payment ${row.id}`, [
    `Amount: ${roubles(row.amount_kop).toFixed(2)} RUB`,
    `Payment method: ${method.name} (${method.module})`,
    `Status: ${row.status} (${STATUS_NAMES[row.status] ?? 'unknown'})`,
    `Created: ${row.created_in}`,
    ...(row.pay_datetime ? [`Paid: ${row.pay_datetime}`] : []),
    ...(row.payer_id ? [`Payer: ${row.payer_id}`] : []),
  ])
}

export function deletePayment(ctx: Ctx, row: PaymentRow): void {
  if (row.payer_id === null || row.status !== PAYMENT_STATUS.awaiting_payment) throw conflict('Only an unpaid invoice of a payer (status 1) can be deleted', 'payment_not_deletable')
  ctx.tx(() => {
    removeRow(ctx, paymentResource, row.id)
    announce(ctx, paymentResource, row, 'deleted')
  })
}
