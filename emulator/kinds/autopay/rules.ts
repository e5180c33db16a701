// Autopay (000 §4 Autopay): activate binds a card and turns charging on; enable and disable switch it; edit_settings,
// edit_card and delete_card. Binding a card charges and refunds 1 rouble (a refunded payment, nothing credited).
// The emulator refuses what the config hides: enable or disable without a usable card or when inactive.
import type { Ctx } from '../../context'
import { isoAt } from '../../domain/ids'
import { badRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow, rowOf, updateRow } from '../../kit/rows'
import { TEST_CARDS } from '../payment/gateway'
import { CARD_MODULE, PAYMENT_METHODS } from '../payment/methods'
import { paymentResource, paymentRow } from '../payment/resource'
import { PAYMENT_STATUS, toKopecks } from '../payment/rules'
import { autopayResource, type AutopayRow } from './resource'

const BINDING_KOP = 100
const card = PAYMENT_METHODS.find((method) => method.module === CARD_MODULE)

export interface AutopaySettings {
  days_until_end_of_balance: number
  payment_amount: number
}

/** an autopay never set up: INACTIVE without a card */
export function inactiveAutopay(accountId: string): AutopayRow {
  return { id: accountId, account_id: accountId, status: 'INACTIVE', card_token_status: 'NO', card_last4: null, days_until_end_of_balance: 3, payment_amount_kop: 100_000, last_charge_at: null }
}

/** the account's autopay; an account without a row has one never set up */
export function autopayOf(ctx: Ctx, accountId: string): AutopayRow {
  return rowOf(ctx, autopayResource, accountId) ?? inactiveAutopay(accountId)
}

function amountKop(amount: number): number {
  const kop = toKopecks(amount, 'payment_amount')
  // 000 §5: minimum top-up amount; autopay tops up by card
  if (card && kop < card.min_kop) throw badRequest('payment_amount', `The minimum top-up amount is ${(card.min_kop / 100).toFixed(2)} roubles`)
  return kop
}

/** binds a test card: 1 rouble charged and refunded (000 §4); a declined card is refused on `card` */
function bindCard(ctx: Ctx, accountId: string, number: string): string {
  const digits = number.replace(/\s/g, '')
  if (TEST_CARDS[digits] !== 'paid') throw badRequest('card', 'The card was declined: use a test card that pays (4242 4242 4242 4242)')
  const now = isoAt(ctx.now())
  const row = paymentRow(ctx, { account_id: accountId, amount_kop: BINDING_KOP, status: PAYMENT_STATUS.refunded, method_id: card?.id ?? null, pay_datetime: now, created_in: now })
  insertRow(ctx, paymentResource, row)
  announce(ctx, paymentResource, row, 'created')
  return digits.slice(-4)
}

function save(ctx: Ctx, row: AutopayRow): AutopayRow {
  const exists = rowOf(ctx, autopayResource, row.id) !== undefined
  if (exists) updateRow(ctx, autopayResource, row.id, row)
  else insertRow(ctx, autopayResource, row)
  announce(ctx, autopayResource, row, exists ? 'updated' : 'created')
  return row
}

export function activateAutopay(ctx: Ctx, accountId: string, request: AutopaySettings & { card: string }): AutopayRow {
  const before = autopayOf(ctx, accountId)
  if (before.status !== 'INACTIVE') throw conflict('Autopay is set up already', 'autopay_active')
  const payment_amount_kop = amountKop(request.payment_amount)
  return ctx.tx(() => {
    const last4 = bindCard(ctx, accountId, request.card)
    return save(ctx, { ...before, status: 'ON', card_token_status: null, card_last4: last4, days_until_end_of_balance: request.days_until_end_of_balance, payment_amount_kop })
  })
}

export function switchAutopay(ctx: Ctx, accountId: string, to: 'ON' | 'OFF'): AutopayRow {
  const before = autopayOf(ctx, accountId)
  if (before.status === 'INACTIVE') throw conflict('Autopay is not set up', 'autopay_inactive')
  if (before.card_token_status !== null) throw conflict('No usable card is bound', 'autopay_card_unusable')
  if (before.status === to) throw conflict(`Autopay is ${to} already`, 'autopay_state')
  return ctx.tx(() => save(ctx, { ...before, status: to }))
}

export function editAutopaySettings(ctx: Ctx, accountId: string, request: AutopaySettings): AutopayRow {
  const before = autopayOf(ctx, accountId)
  if (before.status === 'INACTIVE') throw conflict('Autopay is not set up', 'autopay_inactive')
  const payment_amount_kop = amountKop(request.payment_amount)
  return ctx.tx(() => save(ctx, { ...before, days_until_end_of_balance: request.days_until_end_of_balance, payment_amount_kop }))
}

export function editAutopayCard(ctx: Ctx, accountId: string, number: string): AutopayRow {
  const before = autopayOf(ctx, accountId)
  return ctx.tx(() => save(ctx, { ...before, card_token_status: null, card_last4: bindCard(ctx, accountId, number) }))
}

export function deleteAutopayCard(ctx: Ctx, accountId: string): AutopayRow {
  const before = autopayOf(ctx, accountId)
  if (before.status === 'INACTIVE' || before.card_token_status !== null) throw conflict('No usable card is bound', 'autopay_card_unusable')
  // without a card nothing can be charged: autopay stays set up, off, until a card is bound again (edit_card)
  return ctx.tx(() => save(ctx, { ...before, status: 'OFF', card_token_status: 'NO', card_last4: null }))
}
