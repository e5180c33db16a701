// Server backup plans (000 §3 Backup plan: id, name, status, server_id, alerts, backups_count, last and next
// backup dates; 000 §4, 001 §4 statuses; 001 §7 Backups) as a resource of the kit. Steps: ACTIVATING →
// INSTALLING_AGENT → APPLYING_SETTINGS → ACTIVE (enabling backups on a server), ENABLING → ACTIVE, DISABLING →
// DISABLED, and the daily backup (rules.ts). An install or apply failure leaves the plan in ERROR with its alert.
import type { BackupPlan } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { defineResource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { DAY_MS } from '../../domain/statuses'
import { backupsConsumption, dailyBackup } from '../backup/rules'
import { activated, applied, disabled, enabled, installed, scheduleDaily } from './rules'
import { SERVICE_TABLE } from './service'

export interface BackupPlanRow {
  id: string
  project_id: string
  server_id: string
  name: string
  status: NonNullable<BackupPlan['status']>
  /** JSON array of alert codes (001 §4: failed to install the agent, failed to apply the plan, missing Linux headers) */
  alerts: string
  predefined_settings_id: string
  next_backup_date: string | null
  created_in: string
}

const MIGRATION = `${SERVICE_TABLE}
CREATE TABLE backup_plans (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  server_id TEXT NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  alerts TEXT NOT NULL DEFAULT '[]',
  predefined_settings_id TEXT NOT NULL,
  next_backup_date TEXT,
  created_in TEXT NOT NULL
);
CREATE INDEX backup_plans_project_created ON backup_plans(project_id, created_in DESC, id);
CREATE UNIQUE INDEX backup_plans_server ON backup_plans(server_id);
`

const BACKUPS_OF_PLAN = "(SELECT COUNT(*) FROM backups b WHERE b.plan_id = p.id AND b.status = 'AVAILABLE')"
const LAST_BACKUP = "(SELECT MAX(b.created_in) FROM backups b WHERE b.plan_id = p.id AND b.status = 'AVAILABLE')"

export const alertsOf = (row: Pick<BackupPlanRow, 'alerts'>): string[] => JSON.parse(row.alerts) as string[]

function presentPlan(ctx: Ctx, row: BackupPlanRow): BackupPlan {
  const counts = ctx.repos.db.prepare(`SELECT ${BACKUPS_OF_PLAN.replaceAll('p.id', '?')} AS count, ${LAST_BACKUP.replaceAll('p.id', '?')} AS last`).get(row.id, row.id) as {
    count: number
    last: string | null
  }
  const server = ctx.repos.servers.server(row.server_id)
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    server_id: row.server_id,
    server: { id: row.server_id, name: server?.name ?? '' },
    alerts: alertsOf(row),
    backups_count: counts.count,
    ...(counts.last ? { last_backup_date: counts.last } : {}),
    ...(row.next_backup_date ? { next_backup_date: row.next_backup_date } : {}),
    predefined_settings_id: row.predefined_settings_id,
    created_in: row.created_in,
    project_id: row.project_id,
  }
}

export const backupPlanResource = defineResource<BackupPlanRow, BackupPlan>({
  kind: 'backup_plan',
  what: 'Backup plan',
  table: 'backup_plans',
  columns: ['id', 'project_id', 'server_id', 'name', 'status', 'alerts', 'predefined_settings_id', 'next_backup_date', 'created_in'],
  scope: 'project',
  migrations: [{ version: 10, name: 'backup service and plans', sql: MIGRATION }],
  // stored copies are billed by the GB (000 §4 Cart: backups are consumption-billed)
  consumption: (ctx, projectId) => backupsConsumption(ctx, projectId).map((plan) => ({ entity: 'backup_plan', project_id: projectId, amount_active: plan.amount, ...plan })),
  list: {
    table: 'backup_plans p',
    joins: { s: 'LEFT JOIN servers s ON s.id = p.server_id' },
    columns: 'p.*',
    id: 'p.id',
    shape: {
      fields: {
        id: textField('p.id'),
        name: textField('p.name'),
        status: textField('p.status'),
        server_id: textField('p.server_id'),
        server: { fields: { id: textField('p.server_id'), name: { sql: 's.name', type: 'text', nullable: true, join: 's' } } },
        alerts: 'memory',
        backups_count: integerField(BACKUPS_OF_PLAN),
        last_backup_date: { sql: LAST_BACKUP, type: 'text', nullable: true },
        next_backup_date: { sql: 'p.next_backup_date', type: 'text', nullable: true },
        predefined_settings_id: textField('p.predefined_settings_id'),
        created_in: textField('p.created_in'),
        project_id: textField('p.project_id'),
      },
    },
    order: '-created_in',
  },
  present: presentPlan,
  entity: 'backup_plan',
  // each calls rules.ts at run time: the rules import this module
  transitions: {
    activated: { run: (ctx, row) => activated(ctx, row) },
    installed: { run: (ctx, row) => installed(ctx, row) },
    applied: { run: (ctx, row) => applied(ctx, row) },
    enabled: { run: (ctx, row) => enabled(ctx, row) },
    disabled: { run: (ctx, row) => disabled(ctx, row) },
    daily: {
      run: (ctx, row) => {
        dailyBackup(ctx, row)
        scheduleDaily(ctx, row, DAY_MS)
      },
    },
  },
})
