// Server snapshots; each covers the server's bootable volume (volume_id).
import type { Db } from './connection'
import { prepared } from './statements'

export interface SnapshotRow {
  id: string
  project_id: string
  server_id: string | null
  volume_id: string | null
  name: string
  status: string
  type: string
  size: number
  created_in: string
  delete_date: string
}

export class SnapshotsRepo {
  constructor(private readonly db: Db) {}

  snapshot(id: string): SnapshotRow | undefined {
    return prepared(this.db, 'SELECT * FROM snapshots WHERE id = ?').get(id) as SnapshotRow | undefined
  }

  snapshotsOf(projectId: string): SnapshotRow[] {
    return prepared(this.db, 'SELECT * FROM snapshots WHERE project_id = ?').all(projectId) as SnapshotRow[]
  }

  snapshotsOfServer(serverId: string): SnapshotRow[] {
    return prepared(this.db, 'SELECT * FROM snapshots WHERE server_id = ? ORDER BY created_in').all(serverId) as SnapshotRow[]
  }

  snapshotsOfVolume(volumeId: string): SnapshotRow[] {
    return prepared(this.db, 'SELECT * FROM snapshots WHERE volume_id = ? ORDER BY created_in').all(volumeId) as SnapshotRow[]
  }

  insert(row: SnapshotRow): void {
    prepared(
      this.db,
      `INSERT INTO snapshots (id, project_id, server_id, volume_id, name, status, type, size, created_in, delete_date)
         VALUES (@id, @project_id, @server_id, @volume_id, @name, @status, @type, @size, @created_in, @delete_date)`,
    ).run(row)
  }

  setStatus(id: string, status: string): void {
    prepared(this.db, 'UPDATE snapshots SET status = ? WHERE id = ?').run(status, id)
  }

  remove(id: string): void {
    prepared(this.db, 'DELETE FROM snapshots WHERE id = ?').run(id)
  }
}
