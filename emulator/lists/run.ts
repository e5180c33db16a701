// A list answer from SQL: the count and one page, in order, with only the page's rows presented. When a
// filter or the order is left to memory, SQL still narrows the rows by the filters it handles, and the
// in-memory list (http/list.ts) filters, orders and pages the presented rest.
import type { Db } from '../db/connection'
import { prepared } from '../db/statements'
import { untilWrite } from '../db/untilWrite'
import { listParsed, type ListAnswer } from '../http/list'
import { parseListQuery, type Filter, type ListDefaults, type ListQuery, type Query } from '../http/list-query'
import { compile } from './compile'
import type { SqlPart } from './predicate'
import type { Shape } from './shape'

export interface ListSource {
  /** the kind's table and its alias (`volumes v`) */
  table: string
  /** the left joins its shape reads, by name (a field's join); a query has those its conditions and order read */
  joins: Readonly<Record<string, string>>
  /** the row columns that present() takes (e.g. `v.*`) */
  columns: string
  /** the id column: the tiebreak of every order */
  id: string
  shape: Shape
}

/** SQL does it all (count, then the page: params + limit, offset), or narrows the rows for memory to finish. */
export type ListPlan = { kind: 'sql'; count: string; page: string; params: unknown[] } | { kind: 'memory'; rows: string; params: unknown[]; filters: Filter[] }

export function planList(source: ListSource, scope: SqlPart, query: ListQuery): ListPlan {
  const compiled = compile(source.shape, query, source.id)
  const conditions = [scope, ...compiled.where]
  const where = conditions.map((part) => part.sql).join(' AND ')
  const params = conditions.flatMap((part) => part.params)
  const joins = Object.entries(source.joins).filter(([name]) => compiled.joins.has(name))
  const from = [source.table, ...joins.map(([, join]) => join)].join(' ')
  if (compiled.memoryFilters.length > 0 || compiled.orderBy === undefined) {
    return { kind: 'memory', rows: `SELECT ${source.columns} FROM ${from} WHERE ${where}`, params, filters: compiled.memoryFilters }
  }
  return {
    kind: 'sql',
    count: `SELECT COUNT(*) FROM ${from} WHERE ${where}`,
    page: `SELECT ${source.columns} FROM ${from} WHERE ${where} ORDER BY ${compiled.orderBy} LIMIT ? OFFSET ?`,
    params,
  }
}

/** The count of a plan: kept until the database next changes (db/untilWrite.ts), not counted for every page. */
function countOf(db: Db, sql: string, params: readonly unknown[]): number {
  const counts = untilWrite<number>(db, 'list counts')
  const key = `${sql}\n${JSON.stringify(params)}`
  let count = counts.get(key)
  if (count === undefined) {
    count = prepared(db, sql)
      .pluck()
      .get(...params) as number
    counts.set(key, count)
  }
  return count
}

/** `present` takes the rows of a page at once, so that what they refer to is read in one query, not one per row. */
export function sqlList<Row, T>(db: Db, source: ListSource, scope: SqlPart, query: Query, present: (rows: Row[]) => T[], defaults: ListDefaults = {}): ListAnswer<T> {
  const parsed = parseListQuery(query, defaults)
  const plan = planList(source, scope, parsed)
  if (plan.kind === 'memory') {
    const rows = prepared(db, plan.rows).all(...plan.params) as Row[]
    return listParsed(present(rows), { ...parsed, filters: plan.filters })
  }
  const count = countOf(db, plan.count, plan.params)
  if (parsed.limit === 0 || parsed.offset >= count) return { result: [], count }
  const rows = prepared(db, plan.page).all(...plan.params, parsed.limit, parsed.offset) as Row[]
  return { result: present(rows), count }
}
