// The money check of a paid action, the provider's side of it, in integer kopecks (001 §5 "Money check",
// 000 §5 "Money check", 001 §8 not_enough_money). The console runs its own check before calling; this one is
// written from the spec, not shared, so that a wrong formula on either side shows in an end-to-end test.
import { CURRENCY, MONEY } from '../contract/constants'

/** 'balance': an order (001 §5); 'service_start': what starts a service (000 §5, the 24-hour rule) */
export type MoneyRule = 'balance' | 'service_start'

export type MoneyReason = 'not_enough_money' | 'not_enough_money_run_service' | 'not_enough_money_run_first_service'

export interface MoneyFailure {
  reason: MoneyReason
  /** roubles: minimum_balance − balance */
  missing: number
  /** roubles: the balance the action needs, credit already taken off */
  minimum_balance: number
  currency: typeof CURRENCY
}

export interface MoneyState {
  balanceKop: number
  creditKop: number
  /** the hourly cost of what runs now */
  hourKop: number
}

/**
 * 001 §5: fails with not_enough_money when the action's cost exceeds what the balance allows (balance plus
 * credit); the cost compared is the hourly one, since charges are accounted hourly (000 §1).
 * 000 §5: a service start needs the balance to cover 24 hours of current plus new hourly cost, minus the credit
 * limit, else not_enough_money_run_service, or not_enough_money_run_first_service when nothing runs yet.
 */
export function moneyFailure(state: MoneyState, rule: MoneyRule, costKop: number): MoneyFailure | undefined {
  const cost = Math.ceil(costKop)
  const requiredKop = rule === 'service_start' ? (state.hourKop + cost) * MONEY.service_start_hours - state.creditKop : cost - state.creditKop
  if (state.balanceKop >= requiredKop) return undefined
  const reason: MoneyReason = rule === 'balance' ? 'not_enough_money' : state.hourKop === 0 ? 'not_enough_money_run_first_service' : 'not_enough_money_run_service'
  return { reason, missing: (requiredKop - state.balanceKop) / 100, minimum_balance: requiredKop / 100, currency: CURRENCY }
}
