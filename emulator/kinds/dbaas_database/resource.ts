// DBaaS databases (000 §3 Database: name, admin_username, admin_password; 001 §7 DBaaS) as a resource of the kit: a
// cluster's (cluster_id), READY (000 §4: the usable status) once made. Its answer embeds its PARTIAL backups (the
// database's dumps), which the console's "no backups" rule reads. Websocket entity `dbaas_database`.
import type { DbaasDatabase } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { defineResource, type Resource } from '../../kit/resource'
import { textField } from '../../lists/shape'

export interface DbaasDatabaseRow {
  id: string
  project_id: string
  cluster_id: string
  name: string
  status: string
  admin_username: string
  admin_password: string
  backup_enabled: number
  /** what it takes of its cluster's storage */
  size_kb: number
  created_in: string
}

const MIGRATION = `
CREATE TABLE dbaas_databases (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  cluster_id TEXT NOT NULL REFERENCES dbaas_clusters(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  admin_username TEXT NOT NULL,
  admin_password TEXT NOT NULL,
  backup_enabled INTEGER NOT NULL DEFAULT 0,
  size_kb INTEGER NOT NULL,
  created_in TEXT NOT NULL,
  UNIQUE (cluster_id, name)
);
CREATE INDEX dbaas_databases_project_created ON dbaas_databases(project_id, created_in DESC, id);
`

function presentDatabase(ctx: Ctx, row: DbaasDatabaseRow): DbaasDatabase {
  const cluster = prepared(ctx.repos.db, 'SELECT name FROM dbaas_clusters WHERE id = ?').get(row.cluster_id) as { name: string } | undefined
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    cluster_id: row.cluster_id,
    cluster: { id: row.cluster_id, ...(cluster ? { name: cluster.name } : {}) },
    project_id: row.project_id,
    admin_username: row.admin_username,
    backup_enabled: row.backup_enabled === 1,
    size_KB: row.size_kb,
    backups: prepared(ctx.repos.db, 'SELECT id FROM dbaas_backups WHERE database_id = ? ORDER BY created_in DESC, id').all(row.id) as { id: string }[],
    created_in: row.created_in,
  }
}

export const dbaasDatabaseResource: Resource<DbaasDatabaseRow, DbaasDatabase> = defineResource<DbaasDatabaseRow, DbaasDatabase>({
  kind: 'dbaas_database',
  what: 'Database',
  table: 'dbaas_databases',
  columns: ['id', 'project_id', 'cluster_id', 'name', 'status', 'admin_username', 'admin_password', 'backup_enabled', 'size_kb', 'created_in'],
  scope: 'project',
  migrations: [{ version: 15, name: 'DBaaS databases', sql: MIGRATION }],
  list: {
    table: 'dbaas_databases d',
    joins: { c: 'LEFT JOIN dbaas_clusters c ON c.id = d.cluster_id' },
    columns: 'd.*',
    id: 'd.id',
    shape: {
      fields: {
        id: textField('d.id'),
        name: textField('d.name'),
        status: textField('d.status'),
        cluster_id: textField('d.cluster_id'),
        cluster: { fields: { id: textField('d.cluster_id'), name: { sql: 'c.name', type: 'text', nullable: true, join: 'c' } } },
        project_id: textField('d.project_id'),
        admin_username: textField('d.admin_username'),
        backup_enabled: { sql: '(d.backup_enabled = 1)', type: 'boolean' },
        size_KB: { sql: 'd.size_kb', type: 'integer' },
        backups: 'memory',
        created_in: textField('d.created_in'),
      },
    },
  },
  present: presentDatabase,
  entity: 'dbaas_database',
})
