// What an order costs, from the project's price list (000 §3 Project prices: group, name, cost per hour and
// month): the action's `price` entries (ActionConfig.price) each priced and counted. The dialog shows it before
// ordering (DialogConfig.price) and the money check compares it with the balance (000 §5, 001 §5).
import { amountOf, amountReads } from './amount'
import { contextOf } from './evaluate'
import { holds, valueAt, type ConfigLookup } from './predicates'
import type { ActionInput, EntityConfig, EvalContext, PriceEntry } from './types'

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
