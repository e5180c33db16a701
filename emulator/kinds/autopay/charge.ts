// 000 §3 Autopay: when the days the balance lasts fall below days_until_end_of_balance, autopay tops it up by
// payment_amount from the bound card. Checked after each daily deduction (accounting.ts), on the emulator's clock:
// at most one charge a deduction, so a setting the amount cannot satisfy does not charge again and again.
import type { Ctx } from '../../context'
import { isoAt } from '../../domain/ids'
import { announce } from '../../kit/announce'
import { insertRow, updateRow } from '../../kit/rows'
import { balanceOf } from '../../money'
import { CARD_MODULE, PAYMENT_METHODS } from '../payment/methods'
import { paymentResource, paymentRow } from '../payment/resource'
import { credit, PAYMENT_STATUS } from '../payment/rules'
import { autopayOf } from './rules'
import { autopayResource } from './resource'

const card = PAYMENT_METHODS.find((method) => method.module === CARD_MODULE)

export function chargeAutopay(ctx: Ctx, accountId: string): void {
  const autopay = autopayOf(ctx, accountId)
  if (autopay.status !== 'ON' || autopay.card_token_status !== null) return
  const days = balanceOf(ctx, accountId).days_left_until_zero
  if (days === null || days === undefined || days >= autopay.days_until_end_of_balance) return
  ctx.tx(() => {
    const at = isoAt(ctx.now())
    const row = paymentRow(ctx, { account_id: accountId, amount_kop: autopay.payment_amount_kop, status: PAYMENT_STATUS.paid, method_id: card?.id ?? null, pay_datetime: at, created_in: at })
    insertRow(ctx, paymentResource, row)
    const changed = updateRow(ctx, autopayResource, autopay.id, { last_charge_at: at })
    credit(ctx, accountId, autopay.payment_amount_kop)
    announce(ctx, paymentResource, row, 'created')
    if (changed) announce(ctx, autopayResource, changed)
  })
}
