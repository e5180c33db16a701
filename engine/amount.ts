// Amounts a config works out from the context (engine/types.ts Amount): an order's quantities (a price entry's
// "how many") and computed dialog defaults (extend starts one step above the current size).
import { valueAt } from './predicates'
import type { Amount, EvalContext } from './types'

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
