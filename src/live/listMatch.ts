// Whether a cached list holds an item, decided in the browser from the list's params, and where its order puts
// it. The semantics are the API's (001 §7 list params; emulator/http/list.ts): `field=value` and
// `field__eq|ne|in|not_in|isnull` on a dotted field (arrays on the way walked), null and missing read as 'null',
// order keys with missing values last and ties by id ascending, -created_in when the list names no order.
// What is not decided here (a range, a text search, a field the item does not carry) is left to the API.
import { DEFAULT_LIST_ORDER } from '../../contract/constants'
import type { Params, QueryValue } from '../api/types'
import { KINDS } from '../../generated/routes/index'

type Item = Readonly<Record<string, unknown>>

/** Params that page and order a list or name its project, not filters. */
const NOT_FILTERS = new Set(['limit', 'offset', 'order', 'project_id'])

const OPERATORS = ['eq', 'ne', 'in', 'not_in', 'isnull'] as const
type Operator = (typeof OPERATORS)[number]

function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return Array.isArray(value) ? value : [value]
  if (Array.isArray(value)) return value.flatMap((element) => valuesAt(element, path))
  if (typeof value !== 'object' || value === null) return [undefined]
  const [head, ...rest] = path as [string, ...string[]]
  return valuesAt((value as Record<string, unknown>)[head], rest)
}

const text = (value: unknown): string => (value === undefined || value === null ? 'null' : String(value))

function filterValues(op: Operator, value: QueryValue): string[] {
  const raw = Array.isArray(value) ? value.map(String) : [text(value)]
  return op === 'in' || op === 'not_in' ? raw.flatMap((entry) => entry.split(',')).filter((entry) => entry !== '') : raw.slice(-1)
}

function matchesOne(value: unknown, op: Operator, values: readonly string[]): boolean {
  const first = values[0] ?? ''
  switch (op) {
    case 'eq':
      return text(value) === first
    case 'ne':
      return text(value) !== first
    case 'in':
      return values.includes(text(value))
    case 'not_in':
      return !values.includes(text(value))
    case 'isnull':
      return (value === undefined || value === null) === (first === 'true' || first === '1')
  }
}

/**
 * Whether the item passes the list's filters (params besides project, paging and order): true or false, or
 * undefined when that cannot be told here (an operator not evaluated locally, or a field the item leaves out).
 */
export function matchesFilters(item: Item, params: Params): boolean | undefined {
  let verdict: boolean | undefined = true
  for (const [name, value] of Object.entries(params)) {
    if (NOT_FILTERS.has(name) || value === undefined) continue
    const split = name.lastIndexOf('__')
    const path = (split === -1 ? name : name.slice(0, split)).split('.')
    const op = split === -1 ? 'eq' : name.slice(split + 2)
    if (!(OPERATORS as readonly string[]).includes(op)) {
      verdict = undefined
      continue
    }
    // a partial item says nothing of a field it leaves out
    if (!Object.hasOwn(item, path[0] as string)) {
      verdict = undefined
      continue
    }
    const values = filterValues(op as Operator, value)
    const found = valuesAt(item, path)
    const passes = op === 'ne' || op === 'not_in' ? found.every((one) => matchesOne(one, op, values)) : found.some((one) => matchesOne(one, op as Operator, values))
    // one failing filter is enough to leave the item out, whatever the others would say
    if (!passes) return false
  }
  return verdict
}

interface OrderKey {
  path: string[]
  sign: 1 | -1
}

function orderKeys(order: QueryValue): OrderKey[] {
  const written = typeof order === 'string' && order.trim() !== '' ? order : DEFAULT_LIST_ORDER
  return written
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .map((key) => (key.startsWith('-') ? { path: key.slice(1).split('.'), sign: -1 } : { path: key.replace(/^\+/, '').split('.'), sign: 1 }))
}

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === undefined || a === null
  const bMissing = b === undefined || b === null
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const [x, y] = [String(a), String(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * The list's order as a comparator, or undefined when the item leaves out a field the order reads (its place
 * cannot be told here).
 */
export function orderOf(params: Params, item: Item): ((a: Item, b: Item) => number) | undefined {
  const keys = orderKeys(params.order)
  if (keys.some((key) => !Object.hasOwn(item, key.path[0] as string))) return undefined
  return (a, b) => {
    for (const key of keys) {
      const result = compareValues(valuesAt(a, key.path)[0], valuesAt(b, key.path)[0])
      if (result !== 0) return result * key.sign
    }
    return compareValues(a.id, b.id)
  }
}

// What an endpoint holds besides its params say, as filters: a config source's `scope` (001 §7: /projects/{id}/volumes
// lists network volumes, /projects/{id}/local-disks the local ones; /volumes/{id} and /local-disks/{id} answer one
// of each).
const scoped = (endpoint: 'list' | 'detail'): Readonly<Record<string, Params>> =>
  Object.fromEntries(KINDS.flatMap((data) => data.sources.flatMap((source) => (source.scope && source[endpoint] ? [[source[endpoint], source.scope as Params]] : []))))

/** A new item joins only the lists of its own endpoint. */
export const LIST_SCOPES: Readonly<Record<string, Params>> = scoped('list')

export const DETAIL_SCOPES: Readonly<Record<string, Params>> = scoped('detail')

/** The first of these detail endpoints that answers for the item (the only one, for most kinds). */
export function detailEndpointOf(details: readonly string[], item: Readonly<Record<string, unknown>>): string | undefined {
  return details.find((endpoint) => matchesFilters(item, DETAIL_SCOPES[endpoint] ?? {}) !== false)
}
