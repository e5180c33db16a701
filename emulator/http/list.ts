// Lists in memory: filters and order (list-query.ts) run on the answered objects. The reference semantics
// of every list: the SQL lists (emulator/lists) give the same answers, and fall back to this for what SQL
// does not handle (arrays, free text order, a rare path), after narrowing the rows by what SQL does handle.
// tests/emulator/list-compare.ts holds the SQL lists to it.
import { parseListQuery, type Filter, type ListDefaults, type ListQuery, type OrderKey, type Query } from './list-query'

export type { ListDefaults, Query } from './list-query'
export { MAX_LIMIT, parseFilters } from './list-query'

export interface ListAnswer<T> {
  result: T[]
  count: number
}

/** Every value at a dotted path; arrays on the way are walked (child_servers.status). */
export function valuesAt(item: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return Array.isArray(item) ? item : [item]
  if (Array.isArray(item)) return item.flatMap((element) => valuesAt(element, path))
  if (typeof item !== 'object' || item === null) return [undefined]
  const [head, ...rest] = path as [string, ...string[]]
  return valuesAt((item as Record<string, unknown>)[head], rest)
}

/** How a value reads in a filter: null and missing as 'null', the rest as String() does. */
export function text(value: unknown): string {
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

/** Whether the values found at the filter's path pass it: ne and not_in need all of them, the rest one. */
export function valuesMatch(values: readonly unknown[], filter: Filter): boolean {
  if (filter.op === 'ne' || filter.op === 'not_in') return values.every((value) => matchesOne(value, filter))
  return values.some((value) => matchesOne(value, filter))
}

function matches(item: unknown, filter: Filter): boolean {
  return valuesMatch(valuesAt(item, filter.path.split('.')), filter)
}

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === undefined || a === null
  const bMissing = b === undefined || b === null
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1 // missing values last
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const [x, y] = [String(a), String(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

export function sorter(keys: readonly OrderKey[]): (a: unknown, b: unknown) => number {
  return (a, b) => {
    for (const key of keys) {
      const result = compareValues(valuesAt(a, key.path)[0], valuesAt(b, key.path)[0])
      if (result !== 0) return result * key.sign
    }
    return compareValues(valuesAt(a, ['id'])[0], valuesAt(b, ['id'])[0]) // stable pages
  }
}

/** One page of the items that pass every filter, in order, and how many pass. */
export function listParsed<T>(items: readonly T[], query: ListQuery): ListAnswer<T> {
  const matching = items.filter((item) => query.filters.every((filter) => matches(item, filter)))
  const sorted = [...matching].sort(sorter(query.order))
  return { result: sorted.slice(query.offset, query.offset + query.limit), count: matching.length }
}

export function list<T>(items: readonly T[], query: Query, defaults: ListDefaults = {}): ListAnswer<T> {
  return listParsed(items, parseListQuery(query, defaults))
}
