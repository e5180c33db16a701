// Money check before a paid action (000 §5 "Money check", 001 §5 "Money check", 001 §8 not_enough_money).
// Pure: the caller fetches the balance and the cost; amounts are compared in integer kopecks so that
// 24 × 3.7 is 88.80 and not 88.80000000000001 (which would round up to 88.81).
import { CURRENCY, MONEY } from '../../contract/constants'
import type { MoneyRequirement } from '../types'

/** The project balance as the API returns it (000 §3 Balance). */
export interface Balance {
  balance: number
  credit_limit: number
  current_cost: { hour: number; month: number }
}

/** What the action costs: the hourly cost of what it adds (price list entries carry cost per hour and month). */
export interface MoneyCost {
  hour: number
  month?: number
}

export type MoneyFailureReason = 'not_enough_money' | 'not_enough_money_run_service' | 'not_enough_money_run_first_service'

export interface MoneyFailure {
  ok: false
  reason: MoneyFailureReason
  /** the shortfall in roubles, rounded up to cents: minimum_balance − balance */
  missing: number
  /**
   * the balance (in roubles) the project must have for the action, credit already taken off:
   * the payment dialog shows it next to the missing amount (001 §8)
   */
  minimum_balance: number
  currency: typeof CURRENCY
}

export type MoneyOutcome = { ok: true } | MoneyFailure

export interface MoneyOptions {
  /**
   * Whether requirement.minimum_balance applies (the caller evaluates requirement.minimum_balance_when,
   * e.g. "the project has no S3 users yet"). Default: it applies. Reading it the stricter way: a minimum
   * whose condition the caller did not decide still holds.
   */
  minimum_applies?: boolean
}

/** Roubles to kopecks, rounding a fraction of a kopeck up (a cost never shrinks by rounding). */
function kopecksUp(roubles: number): number {
  // Whole micro-roubles first (exact for prices with up to 6 decimals), then kopecks rounded up.
  const micro = Math.round(roubles * 1_000_000)
  return Math.ceil(micro / 10_000)
}

/** Roubles to kopecks for amounts the API already gives in kopeck precision (balance, credit limit). */
export function kopecks(roubles: number): number {
  return Math.round(roubles * 100)
}

function micro(roubles: number): number {
  return Math.round(roubles * 1_000_000)
}

export const roubles = (kop: number): number => kop / 100

function failure(reason: MoneyFailureReason, requiredKop: number, balanceKop: number): MoneyFailure {
  return { ok: false, reason, missing: roubles(requiredKop - balanceKop), minimum_balance: roubles(requiredKop), currency: CURRENCY }
}

/**
 * Verifies that the balance allows the action.
 *
 * rule 'balance' (001 §5): fails with not_enough_money when the cost exceeds what the balance allows
 * (balance + credit_limit) or when the balance with credit is below the action's minimum balance.
 * The cost compared is the hourly one: charges are accounted hourly (000 §1), so it is what the action
 * first charges; the 24-hour cover is the service_start rule's business.
 *
 * rule 'service_start' (000 §5): the balance must cover 24 hours of current plus new hourly cost,
 * rounded up to cents, minus the credit limit; else not_enough_money_run_service, or
 * not_enough_money_run_first_service when no service runs yet (current hourly cost 0).
 * A minimum balance, when the requirement names one, applies to both rules (stricter reading).
 *
 * On failure minimum_balance is the balance needed and missing = minimum_balance − balance; when several
 * conditions fail the largest requirement is reported.
 */
export function verifyMoney(balance: Balance, requirement: MoneyRequirement, cost: MoneyCost, options: MoneyOptions = {}): MoneyOutcome {
  const balanceKop = kopecks(balance.balance)
  const creditKop = kopecks(balance.credit_limit)
  const failures: MoneyFailure[] = []

  if (requirement.rule === 'service_start') {
    const hourlyMicro = micro(balance.current_cost.hour) + micro(cost.hour)
    const coverKop = Math.ceil((hourlyMicro * MONEY.service_start_hours) / 10_000)
    const requiredKop = coverKop - creditKop
    if (balanceKop < requiredKop) {
      const firstService = balance.current_cost.hour === 0
      failures.push(failure(firstService ? 'not_enough_money_run_first_service' : 'not_enough_money_run_service', requiredKop, balanceKop))
    }
  } else {
    // cost > balance + credit  ⇔  balance < cost − credit
    const requiredKop = kopecksUp(cost.hour) - creditKop
    if (balanceKop < requiredKop) failures.push(failure('not_enough_money', requiredKop, balanceKop))
  }

  const minimumApplies = options.minimum_applies ?? true
  if (requirement.minimum_balance !== undefined && minimumApplies) {
    // balance + credit < minimum  ⇔  balance < minimum − credit
    const requiredKop = kopecksUp(requirement.minimum_balance) - creditKop
    if (balanceKop < requiredKop) failures.push(failure('not_enough_money', requiredKop, balanceKop))
  }

  if (failures.length === 0) return { ok: true }
  return failures.reduce((worst, next) => (next.missing > worst.missing ? next : worst))
}
