// Server backups of a plan (001 §7 GET /backup/plans/{id}/backups; 000 §3 Backup: type, status, created_in, url)
// as a resource of the kit. The plan makes them on the clock (backup_plan/rules.ts): BUILD while the copy is
// made (001 §4: BUILD means in progress), then AVAILABLE (usable). 001 §9: full copies Monday and Friday, the
// rest incremental. Stored GB are billed by consumption (000 §4 Cart: backups are consumption-billed).
import type { Backup } from '../../../generated/types/index.js'
import { defineResource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { backupBuilt } from './rules'

export interface BackupRow {
  id: string
  project_id: string
  plan_id: string
  server_id: string
  type: 'FULL' | 'INCREMENTAL'
  status: 'BUILD' | 'AVAILABLE' | 'ERROR'
  size: number
  created_in: string
}

const MIGRATION = `
CREATE TABLE backups (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  plan_id TEXT NOT NULL REFERENCES backup_plans(id) ON DELETE CASCADE,
  server_id TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_in TEXT NOT NULL
);
CREATE INDEX backups_plan_created ON backups(plan_id, created_in DESC, id);
`

export function presentBackup(row: BackupRow): Backup {
  return { id: row.id, type: row.type, status: row.status, created_in: row.created_in, plan_id: row.plan_id, server_id: row.server_id, project_id: row.project_id, size: row.size, url: null }
}

export const backupResource = defineResource<BackupRow, Backup>({
  kind: 'backup',
  what: 'Backup',
  table: 'backups',
  columns: ['id', 'project_id', 'plan_id', 'server_id', 'type', 'status', 'size', 'created_in'],
  scope: 'project',
  migrations: [{ version: 11, name: 'server backups', sql: MIGRATION }],
  list: {
    table: 'backups b',
    joins: {},
    columns: 'b.*',
    id: 'b.id',
    shape: {
      fields: {
        id: textField('b.id'),
        type: textField('b.type'),
        status: textField('b.status'),
        created_in: textField('b.created_in'),
        plan_id: textField('b.plan_id'),
        server_id: textField('b.server_id'),
        project_id: textField('b.project_id'),
        size: integerField('b.size'),
        url: { value: null },
      },
    },
    order: '-created_in',
  },
  present: (_ctx, row) => presentBackup(row),
  entity: 'backup',
  transitions: {
    // the plan hears of it (its count and last backup date), and the balance of what it costs
    built: { to: 'AVAILABLE', then: (ctx, row) => backupBuilt(ctx, row) },
  },
})
