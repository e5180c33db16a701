// How an answered object maps onto SQL: the shape of a kind's API object, each scalar field with the SQL
// expression that yields its value. A dotted path of a filter or an order key resolves to a field (SQL
// handles it), to a value that is the same for every row (a constant, a missing key: decided once), or to
// something only the in-memory list handles (arrays, whole objects, a key missing from an object that may
// be absent).
import { valuesAt } from '../http/list'

export interface Field {
  /** the value as SQL gives it; NULL when the API leaves it null or out */
  sql: string
  /** text: a string; integer: a number; boolean: sql is 0 or 1 */
  type: 'text' | 'integer' | 'boolean'
  /** NULL is possible (the field itself is nullable, or it sits in an object that may be absent) */
  nullable?: boolean
  /** any text (e.g. a description): SQLite orders UTF-8 bytes where JavaScript orders UTF-16 units, which
   * differ past U+D7FF, so order and range filters on it are left to memory. Other text fields hold names,
   * ids, statuses and dates that the API's patterns keep below U+D800. */
  freeText?: boolean
  /** an indexed column equal to sql whenever sql is not NULL, used to narrow eq and in (server_id for the joined server's id) */
  indexed?: string
  /** the join (ListSource.joins) that sql reads */
  join?: string
}

/** A text or integer field read from one SQL expression (the usual fields of a shape). */
export const textField = (sql: string): Field => ({ sql, type: 'text' })
export const integerField = (sql: string): Field => ({ sql, type: 'integer' })

/** A value the same in every row (guest_agent: true, keypairs: []). */
export interface Constant {
  value: unknown
}

type Node = Field | Shape | Constant | 'memory'

/** An object of the answer. `nullable`: it may be null or left out, so paths below it may read undefined. */
export interface Shape {
  fields: Readonly<Record<string, Node>>
  nullable?: boolean
  /** the join its fields read (unless a field names its own) */
  join?: string
}

export type Resolved = { kind: 'field'; field: Field } | { kind: 'constant'; values: unknown[] } | { kind: 'memory' }

const isShape = (node: Node): node is Shape => typeof node === 'object' && 'fields' in node

export function resolvePath(shape: Shape, path: readonly string[]): Resolved {
  let node: Node = shape
  let nullable = false
  let join: string | undefined
  for (let index = 0; index < path.length; index += 1) {
    if (node === 'memory') return { kind: 'memory' }
    if ('value' in node) return nullable ? { kind: 'memory' } : { kind: 'constant', values: valuesAt(node.value, path.slice(index)) }
    // below a scalar (or null) every path reads undefined
    if (!isShape(node)) return { kind: 'constant', values: [undefined] }
    nullable ||= node.nullable === true
    join = node.join ?? join
    const key = path[index] as string
    if (!Object.hasOwn(node.fields, key)) {
      // a key the object never has reads what a plain object reads there (undefined, or Object.prototype's);
      // when the object itself may be absent that depends on the row
      return nullable ? { kind: 'memory' } : { kind: 'constant', values: valuesAt({}, path.slice(index)) }
    }
    node = node.fields[key] as Node
  }
  if (node === 'memory' || isShape(node)) return { kind: 'memory' }
  if ('value' in node) return nullable ? { kind: 'memory' } : { kind: 'constant', values: valuesAt(node.value, []) }
  const field = { ...node, nullable: nullable || node.nullable === true }
  return { kind: 'field', field: node.join === undefined && join !== undefined ? { ...field, join } : field }
}
