// The emulator's list as it was before lists moved to SQL (emulator/http/list.ts at 3c408b1, verbatim but
// for the imports): the oracle the SQL lists are compared with.
// List answers `{ result, count }` with limit, offset, order (default -created_in, 001 §9) and filters
// written the spec's way: `field__op=value` on any dotted field (`status__in=AVAILABLE,IN_USE`,
// `attached_to_server.id__eq=...`), or `field=value` for equality (`storage_type=volume`).
// The emulator keeps a few hundred rows per project, so filtering runs on the answered objects.
import { DEFAULT_LIST_ORDER } from '../../engine/constants'
import { badRequest } from '../../emulator/http/errors'

export type Query = Record<string, string[]>

export interface ListAnswer<T> {
  result: T[]
  count: number
}

const RESERVED = new Set(['limit', 'offset', 'order', 'token'])
export const MAX_LIMIT = 1000
const OPERATORS = ['eq', 'ne', 'in', 'not_in', 'lt', 'lte', 'gt', 'gte', 'contains', 'isnull'] as const
type Operator = (typeof OPERATORS)[number]

interface Filter {
  path: string
  op: Operator
  values: string[]
}

/** Every value at a dotted path; arrays on the way are walked (child_servers.status). */
function valuesAt(item: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return Array.isArray(item) ? item : [item]
  if (Array.isArray(item)) return item.flatMap((element) => valuesAt(element, path))
  if (typeof item !== 'object' || item === null) return [undefined]
  const [head, ...rest] = path as [string, ...string[]]
  return valuesAt((item as Record<string, unknown>)[head], rest)
}

function text(value: unknown): string {
  return value === undefined || value === null ? 'null' : String(value)
}

function matchesOne(value: unknown, filter: Filter): boolean {
  const first = filter.values[0] ?? ''
  switch (filter.op) {
    case 'eq':
      return text(value) === first
    case 'ne':
      return text(value) !== first
    case 'in':
      return filter.values.includes(text(value))
    case 'not_in':
      return !filter.values.includes(text(value))
    case 'contains':
      return text(value).toLowerCase().includes(first.toLowerCase())
    case 'isnull':
      return (value === undefined || value === null) === (first === 'true' || first === '1')
    default: {
      const a = typeof value === 'number' ? value : Number.NaN
      const b = Number(first)
      const comparable = Number.isFinite(a) && Number.isFinite(b)
      const [x, y] = comparable ? [a, b] : [text(value), first]
      if (filter.op === 'lt') return x < y
      if (filter.op === 'lte') return x <= y
      if (filter.op === 'gt') return x > y
      return x >= y
    }
  }
}

function matches(item: unknown, filter: Filter): boolean {
  const values = valuesAt(item, filter.path.split('.'))
  if (filter.op === 'ne' || filter.op === 'not_in') return values.every((value) => matchesOne(value, filter))
  return values.some((value) => matchesOne(value, filter))
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

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === undefined || a === null
  const bMissing = b === undefined || b === null
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1 // missing values last
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const [x, y] = [String(a), String(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

export function sorter(order: string): (a: unknown, b: unknown) => number {
  const keys = order
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .map((key) => (key.startsWith('-') ? { path: key.slice(1).split('.'), sign: -1 } : { path: key.replace(/^\+/, '').split('.'), sign: 1 }))
  return (a, b) => {
    for (const key of keys) {
      const result = compareValues(valuesAt(a, key.path)[0], valuesAt(b, key.path)[0])
      if (result !== 0) return result * key.sign
    }
    return compareValues(valuesAt(a, ['id'])[0], valuesAt(b, ['id'])[0]) // stable pages
  }
}

function integerParam(query: Query, name: string, fallback: number, max: number): number {
  const raw = query[name]?.at(-1)
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw badRequest(name, 'Must be a non-negative integer')
  return Math.min(Number(raw), max)
}

export interface ListDefaults {
  order?: string
  /** applied when the query does not set the same key (e.g. a default filter) */
  filters?: Query
}

export function list<T>(items: readonly T[], query: Query, defaults: ListDefaults = {}): ListAnswer<T> {
  const limit = integerParam(query, 'limit', MAX_LIMIT, MAX_LIMIT)
  const offset = integerParam(query, 'offset', 0, Number.MAX_SAFE_INTEGER)
  const order = query['order']?.at(-1) || defaults.order || DEFAULT_LIST_ORDER
  const filters = parseFilters({ ...defaults.filters, ...query })
  const matching = items.filter((item) => filters.every((filter) => matches(item, filter)))
  const sorted = [...matching].sort(sorter(order))
  return { result: sorted.slice(offset, offset + limit), count: matching.length }
}
