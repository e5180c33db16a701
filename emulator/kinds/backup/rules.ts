// A plan's backups (001 §9 Server backups: daily at 00:00, full copies Monday and Friday, the rest incremental;
// retention 7 days incremental and 2 weeks full) and what they cost (000 §4 Cart: backups are consumption-billed).
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt, newId } from '../../domain/ids'
import { DAY_MS } from '../../domain/statuses'
import { announce, announceId } from '../../kit/announce'
import { insertRow, removeRow } from '../../kit/rows'
import { stepName } from '../../kit/steps'
import { balanceChanged, priceKop } from '../../money'
import type { BackupPlanRow } from '../backup_plan/resource'
import { backupPlanResource } from '../backup_plan/resource'
import { backupResource, type BackupRow } from './resource'

/** the price list entry of stored backups, per GB-hour */
export const BACKUP_PRICE = { group: 'backup', name: 'storage' } as const
const BUILD_MS = 3_000
/** 001 §9: full copies Monday and Friday (UTC days 1 and 5) */
const FULL_DAYS = [1, 5]
const RETENTION_MS = { INCREMENTAL: 7 * DAY_MS, FULL: 14 * DAY_MS } as const

export function hasBackups(ctx: Ctx, planId: string): boolean {
  return prepared(ctx.repos.db, 'SELECT 1 FROM backups WHERE plan_id = ? LIMIT 1').get(planId) !== undefined
}

/** GB a copy stores: the server's disks for a full one, a tenth of them (at least 1) for an incremental one */
function sizeOf(ctx: Ctx, serverId: string, type: BackupRow['type']): number {
  const disks = ctx.repos.volumes.volumesOfServer(serverId).reduce((sum, volume) => sum + volume.size, 0) || 10
  return type === 'FULL' ? disks : Math.max(1, Math.round(disks / 10))
}

export function makeBackup(ctx: Ctx, plan: BackupPlanRow, type: BackupRow['type']): BackupRow {
  const row: BackupRow = {
    id: newId(),
    project_id: plan.project_id,
    plan_id: plan.id,
    server_id: plan.server_id,
    type,
    status: 'BUILD',
    size: sizeOf(ctx, plan.server_id, type),
    created_in: isoAt(ctx.now()),
  }
  insertRow(ctx, backupResource, row)
  ctx.clock.schedule(stepName(backupResource, 'built'), row.id, BUILD_MS)
  announce(ctx, backupResource, row, 'created')
  return row
}

/** a copy is made: its plan's count and last date change, and so does what the project costs */
export function backupBuilt(ctx: Ctx, row: BackupRow): void {
  announceId(ctx, backupPlanResource, row.plan_id)
  const project = ctx.repos.projects.project(row.project_id)
  if (project) balanceChanged(ctx, project.account_id)
}

/** copies past their retention go (001 §9: 7 days incremental, 2 weeks full, on the emulator's clock) */
function prune(ctx: Ctx, planId: string): void {
  const rows = prepared(ctx.repos.db, 'SELECT * FROM backups WHERE plan_id = ?').all(planId) as BackupRow[]
  for (const row of rows) {
    const age = ctx.now() - Date.parse(row.created_in)
    if (age > ctx.clock.real(RETENTION_MS[row.type])) {
      ctx.clock.cancel(row.id)
      removeRow(ctx, backupResource, row.id)
      announce(ctx, backupResource, row, 'deleted')
    }
  }
}

/** the daily step of an active plan: the day's copy, old ones pruned; the plan then waits a day */
export function dailyBackup(ctx: Ctx, plan: BackupPlanRow): BackupRow | undefined {
  if (plan.status !== 'ACTIVE') return undefined
  prune(ctx, plan.id)
  const full = FULL_DAYS.includes(new Date(ctx.now()).getUTCDay()) || !hasBackups(ctx, plan.id)
  return makeBackup(ctx, plan, full ? 'FULL' : 'INCREMENTAL')
}

/** what the project's stored copies cost per hour (000 §3 Consumption), a line per plan named by its server */
export function backupsConsumption(ctx: Ctx, projectId: string): { id: string; name: string; amount: number; hour_kop: number }[] {
  const price = priceKop(ctx, projectId, BACKUP_PRICE.group, BACKUP_PRICE.name)
  const plans = prepared(
    ctx.repos.db,
    `SELECT p.id, COALESCE(s.name, p.name) AS name, COALESCE(SUM(b.size), 0) AS amount FROM backup_plans p
     JOIN backups b ON b.plan_id = p.id AND b.status = 'AVAILABLE' LEFT JOIN servers s ON s.id = p.server_id
     WHERE p.project_id = ? GROUP BY p.id ORDER BY p.rowid`,
  ).all(projectId) as { id: string; name: string; amount: number }[]
  return plans.map((plan) => ({ ...plan, hour_kop: plan.amount * price }))
}
