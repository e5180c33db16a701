// DBaaS backups (000 §3 Backup: type FULL for a cluster, PARTIAL for a database; status, created_in, cluster.id,
// database.id, url; 001 §7 DBaaS) as a resource of the kit. A backup is BUILD while it is made (000 §4: in progress,
// it has no link yet), then AVAILABLE (the usable status). Websocket entity `dbaas_backup` (001 §7: the websocket
// carries dbaas_backup events).
import type { Backup } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { defineResource, type Resource } from '../../kit/resource'
import { textField } from '../../lists/shape'
import { backupBuilt } from './rules'

export interface DbaasBackupRow {
  id: string
  project_id: string
  cluster_id: string
  database_id: string | null
  type: 'FULL' | 'PARTIAL'
  status: string
  size_kb: number
  created_in: string
}

const MIGRATION = `
CREATE TABLE dbaas_backups (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  cluster_id TEXT NOT NULL,
  database_id TEXT,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  size_kb INTEGER NOT NULL,
  created_in TEXT NOT NULL
);
CREATE INDEX dbaas_backups_project_created ON dbaas_backups(project_id, created_in DESC, id);
CREATE INDEX dbaas_backups_cluster ON dbaas_backups(cluster_id);
`

/** simulated ms a backup takes: a database's dump is quicker than the cluster's full copy */
export const BACKUP_BUILD_MS = { FULL: 6_000, PARTIAL: 4_000 } as const

function presentBackup(ctx: Ctx, row: DbaasBackupRow): Backup {
  const names = prepared(ctx.repos.db, 'SELECT (SELECT name FROM dbaas_clusters WHERE id = ?) AS cluster, (SELECT name FROM dbaas_databases WHERE id = ?) AS database').get(
    row.cluster_id,
    row.database_id,
  ) as { cluster: string | null; database: string | null }
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    created_in: row.created_in,
    project_id: row.project_id,
    cluster: { id: row.cluster_id, ...(names.cluster === null ? {} : { name: names.cluster }) },
    ...(row.database_id === null ? {} : { database: { id: row.database_id, ...(names.database === null ? {} : { name: names.database }) } }),
    size_KB: row.size_kb,
    // the link is asked for with POST /dbaas/backups/{id}/download; the list does not carry it
    url: null,
  }
}

export const dbaasBackupResource: Resource<DbaasBackupRow, Backup> = defineResource<DbaasBackupRow, Backup>({
  kind: 'dbaas_backup',
  what: 'Backup',
  table: 'dbaas_backups',
  columns: ['id', 'project_id', 'cluster_id', 'database_id', 'type', 'status', 'size_kb', 'created_in'],
  scope: 'project',
  migrations: [{ version: 16, name: 'DBaaS backups', sql: MIGRATION }],
  list: {
    table: 'dbaas_backups b',
    joins: { c: 'LEFT JOIN dbaas_clusters c ON c.id = b.cluster_id', d: 'LEFT JOIN dbaas_databases d ON d.id = b.database_id' },
    columns: 'b.*',
    id: 'b.id',
    shape: {
      fields: {
        id: textField('b.id'),
        type: textField('b.type'),
        status: textField('b.status'),
        created_in: textField('b.created_in'),
        project_id: textField('b.project_id'),
        cluster: { fields: { id: textField('b.cluster_id'), name: { sql: 'c.name', type: 'text', nullable: true, join: 'c' } } },
        database: {
          nullable: true,
          fields: { id: { sql: 'b.database_id', type: 'text', nullable: true }, name: { sql: 'd.name', type: 'text', nullable: true, join: 'd' } },
        },
        size_KB: { sql: 'b.size_kb', type: 'integer' },
        url: { value: null },
      },
    },
  },
  present: presentBackup,
  entity: 'dbaas_backup',
  transitions: {
    built: { to: 'AVAILABLE', then: (ctx, row) => backupBuilt(ctx, row) },
  },
})
