// What an order costs, from the project's price list (000 §3 Project prices: group, name, cost per hour and
// month): the action's `price` entries (ActionConfig.price) each priced and counted. The dialog shows it before
// ordering (DialogConfig.price) and the money check compares it with the balance (000 §5, 001 §5).
import { amountOf, amountReads } from './amount'
import { contextOf } from './evaluate'
import { holds, valueAt, type ConfigLookup } from './predicates'
import type { ActionInput, EntityConfig, PriceEntry } from './types'

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

function costOf(prices: readonly PriceListEntry[], group: string, name: string): Price | undefined {
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
    const name = typeof entry.name === 'string' ? entry.name : valueAt(context, entry.name.path)
    const cost = typeof name === 'string' && name !== '' ? costOf(prices ?? [], entry.group, name) : undefined
    const amount = amountOf(entry.amount, context)
    if (!cost || !Number.isFinite(amount)) {
      if (strict) return undefined
      continue
    }
    const count = Math.max(0, amount)
    hour += count * cost.hour
    month += count * cost.month
  }
  return { hour: round(hour), month: round(month) }
}

/** The context paths the prices of a kind's actions read (entry names and amounts): a page loads what they name. */
export function priceReads(config: EntityConfig): string[] {
  return Object.values(config.actions).flatMap((action) => (action.price ?? []).flatMap((entry) => [...(typeof entry.name === 'string' ? [] : [entry.name.path]), ...amountReads(entry.amount)]))
}
