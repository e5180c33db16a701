// Finding a caller's own project or resource through the kit (kit/access.ts): anything of another account
// reads as missing (HTTP 404).
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { ServerRow } from '../db/servers'
import type { SnapshotRow } from '../db/snapshots'
import type { VolumeRow } from '../db/volumes'
import { projectResource } from '../kinds/project'
import { serverResource } from '../kinds/server'
import { snapshotResource } from '../kinds/snapshot'
import { volumeResource } from '../kinds/volume'
import { ownInAccount, ownInProject } from '../kit/access'

export function ownProject(ctx: Ctx, accountId: string, projectId: string): ProjectRow {
  return ownInAccount(ctx, projectResource, accountId, projectId)
}

export function ownVolume(ctx: Ctx, accountId: string, id: string, storageType?: 'volume' | 'local'): { volume: VolumeRow; project: ProjectRow } {
  const resource = storageType === 'local' ? { ...volumeResource, what: 'Local disk' } : volumeResource
  const { row, project } = ownInProject(ctx, resource, accountId, id, (volume) => !storageType || volume.storage_type === storageType)
  return { volume: row, project }
}

export function ownServer(ctx: Ctx, accountId: string, id: string): { server: ServerRow; project: ProjectRow } {
  const { row, project } = ownInProject(ctx, serverResource, accountId, id)
  return { server: row, project }
}

export function ownSnapshot(ctx: Ctx, accountId: string, id: string): { snapshot: SnapshotRow; project: ProjectRow } {
  const { row, project } = ownInProject(ctx, snapshotResource, accountId, id)
  return { snapshot: row, project }
}
