// Entity events to the owning account's websocket connections: `{type:'entity', entity, action, id,
// project_id, data}` with the entity as GET answers it (for a deleted one, its last state).
import type { Ctx } from '../context'
import type { EntityAction, EntityName } from '../events'
import { presentServer } from '../present/server'
import { presentSnapshot } from '../present/snapshot'
import { presentVolume } from '../present/volume'

function accountOf(ctx: Ctx, projectId: string): string | undefined {
  return ctx.repos.projects.project(projectId)?.account_id
}

export function notifyEntity(ctx: Ctx, entity: EntityName, action: EntityAction, projectId: string, id: string, data: object): void {
  const accountId = accountOf(ctx, projectId)
  if (accountId) ctx.emit(accountId, { type: 'entity', entity, action, id, project_id: projectId, data })
}

export function volumeChanged(ctx: Ctx, id: string, action: EntityAction = 'updated'): void {
  const row = ctx.repos.volumes.volume(id)
  if (row) notifyEntity(ctx, 'volume', action, row.project_id, id, presentVolume(ctx.repos, row))
}

export function serverChanged(ctx: Ctx, id: string | null | undefined, action: EntityAction = 'updated'): void {
  const row = id ? ctx.repos.servers.server(id) : undefined
  if (row) notifyEntity(ctx, 'server', action, row.project_id, row.id, presentServer(ctx.repos, row))
}

export function snapshotChanged(ctx: Ctx, id: string | null | undefined, action: EntityAction = 'updated'): void {
  const row = id ? ctx.repos.snapshots.snapshot(id) : undefined
  if (row) notifyEntity(ctx, 'snapshot', action, row.project_id, row.id, presentSnapshot(ctx.repos, row))
}
