// The parameters of a list call (001 §7, §9): limit (max 1000), offset, order (default -created_in; `-size`,
// `status,-size`) and filters written the spec's way: `field__op=value` on any dotted field, or `field=value`
// for equality. Parsed once here; both the SQL lists (emulator/lists) and the in-memory one (list.ts) run them.
import { DEFAULT_LIST_ORDER } from '../../contract/constants'
import { badRequest } from './errors'

export type Query = Record<string, string[]>

const RESERVED = new Set(['limit', 'offset', 'order', 'token'])
export const MAX_LIMIT = 1000
export const OPERATORS = ['eq', 'ne', 'in', 'not_in', 'lt', 'lte', 'gt', 'gte', 'contains', 'isnull'] as const
export type Operator = (typeof OPERATORS)[number]

export interface Filter {
  path: string
  op: Operator
  /** the listed values for in and not_in (comma-separated, repeated keys joined); otherwise the last one */
  values: string[]
}

export interface OrderKey {
  path: string[]
  /** 1 ascending, -1 descending (a leading minus) */
  sign: 1 | -1
}

export interface ListQuery {
  limit: number
  offset: number
  /** the order keys; every order ends with id ascending, so that pages are stable */
  order: OrderKey[]
  filters: Filter[]
}

export interface ListDefaults {
  order?: string
  /** applied when the query does not set the same key (e.g. a default filter) */
  filters?: Query
}

export function parseFilters(query: Query): Filter[] {
  const filters: Filter[] = []
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key)) continue
    const split = key.lastIndexOf('__')
    const path = split === -1 ? key : key.slice(0, split)
    const op = split === -1 ? 'eq' : key.slice(split + 2)
    if (!(OPERATORS as readonly string[]).includes(op)) throw badRequest(key, `Unknown filter operator "${op}"; use one of ${OPERATORS.join(', ')}`)
    const values = op === 'in' || op === 'not_in' ? raw.flatMap((value) => value.split(',')).filter((value) => value !== '') : raw.slice(-1)
    filters.push({ path, op: op as Operator, values })
  }
  return filters
}

export function parseOrder(order: string): OrderKey[] {
  return order
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .map((key) => (key.startsWith('-') ? { path: key.slice(1).split('.'), sign: -1 } : { path: key.replace(/^\+/, '').split('.'), sign: 1 }))
}

function integerParam(query: Query, name: string, fallback: number, max: number): number {
  const raw = query[name]?.at(-1)
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw badRequest(name, 'Must be a non-negative integer')
  return Math.min(Number(raw), max)
}

/** limit and offset are checked first, then the filters (400 on the first bad parameter). */
export function parseListQuery(query: Query, defaults: ListDefaults = {}): ListQuery {
  const limit = integerParam(query, 'limit', MAX_LIMIT, MAX_LIMIT)
  const offset = integerParam(query, 'offset', 0, Number.MAX_SAFE_INTEGER)
  const order = parseOrder(query['order']?.at(-1) || defaults.order || DEFAULT_LIST_ORDER)
  const filters = parseFilters({ ...defaults.filters, ...query })
  return { limit, offset, order, filters }
}
