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
  return Math.min(...amount.min.map((part) => amountOf(part, context)))
}

/** The paths an amount reads (matrices and tests check that some input sets them). */
export function amountReads(amount: Amount): string[] {
  if (typeof amount === 'number') return []
  if ('path' in amount) return [amount.path]
  const parts = 'sum' in amount ? amount.sum : 'minus' in amount ? amount.minus : amount.min
  return parts.flatMap(amountReads)
}
