// Finding a caller's own project or resource: anything of another account reads as missing (HTTP 404),
// whatever the id, so accounts cannot even learn what exists elsewhere.
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { ServerRow } from '../db/servers'
import type { SnapshotRow } from '../db/snapshots'
import type { VolumeRow } from '../db/volumes'
import { notFound } from '../http/errors'

export function ownProject(ctx: Ctx, accountId: string, projectId: string): ProjectRow {
  const project = ctx.repos.projects.ownProject(accountId, projectId)
  if (!project) throw notFound('Project not found')
  return project
}

function projectOf(ctx: Ctx, accountId: string, projectId: string | undefined, what: string): ProjectRow {
  const project = projectId === undefined ? undefined : ctx.repos.projects.ownProject(accountId, projectId)
  if (!project) throw notFound(`${what} not found`)
  return project
}

export function ownVolume(ctx: Ctx, accountId: string, id: string, storageType?: 'volume' | 'local'): { volume: VolumeRow; project: ProjectRow } {
  const volume = ctx.repos.volumes.volume(id)
  const what = storageType === 'local' ? 'Local disk' : 'Volume'
  const project = projectOf(ctx, accountId, volume?.project_id, what)
  if (!volume || (storageType && volume.storage_type !== storageType)) throw notFound(`${what} not found`)
  return { volume, project }
}

export function ownServer(ctx: Ctx, accountId: string, id: string): { server: ServerRow; project: ProjectRow } {
  const server = ctx.repos.servers.server(id)
  const project = projectOf(ctx, accountId, server?.project_id, 'Server')
  if (!server) throw notFound('Server not found')
  return { server, project }
}

export function ownSnapshot(ctx: Ctx, accountId: string, id: string): { snapshot: SnapshotRow; project: ProjectRow } {
  const snapshot = ctx.repos.snapshots.snapshot(id)
  const project = projectOf(ctx, accountId, snapshot?.project_id, 'Snapshot')
  if (!snapshot) throw notFound('Snapshot not found')
  return { snapshot, project }
}
