// Server snapshots; each covers the server's bootable volume (volume_id).
import type { Db } from './connection'

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
    return this.db.prepare('SELECT * FROM snapshots WHERE id = ?').get(id) as SnapshotRow | undefined
  }

  snapshotsOf(projectId: string): SnapshotRow[] {
    return this.db.prepare('SELECT * FROM snapshots WHERE project_id = ?').all(projectId) as SnapshotRow[]
  }

  snapshotsOfServer(serverId: string): SnapshotRow[] {
    return this.db.prepare('SELECT * FROM snapshots WHERE server_id = ? ORDER BY created_in').all(serverId) as SnapshotRow[]
  }

  snapshotsOfVolume(volumeId: string): SnapshotRow[] {
    return this.db.prepare('SELECT * FROM snapshots WHERE volume_id = ? ORDER BY created_in').all(volumeId) as SnapshotRow[]
  }

  insert(row: SnapshotRow): void {
    this.db
      .prepare(
        `INSERT INTO snapshots (id, project_id, server_id, volume_id, name, status, type, size, created_in, delete_date)
         VALUES (@id, @project_id, @server_id, @volume_id, @name, @status, @type, @size, @created_in, @delete_date)`,
      )
      .run(row)
  }

  setStatus(id: string, status: string): void {
    this.db.prepare('UPDATE snapshots SET status = ? WHERE id = ?').run(status, id)
  }

  remove(id: string): void {
    this.db.prepare('DELETE FROM snapshots WHERE id = ?').run(id)
  }
}
