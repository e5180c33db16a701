// A kind's rows in its table: read, insert, change and remove by id, and the rows of an owner.
import { prepared } from '../db/statements'
import type { Ctx } from '../context'
import type { AnyResource, Owned, Resource } from './resource'

export function rowOf<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, id: string): Row | undefined {
  return prepared(ctx.repos.db, `SELECT * FROM ${resource.table} WHERE id = ?`).get(id) as Row | undefined
}

export function ownerColumn(resource: AnyResource): 'project_id' | 'account_id' {
  return resource.scope === 'project' ? 'project_id' : 'account_id'
}

/** the rows of a project (or account, by the kind's scope), oldest first */
export function rowsOf<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, ownerId: string): Row[] {
  return prepared(ctx.repos.db, `SELECT * FROM ${resource.table} WHERE ${ownerColumn(resource)} = ? ORDER BY rowid`).all(ownerId) as Row[]
}

export function countOf(ctx: Ctx, resource: AnyResource, where: string, ...params: unknown[]): number {
  return prepared(ctx.repos.db, `SELECT COUNT(*) FROM ${resource.table} WHERE ${where}`)
    .pluck()
    .get(...params) as number
}

export function insertRow<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, row: Row): void {
  const columns = resource.columns
  prepared(ctx.repos.db, `INSERT INTO ${resource.table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`).run(row)
}

/** changes the named columns (only the kind's own: a key outside `columns` is refused) and answers the row */
export function updateRow<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, id: string, change: Partial<Row>): Row | undefined {
  const keys = Object.keys(change).filter((key) => key !== 'id')
  for (const key of keys) if (!(resource.columns as readonly string[]).includes(key)) throw new Error(`${resource.table} has no column ${key}`)
  if (keys.length > 0) prepared(ctx.repos.db, `UPDATE ${resource.table} SET ${keys.map((key) => `${key} = @${key}`).join(', ')} WHERE id = @id`).run({ ...change, id })
  return rowOf(ctx, resource, id)
}

export function removeRow(ctx: Ctx, resource: AnyResource, id: string): void {
  prepared(ctx.repos.db, `DELETE FROM ${resource.table} WHERE id = ?`).run(id)
}
