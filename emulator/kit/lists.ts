// A kind's list call: its rows in the caller's scope, through the SQL list (lists/run.ts) with the kind's
// default order and filters, each row of the page presented.
import type { Ctx } from '../context'
import type { ListAnswer } from '../http/list'
import type { Query } from '../http/list-query'
import type { SqlPart } from '../lists/predicate'
import { sqlList } from '../lists/run'
import type { Owned, Resource } from './resource'
import { ownerColumn } from './rows'

/** the alias of the kind's table in its list (`volumes v` → v) */
function alias<Row extends Owned>(resource: Resource<Row, object>): string {
  return resource.list.table.split(/\s+/)[1] ?? resource.table
}

/** rows of one owner (a project or an account, by the kind's scope), narrowed by `more` */
export function listOwned<Row extends Owned, Api extends object>(ctx: Ctx, resource: Resource<Row, Api>, ownerId: string, query: Query, more: SqlPart[] = []): ListAnswer<Api> {
  const parts: SqlPart[] = [{ sql: `${alias(resource)}.${ownerColumn(resource)} = ?`, params: [ownerId] }, ...more]
  const scope = { sql: parts.map((part) => part.sql).join(' AND '), params: parts.flatMap((part) => part.params) }
  const defaults = { ...(resource.list.order ? { order: resource.list.order } : {}), ...(resource.list.filters ? { filters: resource.list.filters } : {}) }
  return sqlList(ctx.repos.db, resource.list, scope, query, (rows: Row[]) => (resource.presentPage ? resource.presentPage(ctx, rows) : rows.map((row) => resource.present(ctx, row))), defaults)
}
