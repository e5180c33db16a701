// Websocket events of a kind: `{type:'entity', entity, action, id, project_id, data}` to the owning account's
// connections, with the row as GET answers it (for a deleted one, its last state). Inside a transaction they
// leave after the commit (context.ts).
import type { Ctx } from '../context'
import type { EntityAction } from '../events'
import type { Owned, Resource } from './resource'
import { rowOf } from './rows'

function accountOf(ctx: Ctx, resource: Resource<Owned, object>, row: Owned): string | undefined {
  const fields = row as Owned & { project_id?: string; account_id?: string }
  if (resource.scope === 'account') return fields.account_id
  return fields.project_id === undefined ? undefined : ctx.repos.projects.project(fields.project_id)?.account_id
}

/** announces the row with the answer it had (`data`, e.g. the last state of a removed row) */
export function announceData<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, row: Row, action: EntityAction, data: object): void {
  if (!resource.entity) return
  const accountId = accountOf(ctx, resource as unknown as Resource<Owned, object>, row)
  if (!accountId) return
  const projectId = resource.eventProject ? resource.eventProject(row) : (row as Owned & { project_id?: string }).project_id
  ctx.emit(accountId, { type: 'entity', entity: resource.entity, action, id: row.id, ...(projectId === undefined ? {} : { project_id: projectId }), data })
}

export function announce<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, row: Row, action: EntityAction = 'updated'): void {
  announceData(ctx, resource, row, action, resource.present(ctx, row))
}

/** announces the row of this id as it is now (nothing when the id is empty or the row is gone) */
export function announceId<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, id: string | null | undefined, action: EntityAction = 'updated'): void {
  const row = id ? rowOf(ctx, resource, id) : undefined
  if (row) announce(ctx, resource, row, action)
}
