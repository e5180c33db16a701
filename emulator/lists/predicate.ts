// One filter on one field as a SQL condition that is true exactly when the in-memory list (http/list.ts)
// keeps the row, and never NULL (so that NOT of it is exact too). undefined: leave the filter to memory.
// A value reads as text(value): NULL as 'null', numbers as String() does, booleans as 'true' / 'false'.
import type { Filter } from '../http/list-query'
import type { Field } from './shape'

export interface SqlPart {
  sql: string
  params: unknown[]
}

const COMPARISONS = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const
/** a lone surrogate: SQLite would store or compare it as U+FFFD */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

/** text(value) in SQL */
export function textSql(field: Field): string {
  const value = field.type === 'integer' ? `CAST(${field.sql} AS TEXT)` : field.type === 'boolean' ? `CASE WHEN ${field.sql} THEN 'true' ELSE 'false' END` : field.sql
  return field.nullable ? `(CASE WHEN ${field.sql} IS NULL THEN 'null' ELSE ${value} END)` : value
}

/** The SQL values v with text(v) === candidate (the candidate 'null' aside). */
function sqlValues(field: Field, candidates: readonly string[]): unknown[] {
  if (field.type === 'text') return [...candidates]
  if (field.type === 'boolean') return candidates.flatMap((candidate) => (candidate === 'true' ? [1] : candidate === 'false' ? [0] : []))
  return candidates.flatMap((candidate) => {
    const number = Number(candidate)
    return Number.isSafeInteger(number) && String(number) === candidate ? [number] : []
  })
}

/** text(value) is one of the candidates */
function inSet(field: Field, candidates: readonly string[]): SqlPart {
  const values = [...new Set(sqlValues(field, candidates))]
  const parts: SqlPart[] = []
  if (field.nullable && candidates.includes('null')) parts.push({ sql: `${field.sql} IS NULL`, params: [] })
  if (values.length > 0) {
    const column = field.indexed ?? field.sql
    const test = values.length === 1 ? { sql: `${column} = ?`, params: values } : { sql: `${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(values)] }
    // NULL = x is NULL: the IS NOT NULL makes it false (and the indexed column equals sql when sql is not NULL)
    parts.push(field.nullable ? { sql: `(${field.sql} IS NOT NULL AND ${test.sql})`, params: test.params } : test)
  }
  if (parts.length === 0) return { sql: '0', params: [] }
  return { sql: `(${parts.map((part) => part.sql).join(' OR ')})`, params: parts.flatMap((part) => part.params) }
}

const not = (part: SqlPart): SqlPart => ({ sql: `NOT ${part.sql}`, params: part.params })

/** lt, lte, gt, gte: numbers compare as numbers when both are finite, anything else as text */
function comparison(field: Field, op: keyof typeof COMPARISONS, first: string): SqlPart | undefined {
  const symbol = COMPARISONS[op]
  const bound = Number(first)
  if (field.type !== 'integer' || !Number.isFinite(bound)) {
    if (field.freeText) return undefined
    return { sql: `${textSql(field)} ${symbol} ?`, params: [first] }
  }
  if (!field.nullable) return { sql: `${field.sql} ${symbol} ?`, params: [bound] }
  // a missing number reads 'null' and compares as text
  const nullPasses = op === 'lt' ? 'null' < first : op === 'lte' ? 'null' <= first : op === 'gt' ? 'null' > first : 'null' >= first
  return { sql: `(CASE WHEN ${field.sql} IS NULL THEN ${nullPasses ? 1 : 0} ELSE ${field.sql} ${symbol} ? END)`, params: [bound] }
}

export function filterSql(field: Field, filter: Filter): SqlPart | undefined {
  if (filter.values.some((value) => LONE_SURROGATE.test(value))) return undefined
  const first = filter.values[0] ?? ''
  switch (filter.op) {
    case 'eq':
      return inSet(field, [first])
    case 'ne':
      return not(inSet(field, [first]))
    case 'in':
      return inSet(field, filter.values)
    case 'not_in':
      return not(inSet(field, filter.values))
    case 'isnull': {
      const wantsNull = first === 'true' || first === '1'
      if (!field.nullable) return { sql: wantsNull ? '0' : '1', params: [] }
      return { sql: `${field.sql} IS ${wantsNull ? '' : 'NOT '}NULL`, params: [] }
    }
    case 'contains':
      return { sql: `list_contains(${textSql(field)}, ?)`, params: [first.toLowerCase()] }
    default:
      return comparison(field, filter.op, first)
  }
}
