// Servers and their addresses.
import type { Db } from './connection'
import { prepared } from './statements'

export interface ServerRow {
  id: string
  project_id: string
  name: string
  status: string
  rescue_mode: string
  flavor_id: string
  image_id: string
  source_snapshot_id: string | null
  created_in: string
  /** 000 §4 admin (support) key status: NO, ADDING_KEY, THERE, DELETING_KEY; the column's default is NO */
  admin_key_status?: string
  /** when the user last asked for the OS core update (000 §4 Server actions: update_os_core) */
  os_core_update_requested_in?: string | null
  /** the recipe the server was ordered with (000 §3 Server recipe.name) */
  recipe_id?: string | null
  /** the SSH keys it was ordered with, a JSON array of {id, name} (000 §3 Server keypairs) */
  keypairs?: string
}

export interface AddressRow {
  id: string
  project_id: string
  server_id: string | null
  address: string
  type: 'FIXED' | 'FLOATING'
  external: number
  is_primary: number
  mask: number
  ddos_protection: number
  bandwidth_max_mbps: number
  created_in: string
}

export class ServersRepo {
  constructor(private readonly db: Db) {}

  server(id: string): ServerRow | undefined {
    return prepared(this.db, 'SELECT * FROM servers WHERE id = ?').get(id) as ServerRow | undefined
  }

  serversOf(projectId: string): ServerRow[] {
    return prepared(this.db, 'SELECT * FROM servers WHERE project_id = ?').all(projectId) as ServerRow[]
  }

  countOf(projectId: string): number {
    return prepared(this.db, 'SELECT COUNT(*) FROM servers WHERE project_id = ?').pluck().get(projectId) as number
  }

  childrenOf(snapshotId: string): ServerRow[] {
    return prepared(this.db, 'SELECT * FROM servers WHERE source_snapshot_id = ? ORDER BY created_in').all(snapshotId) as ServerRow[]
  }

  insert(row: ServerRow): void {
    prepared(
      this.db,
      `INSERT INTO servers (id, project_id, name, status, rescue_mode, flavor_id, image_id, source_snapshot_id, created_in)
         VALUES (@id, @project_id, @name, @status, @rescue_mode, @flavor_id, @image_id, @source_snapshot_id, @created_in)`,
    ).run(row)
  }

  setStatus(id: string, status: string): void {
    prepared(this.db, 'UPDATE servers SET status = ? WHERE id = ?').run(status, id)
  }

  setOrderAccess(id: string, recipeId: string | null, keypairs: readonly { id: string; name: string }[]): void {
    prepared(this.db, 'UPDATE servers SET recipe_id = ?, keypairs = ? WHERE id = ?').run(recipeId, JSON.stringify(keypairs), id)
  }

  setRescueMode(id: string, rescueMode: string): void {
    prepared(this.db, 'UPDATE servers SET rescue_mode = ? WHERE id = ?').run(rescueMode, id)
  }

  rename(id: string, name: string): void {
    prepared(this.db, 'UPDATE servers SET name = ? WHERE id = ?').run(name, id)
  }

  remove(id: string): void {
    prepared(this.db, 'DELETE FROM servers WHERE id = ?').run(id)
  }

  addressesOf(serverId: string): AddressRow[] {
    return prepared(this.db, 'SELECT * FROM addresses WHERE server_id = ? ORDER BY is_primary DESC, created_in').all(serverId) as AddressRow[]
  }

  addressesOfProject(projectId: string): AddressRow[] {
    return prepared(this.db, 'SELECT * FROM addresses WHERE project_id = ?').all(projectId) as AddressRow[]
  }

  /** external FIXED addresses of the project (001 §5: what the ipv4 limit counts) */
  fixedExternalCount(projectId: string): number {
    return prepared(this.db, "SELECT COUNT(*) FROM addresses WHERE project_id = ? AND external = 1 AND type = 'FIXED'").pluck().get(projectId) as number
  }

  insertAddress(row: AddressRow): void {
    prepared(
      this.db,
      `INSERT INTO addresses (id, project_id, server_id, address, type, external, is_primary, mask, ddos_protection, bandwidth_max_mbps, created_in)
         VALUES (@id, @project_id, @server_id, @address, @type, @external, @is_primary, @mask, @ddos_protection, @bandwidth_max_mbps, @created_in)`,
    ).run(row)
  }

  addressTaken(address: string): boolean {
    return prepared(this.db, 'SELECT 1 FROM addresses WHERE address = ?').get(address) !== undefined
  }
}
