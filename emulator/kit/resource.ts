// What a kind declares to the resource kit: its table and migrations, whose it is (a project's or an
// account's), its list (shape, default order and filters), how a row is presented, its clocked transitions
// and its websocket entity name. The kit does the rest the same way for every kind; the kind's module keeps
// only its own rules.
import type { TransitionPayload } from '../clock'
import type { ResourceCost } from '../consumption'
import type { Ctx } from '../context'
import type { Migration } from '../db/migration'
import type { EntityName } from '../events'
import type { Query } from '../http/list-query'
import type { ListSource } from '../lists/run'

export interface Owned {
  id: string
}

/**
 * A step the clock runs when due: move the row to a status `to` (with the columns of `change`), `remove` it,
 * or `run` the kind's own function. `then` follows the kit's part (announcing the row) with what else the kind
 * tells; it receives the row after the step and before it (for a removed row, its last state twice).
 */
export interface Step<Row extends Owned> {
  to?: string | ((row: Row, payload: TransitionPayload) => string)
  change?: (row: Row, payload: TransitionPayload) => Partial<Row>
  remove?: true
  run?: (ctx: Ctx, row: Row, payload: TransitionPayload) => void
  then?: (ctx: Ctx, row: Row, before: Row, payload: TransitionPayload) => void
}

export interface Resource<Row extends Owned = Owned, Api extends object = object> {
  /** the spec's kind name (transition names are `<kind>.<step>`) */
  kind: string
  /** how a missing one is named in the 404: `<what> not found` */
  what: string
  table: string
  /** the columns a row has, in the table's order (insert and update name them) */
  columns: readonly (keyof Row & string)[]
  /** 'project': a project_id column, owned by the project's account; 'account': an account_id column */
  scope: 'project' | 'account'
  /** the migrations that create its table (none for the kinds of the initial schema) */
  migrations?: readonly Migration[]
  /** the list in SQL (lists/), with its default order and filters (001 §9: default -created_in) */
  list: ListSource & { order?: string; filters?: Query }
  present(ctx: Ctx, row: Row): Api
  /** the rows of a list page at once (what they refer to read in one query, not one per row); default: present each */
  presentPage?: (ctx: Ctx, rows: readonly Row[]) => Api[]
  /** the websocket entity name of its events; none: it is not announced */
  entity?: EntityName
  /** the project_id of its events (default: the row's project_id) */
  eventProject?: (row: Row) => string | undefined
  transitions?: Readonly<Record<string, Step<Row>>>
  /** how much of each project limit (by limit name) the project's rows use */
  used?: (ctx: Ctx, projectId: string) => Readonly<Record<string, number>>
  /** what its rows cost now, for a kind billed by consumption (000 §4 Cart: s3_storage, backup) */
  consumption?: (ctx: Ctx, projectId: string) => readonly ResourceCost[]
  /** the state of the project's services the kind owns, by service name (000 §3 Project services; DNS: dns) */
  services?: (ctx: Ctx, projectId: string) => Readonly<Record<string, object>>
}

/** Any kind's resource, as the kit's registry holds them (the row type is each kind's own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows differ per kind; each kind is typed where declared
export type AnyResource = Resource<any, object>

/** Declares a kind's resource (an identity function that keeps the row and answer types). */
export function defineResource<Row extends Owned, Api extends object>(resource: Resource<Row, Api>): Resource<Row, Api> {
  return resource
}
