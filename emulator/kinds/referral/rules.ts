// The referral programme's rules (000 §4 Referral; 000 §6: withdrawal requires a signed agency contract and a payer).
// A withdrawal is a support ticket (000 §4 "withdraw (creates a ticket)"); the request counts as sent while that
// ticket is not yet solved or archived. Signing the contract is immediate in the emulator, blocked while a request
// is sent. The welcome cashback is a cashback payment (000 §3 Payment type) credited once.
import { REFERRAL, TICKET } from '../../../contract/constants'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt } from '../../domain/ids'
import { conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow } from '../../kit/rows'
import { paymentResource, paymentRow, type PaymentRow } from '../payment/resource'
import { credit, PAYMENT_STATUS } from '../payment/rules'
import { ensureMainPayer } from '../payer/rules'
import { createTicket } from '../ticket/rules'
import { affiliateOf, updateAffiliate, type AffiliateRow } from './store'

/** the ticket service a withdrawal request is filed under */
export const WITHDRAWAL_SERVICE = 'finance'
const WITHDRAWAL_SUBJECT = 'Referral programme: withdrawal request'

const HOUR = 60 * 60 * 1000

/** today's day of the month in Moscow (000 §1: the provider's schedule) */
export function moscowDay(ms: number): number {
  return new Date(ms + REFERRAL.timezone_offset_hours * HOUR).getUTCDate()
}

/** a withdrawal request waits for support: its ticket is neither solved nor archived */
export function requestSent(ctx: Ctx, accountId: string): boolean {
  return prepared(ctx.repos.db, 'SELECT 1 FROM tickets WHERE account_id = ? AND subject = ? AND status < ?').get(accountId, WITHDRAWAL_SUBJECT, TICKET.statuses.solved) !== undefined
}

/**
 * 000 §6: "Referral withdrawal requires a signed agency contract and a payer"; "A main payer exists": the account's
 * main payer is made from its profile when first asked for (payer/rules.ts), so an account has one.
 */
export function hasPayer(ctx: Ctx, accountId: string): boolean {
  ensureMainPayer(ctx, accountId)
  return prepared(ctx.repos.db, 'SELECT 1 FROM payers WHERE account_id = ?').get(accountId) !== undefined
}

/** 000 §4 Referral's four reasons, in the order the console judges them; undefined: the withdrawal is open */
export function withdrawalRefusal(ctx: Ctx, affiliate: AffiliateRow): string | undefined {
  if (affiliate.contract_signed !== 1) return 'contract_is_not_signed'
  if (affiliate.available_kop <= REFERRAL.withdrawal_above * 100) return 'balance_is_too_low'
  const day = moscowDay(ctx.now())
  if (day < REFERRAL.withdrawal_first_day || day > REFERRAL.withdrawal_last_day) return 'acceptance_of_applications_is_closed'
  if (requestSent(ctx, affiliate.account_id)) return 'request_is_already_sent'
  return undefined
}

const REFUSALS: Record<string, string> = {
  contract_is_not_signed: 'Sign the agency contract first',
  balance_is_too_low: 'Nothing to withdraw yet',
  acceptance_of_applications_is_closed: `Withdrawal requests are accepted on days ${REFERRAL.withdrawal_first_day} to ${REFERRAL.withdrawal_last_day} of a month`,
  request_is_already_sent: 'A request is already sent',
}

export function withdraw(ctx: Ctx, accountId: string): { ticket_id: string } {
  const affiliate = affiliateOf(ctx, accountId)
  const refusal = withdrawalRefusal(ctx, affiliate)
  if (refusal) throw conflict(REFUSALS[refusal] ?? refusal, refusal)
  const amount = (affiliate.available_kop / 100).toFixed(2)
  const ticket = createTicket(ctx, accountId, { subject: WITHDRAWAL_SUBJECT, service: WITHDRAWAL_SERVICE, message: `Please pay out the referral income available for withdrawal: ${amount} RUB.` })
  return { ticket_id: ticket.id }
}

export function signContract(ctx: Ctx, accountId: string): void {
  if (requestSent(ctx, accountId)) throw conflict(REFUSALS['request_is_already_sent'] ?? '', 'request_is_already_sent')
  updateAffiliate(ctx, accountId, { contract_signed: 1 })
}

export function takeWelcomeCashback(ctx: Ctx, accountId: string): PaymentRow {
  if (affiliateOf(ctx, accountId).welcome_cashback_taken === 1) throw conflict('The welcome cashback has been taken already', 'welcome_cashback_taken')
  return ctx.tx(() => {
    const now = isoAt(ctx.now())
    const amountKop = REFERRAL.welcome_cashback * 100
    const row = paymentRow(ctx, { account_id: accountId, amount_kop: amountKop, status: PAYMENT_STATUS.paid, type: 'cashback', pay_datetime: now, created_in: now })
    insertRow(ctx, paymentResource, row)
    updateAffiliate(ctx, accountId, { welcome_cashback_taken: 1 })
    credit(ctx, accountId, amountKop)
    announce(ctx, paymentResource, row, 'created')
    return row
  })
}
