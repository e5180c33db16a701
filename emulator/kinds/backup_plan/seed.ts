// The demo account's backups (000 §4, 001 §9): the service active, its first server with a plan and a week of
// daily copies (full on Monday and Friday, 50 GB in all), its second server without a plan. The other demo account keeps the
// service INACTIVE, so that activating it can be tried.
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { DAY_MS } from '../../domain/statuses'
import { insertRow } from '../../kit/rows'
import { BACKUPS } from '../../../contract/constants'
import { backupResource } from '../backup/resource'
import { backupPlanResource } from './resource'
import { scheduleDaily, untilMidnight } from './rules'
import { newPassword, PREDEFINED_SETTINGS, saveService } from './service'

export function seedBackups(ctx: Ctx, projectId: string, serverId: string, active: boolean): void {
  if (!active) return
  const now = ctx.now()
  saveService(ctx, { project_id: projectId, state: 'ACTIVE', password: newPassword(), password_valid: 1, maintenance: 0, fail_next: null, activated_in: isoAt(now - 8 * DAY_MS) })
  const plan = {
    id: newId(),
    project_id: projectId,
    server_id: serverId,
    name: BACKUPS.default_plan_name,
    status: 'ACTIVE' as const,
    alerts: '[]',
    predefined_settings_id: PREDEFINED_SETTINGS[0].id,
    next_backup_date: null,
    created_in: isoAt(now - 7 * DAY_MS - untilMidnight(now)),
  }
  insertRow(ctx, backupPlanResource, plan)
  const lastMidnight = now - (DAY_MS - untilMidnight(now))
  for (let day = 6; day >= 0; day -= 1) {
    const at = lastMidnight - day * DAY_MS
    // any seven days hold one Monday and one Friday: two full copies and five incremental ones, 50 GB
    const full = [1, 5].includes(new Date(at).getUTCDay())
    insertRow(ctx, backupResource, {
      id: newId(),
      project_id: projectId,
      plan_id: plan.id,
      server_id: serverId,
      type: full ? ('FULL' as const) : ('INCREMENTAL' as const),
      status: 'AVAILABLE' as const,
      size: full ? 20 : 2,
      created_in: isoAt(at),
    })
  }
  scheduleDaily(ctx, plan, untilMidnight(now))
}
