// Network volumes and local disks (000 §3: a local disk is a volume whose storage_type is local).
import type { Db } from './connection'
import { prepared } from './statements'

export interface VolumeRow {
  id: string
  project_id: string
  name: string
  description: string
  size: number
  status: string
  storage_type: 'volume' | 'local'
  bootable: number
  server_id: string | null
  created_in: string
}

export class VolumesRepo {
  constructor(private readonly db: Db) {}

  volume(id: string): VolumeRow | undefined {
    return prepared(this.db, 'SELECT * FROM volumes WHERE id = ?').get(id) as VolumeRow | undefined
  }

  volumesOf(projectId: string, storageType?: 'volume' | 'local'): VolumeRow[] {
    if (storageType === undefined) return prepared(this.db, 'SELECT * FROM volumes WHERE project_id = ?').all(projectId) as VolumeRow[]
    return prepared(this.db, 'SELECT * FROM volumes WHERE project_id = ? AND storage_type = ?').all(projectId, storageType) as VolumeRow[]
  }

  /** how many volumes of the type the project holds and their total size */
  usage(projectId: string, storageType: 'volume' | 'local'): { count: number; size: number } {
    return prepared(this.db, 'SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS size FROM volumes WHERE project_id = ? AND storage_type = ?').get(projectId, storageType) as {
      count: number
      size: number
    }
  }

  volumesOfServer(serverId: string): VolumeRow[] {
    return prepared(this.db, 'SELECT * FROM volumes WHERE server_id = ? ORDER BY bootable DESC, created_in').all(serverId) as VolumeRow[]
  }

  nameTaken(projectId: string, name: string, exceptId?: string): boolean {
    return prepared(this.db, 'SELECT 1 FROM volumes WHERE project_id = ? AND name = ? AND id IS NOT ?').get(projectId, name, exceptId ?? null) !== undefined
  }

  insert(row: VolumeRow): void {
    prepared(
      this.db,
      `INSERT INTO volumes (id, project_id, name, description, size, status, storage_type, bootable, server_id, created_in)
         VALUES (@id, @project_id, @name, @description, @size, @status, @storage_type, @bootable, @server_id, @created_in)`,
    ).run(row)
  }

  update(id: string, change: Partial<Pick<VolumeRow, 'name' | 'description' | 'size' | 'status' | 'server_id'>>): void {
    const keys = Object.keys(change) as (keyof typeof change)[]
    if (keys.length === 0) return
    const assignments = keys.map((key) => `${key} = @${key}`).join(', ')
    prepared(this.db, `UPDATE volumes SET ${assignments} WHERE id = @id`).run({ ...change, id })
  }

  remove(id: string): void {
    prepared(this.db, 'DELETE FROM volumes WHERE id = ?').run(id)
  }
}
