// Money check before a paid action (000 §5 "Money check", 001 §5 "Money check", 001 §8 not_enough_money).
// Pure: the caller fetches the balance and the cost; amounts are compared in integer kopecks so that
// 24 × 3.7 is 88.80 and not 88.80000000000001 (which would round up to 88.81).
import { CURRENCY, MONEY } from '../contract/constants'
import type { MoneyRequirement, ActionInput, EntityConfig, EvalContext, PriceEntry, LimitEntry, LimitRequest, Amount } from './types'
import { contextOf, holds, valueAt, type ConfigLookup } from './evaluate'

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

// What an order costs, from the project's price list (000 §3 Project prices: group, name, cost per hour and
// month): the action's `price` entries (ActionConfig.price) each priced and counted. The dialog shows it before
// ordering (DialogConfig.price) and the money check compares it with the balance (000 §5, 001 §5).
export interface Price {
  hour: number
  month: number
}

/** One entry of the project's price list, as the API answers it (000 §3 Project prices). */
export interface PriceListEntry {
  group?: string | null
  name: string
  cost?: Price | null
  cost_origin?: Price | null
}

/** Roubles rounded to kopecks (001 §9: pricing rounded to 2 decimals). */
const round = (amount: number): number => Math.round(amount * 100) / 100

export function costOf(prices: readonly PriceListEntry[], group: string, name: string): Price | undefined {
  const entry = prices.find((candidate) => candidate.name === name && (candidate.group ?? group) === group)
  return entry?.cost ?? entry?.cost_origin ?? undefined
}

/**
 * The price of what an action orders, per hour and per month; undefined for an action that orders nothing priced.
 * `strict`: undefined as well when an amount is not a number yet or an entry is missing from the price list (the
 * dialog shows "calculating"); otherwise those parts count 0 (the money check: the API refuses what the balance
 * cannot carry anyway, 402).
 */
export function orderPrice(
  config: EntityConfig,
  actionName: string,
  payload: Record<string, unknown>,
  input: ActionInput,
  prices: readonly PriceListEntry[] | undefined,
  lookup: ConfigLookup,
  strict = true,
): Price | undefined {
  const entries: readonly PriceEntry[] | undefined = config.actions[actionName]?.price
  if (!entries) return undefined
  const context = { ...contextOf(input), payload }
  let hour = 0
  let month = 0
  for (const entry of entries) {
    if (entry.when && !holds(entry.when, context, config, lookup)) continue
    const name = nameOf(entry, context)
    const cost = typeof name === 'string' && name !== '' ? costOf(prices ?? [], entry.group, name) : undefined
    const amount = amountOf(entry.amount, context)
    if (!cost || !Number.isFinite(amount)) {
      if (strict) return undefined
      continue
    }
    const count = Math.max(0, amount) * (entry.credit ? -1 : 1)
    hour += count * cost.hour
    month += count * cost.month
  }
  return { hour: round(Math.max(0, hour)), month: round(Math.max(0, month)) }
}

/** the price list name of an entry: literal, at a path, or found in a list by the values at other paths */
function nameOf(entry: PriceEntry, context: EvalContext): unknown {
  if (typeof entry.name === 'string') return entry.name
  if ('path' in entry.name) return valueAt(context, entry.name.path)
  const { find, where, field } = entry.name
  const list = valueAt(context, find)
  if (!Array.isArray(list)) return undefined
  const wanted = Object.entries(where).map(([key, path]) => [key, valueAt(context, path)] as const)
  if (wanted.some(([, value]) => value === undefined || value === '')) return undefined
  const found: unknown = list.find((candidate: unknown) => typeof candidate === 'object' && candidate !== null && wanted.every(([key, value]) => (candidate as Record<string, unknown>)[key] === value))
  return found ? (found as Record<string, unknown>)[field] : undefined
}

function nameReads(name: PriceEntry['name']): string[] {
  if (typeof name === 'string') return []
  if ('path' in name) return [name.path]
  return [name.find, ...Object.values(name.where)]
}

/** The context paths the prices of a kind's actions read (entry names and amounts): a page loads what they name. */
export function priceReads(config: EntityConfig): string[] {
  return Object.values(config.actions).flatMap((action) => (action.price ?? []).flatMap((entry) => [...nameReads(entry.name), ...amountReads(entry.amount)]))
}

// Project limit check before an order (000 §5 "Order limit checks", 001 §5 "Limit check", 001 §8 limit_reached).
export interface RejectedLimit {
  name: string
  used: number
  max: number
  /** the amount the action asked for */
  requested: number
}

export type LimitOutcome = { ok: true; /** the limits could not be fetched, so nothing was checked (001 §5) */ fetch_failed?: true } | { ok: false; reason: 'limit_reached'; rejected: RejectedLimit[] }

/** A payload value as an amount: numbers as they are, numeric strings parsed, true 1 and false 0. */
function payloadNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'boolean') return value ? 1 : 0 // s3-bucket-count: 1 if create_bucket else 0 (001 §9)
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return undefined
}

/**
 * The amount a request asks for: a fixed amount, or the payload field raised to the order minimum when the
 * field is absent or smaller (volume order: disk-space is the size, at least 10). With `times` the field is
 * multiplied by a second payload field, or by its default when that is absent (DB storage: storage_size ×
 * nodes_count, 2 nodes by default, at least 20); the minimum applies to the product.
 */
export function requestedAmount(request: LimitRequest, payload: Record<string, unknown> = {}): number {
  if (typeof request.amount === 'number') return request.amount
  const { field, minimum = 0, times, of, where, per } = request.amount
  const given = payload[field]
  const counted = Array.isArray(given) ? arrayTotal(given, { of, where }) : payloadNumber(given)
  // in the limit's unit: bytes of an S3 quota as megabytes, a part counting whole
  const value = counted !== undefined && per !== undefined ? Math.ceil(counted / per) : counted
  if (value === undefined || Number.isNaN(value)) return minimum
  const factor = times ? (payloadNumber(payload[times.field]) ?? times.default) : 1
  return Math.max(value * factor, minimum)
}

/**
 * Fails with limit_reached when used + requested exceeds max for any requested limit, listing every
 * rejected one (name, used, max). When the limits fetch failed the check passes (001 §5: "If the limits
 * fetch fails the check passes"); a limit the project does not list blocks nothing.
 */
export function verifyLimits(limits: readonly LimitEntry[] | 'fetch_failed', requests: readonly LimitRequest[], payload: Record<string, unknown> = {}): LimitOutcome {
  if (limits === 'fetch_failed') return { ok: true, fetch_failed: true }
  const byName = new Map(limits.map((limit) => [limit.name, limit]))
  const rejected: RejectedLimit[] = []
  for (const request of requests) {
    const limit = byName.get(request.name)
    if (!limit) continue
    const requested = requestedAmount(request, payload)
    if (limit.used + requested > limit.max) rejected.push({ name: limit.name, used: limit.used, max: limit.max, requested })
  }
  return rejected.length === 0 ? { ok: true } : { ok: false, reason: 'limit_reached', rejected }
}

// Amounts a config works out from the context (engine/types.ts Amount): an order's quantities (a price entry's
// "how many") and computed dialog defaults (extend starts one step above the current size).
const numberOf = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN)

/** The amount's value; NaN when a value it reads is not a number (yet). */
export function amountOf(amount: Amount, context: EvalContext): number {
  if (typeof amount === 'number') return amount
  if ('path' in amount) return numberOf(valueAt(context, amount.path))
  if ('sum' in amount) return amount.sum.reduce<number>((total, part) => total + amountOf(part, context), 0)
  if ('minus' in amount) {
    const [first = Number.NaN, ...rest] = amount.minus.map((part) => amountOf(part, context))
    return rest.reduce((total, part) => total - part, first)
  }
  if ('total' in amount) return arrayTotal(valueAt(context, amount.total), amount)
  return Math.min(...amount.min.map((part) => amountOf(part, context)))
}

/**
 * The items of an array matching `where` (every key equal): how many, or the sum of their `of` values; NaN when
 * the value is not an array or a summed value is not a number.
 */
export function arrayTotal(items: unknown, options: { of?: string | undefined; where?: Record<string, unknown> | undefined }): number {
  if (!Array.isArray(items)) return Number.NaN
  const where = Object.entries(options.where ?? {})
  const matching = items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && where.every(([key, value]) => (item as Record<string, unknown>)[key] === value))
  const of = options.of
  return of === undefined ? matching.length : matching.reduce((total, item) => total + numberOf(item[of]), 0)
}

/** The paths an amount reads (matrices and tests check that some input sets them). */
export function amountReads(amount: Amount): string[] {
  if (typeof amount === 'number') return []
  if ('path' in amount) return [amount.path]
  if ('total' in amount) return [amount.total]
  const parts = 'sum' in amount ? amount.sum : 'minus' in amount ? amount.minus : amount.min
  return parts.flatMap(amountReads)
}
