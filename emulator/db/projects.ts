// Projects of an account, their limits (max only: "used" is counted from the resources) and price lists.
import type { Db } from './connection'
import { prepared } from './statements'

export type ProjectStatus = 'ACTIVE' | 'STOPPED' | 'DELETED'
export type StoppingReason = 'admin' | 'abuse' | 'money' | 'manual_alarm' | null

export interface ProjectRow {
  id: string
  account_id: string
  name: string
  status: ProjectStatus
  stopping_reason: StoppingReason
  max_addresses_per_server: number
  created_in: string
}

export interface LimitRow {
  project_id: string
  name: string
  max: number
}

export interface PriceRow {
  project_id: string
  price_group: string
  name: string
  hour_kop: number
  max_value: number | null
}

export class ProjectsRepo {
  constructor(private readonly db: Db) {}

  project(id: string): ProjectRow | undefined {
    return prepared(this.db, 'SELECT * FROM projects WHERE id = ?').get(id) as ProjectRow | undefined
  }

  /** the project when it belongs to the account; another account's project reads as missing */
  ownProject(accountId: string, id: string): ProjectRow | undefined {
    return prepared(this.db, 'SELECT * FROM projects WHERE id = ? AND account_id = ?').get(id, accountId) as ProjectRow | undefined
  }

  projectsOf(accountId: string): ProjectRow[] {
    return prepared(this.db, 'SELECT * FROM projects WHERE account_id = ? ORDER BY created_in').all(accountId) as ProjectRow[]
  }

  insert(row: ProjectRow): void {
    prepared(
      this.db,
      `INSERT INTO projects (id, account_id, name, status, stopping_reason, max_addresses_per_server, created_in)
         VALUES (@id, @account_id, @name, @status, @stopping_reason, @max_addresses_per_server, @created_in)`,
    ).run(row)
  }

  setStatus(id: string, status: ProjectStatus, reason: StoppingReason): void {
    prepared(this.db, 'UPDATE projects SET status = ?, stopping_reason = ? WHERE id = ?').run(status, reason, id)
  }

  limits(projectId: string): LimitRow[] {
    return prepared(this.db, 'SELECT * FROM limits WHERE project_id = ? ORDER BY rowid').all(projectId) as LimitRow[]
  }

  setLimit(row: LimitRow): void {
    prepared(this.db, 'INSERT OR REPLACE INTO limits (project_id, name, max) VALUES (@project_id, @name, @max)').run(row)
  }

  prices(projectId: string): PriceRow[] {
    return prepared(this.db, 'SELECT * FROM prices WHERE project_id = ? ORDER BY rowid').all(projectId) as PriceRow[]
  }

  price(projectId: string, group: string, name: string): PriceRow | undefined {
    return prepared(this.db, 'SELECT * FROM prices WHERE project_id = ? AND price_group = ? AND name = ?').get(projectId, group, name) as PriceRow | undefined
  }

  setPrice(row: PriceRow): void {
    prepared(this.db, 'INSERT OR REPLACE INTO prices (project_id, price_group, name, hour_kop, max_value) VALUES (@project_id, @price_group, @name, @hour_kop, @max_value)').run(row)
  }
}
