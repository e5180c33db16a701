// A volume or local disk as the API answers it (schemas/entities/volume.schema.json).
import type { Volume } from '../../generated/types/index.js'
import type { Repos } from '../db/index'
import type { VolumeRow } from '../db/volumes'

export function presentVolume(repos: Repos, row: VolumeRow): Volume {
  const server = row.server_id ? repos.servers.server(row.server_id) : undefined
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    status: row.status as Volume['status'],
    storage_type: row.storage_type,
    bootable: row.bootable === 1,
    attached_to_server: server ? { id: server.id, rescue_mode: server.rescue_mode as NonNullable<NonNullable<Volume['attached_to_server']>['rescue_mode']>, name: server.name } : null,
    created_in: row.created_in,
    description: row.description,
    snapshots: repos.snapshots.snapshotsOfVolume(row.id).map((snapshot) => ({ id: snapshot.id })),
    project_id: row.project_id,
  }
}
