// A volume or local disk as the API answers it (schemas/entities/volume.schema.json).
import type { Volume } from '../../generated/types/index.js'
import type { Repos } from '../db/index'
import { prepared } from '../db/statements'
import type { ServerRow } from '../db/servers'
import type { VolumeRow } from '../db/volumes'

function presented(row: VolumeRow, server: ServerRow | undefined, snapshotIds: readonly string[]): Volume {
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
    snapshots: snapshotIds.map((id) => ({ id })),
    project_id: row.project_id,
  }
}

export function presentVolume(repos: Repos, row: VolumeRow): Volume {
  const server = row.server_id ? repos.servers.server(row.server_id) : undefined
  return presented(
    row,
    server,
    repos.snapshots.snapshotsOfVolume(row.id).map((snapshot) => snapshot.id),
  )
}

/** The volumes of a list page: their servers and snapshots in one query each (the same answers as presentVolume). */
export function presentVolumes(repos: Repos, rows: readonly VolumeRow[]): Volume[] {
  if (rows.length === 0) return []
  const serverIds = [...new Set(rows.flatMap((row) => (row.server_id ? [row.server_id] : [])))]
  const servers = new Map(
    serverIds.length === 0
      ? []
      : (prepared(repos.db, 'SELECT * FROM servers WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(serverIds)) as ServerRow[]).map((server) => [server.id, server]),
  )
  const snapshots = new Map<string, string[]>()
  // the order of snapshotsOfVolume: by created_in, ties in the index's (rowid) order
  const found = prepared(repos.db, 'SELECT id, volume_id FROM snapshots WHERE volume_id IN (SELECT value FROM json_each(?)) ORDER BY created_in, rowid').all(
    JSON.stringify(rows.map((row) => row.id)),
  ) as { id: string; volume_id: string }[]
  for (const snapshot of found) {
    const ids = snapshots.get(snapshot.volume_id)
    if (ids) ids.push(snapshot.id)
    else snapshots.set(snapshot.volume_id, [snapshot.id])
  }
  return rows.map((row) => presented(row, row.server_id ? servers.get(row.server_id) : undefined, snapshots.get(row.id) ?? []))
}
