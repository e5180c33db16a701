// A parsed list query (http/list-query.ts) against a kind's shape: the filters SQL handles as conditions,
// those left to memory, and the ORDER BY (absent when some key is left to memory). Keys and filters on a
// path that reads the same for every row are decided here once.
import { valuesMatch } from '../http/list'
import type { Filter, ListQuery, OrderKey } from '../http/list-query'
import { filterSql, type SqlPart } from './predicate'
import { resolvePath, type Shape } from './shape'

export interface Compiled {
  where: SqlPart[]
  /** the joins the conditions and the order read */
  joins: Set<string>
  memoryFilters: Filter[]
  /** undefined: the order is left to memory */
  orderBy: string | undefined
}

function orderBy(shape: Shape, keys: readonly OrderKey[], id: string, joins: Set<string>): string | undefined {
  const terms: string[] = []
  for (const key of keys) {
    const resolved = resolvePath(shape, key.path)
    if (resolved.kind === 'constant') continue // equal for every row
    if (resolved.kind === 'memory' || resolved.field.freeText) return undefined
    const { field } = resolved
    if (field.join) joins.add(field.join)
    // missing values come last ascending, so first descending (the sign turns the whole comparison)
    const nulls = field.nullable ? (key.sign === 1 ? ' NULLS LAST' : ' NULLS FIRST') : ''
    terms.push(`${field.sql} ${key.sign === 1 ? 'ASC' : 'DESC'}${nulls}`)
  }
  terms.push(`${id} ASC`) // the tiebreak of every order: stable pages
  return terms.join(', ')
}

export function compile(shape: Shape, query: ListQuery, id: string): Compiled {
  const where: SqlPart[] = []
  const memoryFilters: Filter[] = []
  const joins = new Set<string>()
  for (const filter of query.filters) {
    const resolved = resolvePath(shape, filter.path.split('.'))
    if (resolved.kind === 'constant') {
      if (!valuesMatch(resolved.values, filter)) where.push({ sql: '0', params: [] })
      continue
    }
    const part = resolved.kind === 'field' ? filterSql(resolved.field, filter) : undefined
    if (!part) {
      memoryFilters.push(filter)
      continue
    }
    where.push(part)
    if (resolved.kind === 'field' && resolved.field.join) joins.add(resolved.field.join)
  }
  return { where, joins, memoryFilters, orderBy: orderBy(shape, query.order, id, joins) }
}
