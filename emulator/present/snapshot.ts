// A snapshot as the API answers it (schemas/entities/snapshot.schema.json).
import type { Snapshot } from '../../generated/types/index.js'
import type { Repos } from '../db/index'
import type { SnapshotRow } from '../db/snapshots'

export function presentSnapshot(repos: Repos, row: SnapshotRow): Snapshot {
  const parent = row.server_id ? repos.servers.server(row.server_id) : undefined
  return {
    id: row.id,
    name: row.name,
    status: row.status as Snapshot['status'],
    type: row.type,
    ...(parent ? { parent_server: { id: parent.id, name: parent.name } } : {}),
    child_servers: repos.servers.childrenOf(row.id).map((child) => ({ id: child.id, name: child.name, status: child.status as NonNullable<Snapshot['child_servers']>[number]['status'] })),
    created_in: row.created_in,
    size: row.size,
    delete_date: row.delete_date,
    project_id: row.project_id,
  }
}
