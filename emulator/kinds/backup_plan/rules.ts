// The backup plan's own rules (000 §4 Backup plan and Server actions; 001 §4 Backup plan rules; 001 §7 Backups;
// 001 §9 Server backups). Enabling backups on a server makes its plan, which installs the agent and applies the
// settings on the clock; enable, disable, reinstall_agent and reconfigure_agent move an existing plan.
import { BACKUPS, SERVER } from '../../../contract/constants'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import type { ServerRow } from '../../db/servers'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { serverChanged } from '../../domain/notify'
import { DAY_MS } from '../../domain/statuses'
import { badRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow, rowOf, updateRow } from '../../kit/rows'
import { begin, stepName } from '../../kit/steps'
import { requireMoney } from '../../money'
import { hasBackups, makeBackup } from '../backup/rules'
import { alertsOf, backupPlanResource, type BackupPlanRow } from './resource'
import { PREDEFINED_SETTINGS, requireServiceActive, takeFault } from './service'

/** Simulated durations. 001 §9 gives the agent install 15 to 30 minutes; like every duration here it is compressed. */
export const PLAN_DURATIONS = {
  activate: 2_000,
  install_agent: 6_000,
  apply_settings: 3_000,
  enable: 2_000,
  disable: 2_000,
} as const

/** 001 §4: "Blocking statuses for server actions" and the other process statuses: a plan that is busy */
const PROCESSING = ['ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS', 'ENABLING', 'DISABLING', 'AWAITING']

/** "ubuntu 22" from the image's distribution and version: the form of SERVER.backup_supported_os (000 §4) */
function osKey(ctx: Ctx, server: ServerRow): string | undefined {
  const image = ctx.repos.catalogue.image(server.image_id)
  const major = image ? String(image.version).match(/\d+/)?.[0] : undefined
  return image && major ? `${image.distribution.toLowerCase()} ${major}` : undefined
}

const isLinux = (ctx: Ctx, server: ServerRow): boolean => ctx.repos.catalogue.image(server.image_id)?.os_family === 'linux'

export function planOfServer(ctx: Ctx, serverId: string): BackupPlanRow | undefined {
  return ctx.repos.db.prepare('SELECT * FROM backup_plans WHERE server_id = ?').get(serverId) as BackupPlanRow | undefined
}

/** 001 §7 POST /servers/{id}/backup/ready-check: whether a Linux server has the headers the agent builds against */
export function readyCheck(ctx: Ctx, project: ProjectRow, server: ServerRow): { linux_headers: boolean } {
  const missing = isLinux(ctx, server) && ctx.db.prepare('SELECT fail_next FROM backup_services WHERE project_id = ?').pluck().get(project.id) === 'linux_headers'
  return { linux_headers: !missing }
}

/**
 * 001 §7 POST /servers/{id}/backup-enable (predefined_settings_id). 000 §4: only for the supported OS, with the
 * QEMU agent, not when already enabled; servers are offered only when active, with an external IP and no plan.
 * Backups are a paid, consumption-billed service (000 §4 Cart): refused while the project is stopped for money.
 */
export function enableServerBackup(ctx: Ctx, project: ProjectRow, server: ServerRow, request: { predefined_settings_id: string }): BackupPlanRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireServiceActive(ctx, project)
    if (!PREDEFINED_SETTINGS.some((setting) => setting.id === request.predefined_settings_id)) throw badRequest('predefined_settings_id', 'Unknown predefined backup settings')
    if (planOfServer(ctx, server.id)) throw conflict('Backup is already enabled for this server', 'backup_already_enabled')
    if (server.status !== 'ACTIVE') throw conflict('Backups are enabled only for an active server', 'server_not_running')
    if (!ctx.repos.servers.addressesOf(server.id).some((address) => address.external === 1)) throw conflict('The server needs an external IP address', 'no_external_ip')
    const os = osKey(ctx, server)
    if (!os || !(SERVER.backup_supported_os as readonly string[]).includes(os)) throw conflict('The server OS is not supported for backup', 'backup_os_unsupported')
    // 000 §4: "also needs the QEMU agent"; every emulated server has one (present/server.ts guest_agent: true)
    requireMoney(ctx, project.account_id, 'balance', 0)
    const row: BackupPlanRow = {
      id: newId(),
      project_id: project.id,
      server_id: server.id,
      name: BACKUPS.default_plan_name,
      status: 'ACTIVATING',
      alerts: '[]',
      predefined_settings_id: request.predefined_settings_id,
      next_backup_date: null,
      created_in: isoAt(ctx.now()),
    }
    insertRow(ctx, backupPlanResource, row)
    ctx.clock.schedule(stepName(backupPlanResource, 'activated'), row.id, PLAN_DURATIONS.activate)
    announce(ctx, backupPlanResource, row, 'created')
    serverChanged(ctx, server.id)
    return row
  })
}

type PlanAction = 'enable' | 'disable' | 'reinstall_agent' | 'reconfigure_agent'

/** 001 §4 Backup plan rules: which state each plan action starts from */
function requirePlanAllows(row: BackupPlanRow, action: PlanAction): void {
  const alerts = alertsOf(row)
  if (PROCESSING.includes(row.status)) throw conflict('The backup plan is busy', 'backup_plan_processing')
  if (action === 'enable' && row.status !== 'DISABLED') throw conflict('The backup plan is not disabled', 'backup_plan_not_disabled')
  if (action === 'disable' && row.status !== 'ACTIVE') throw conflict('The backup plan is not enabled', 'backup_plan_not_enabled')
  if (action === 'reinstall_agent' && !alerts.includes(BACKUPS.plan_alerts.agent_install_failed)) throw conflict('The agent did not fail to install', 'no_agent_install_failure')
  if (action === 'reconfigure_agent' && !alerts.includes(BACKUPS.plan_alerts.apply_failed)) throw conflict('The settings did not fail to apply', 'no_apply_failure')
}

export function planAction(ctx: Ctx, project: ProjectRow, row: BackupPlanRow, action: PlanAction): BackupPlanRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: action === 'enable' })
    requireServiceActive(ctx, project)
    requirePlanAllows(row, action)
    if (action === 'enable') return begin(ctx, backupPlanResource, row, { status: 'ENABLING' }, 'enabled', PLAN_DURATIONS.enable)
    if (action === 'disable') return begin(ctx, backupPlanResource, row, { status: 'DISABLING' }, 'disabled', PLAN_DURATIONS.disable)
    if (action === 'reinstall_agent') return begin(ctx, backupPlanResource, row, { status: 'INSTALLING_AGENT', alerts: '[]' }, 'installed', PLAN_DURATIONS.install_agent)
    return begin(ctx, backupPlanResource, row, { status: 'APPLYING_SETTINGS', alerts: '[]' }, 'applied', PLAN_DURATIONS.apply_settings)
  })
}

// ---- the clocked steps (resource.ts transitions) ----

export function activated(ctx: Ctx, row: BackupPlanRow): void {
  begin(ctx, backupPlanResource, row, { status: 'INSTALLING_AGENT' }, 'installed', PLAN_DURATIONS.install_agent)
  serverChanged(ctx, row.server_id)
}

function failed(ctx: Ctx, row: BackupPlanRow, alerts: string[]): void {
  const changed = updateRow(ctx, backupPlanResource, row.id, { status: 'ERROR', alerts: JSON.stringify(alerts) }) as BackupPlanRow
  announce(ctx, backupPlanResource, changed)
  serverChanged(ctx, row.server_id)
}

export function installed(ctx: Ctx, row: BackupPlanRow): void {
  const server = ctx.repos.servers.server(row.server_id)
  const project = ctx.repos.projects.project(row.project_id)
  if (server && project && !readyCheck(ctx, project, server).linux_headers) return failed(ctx, row, [BACKUPS.plan_alerts.agent_install_failed, BACKUPS.plan_alerts.missing_linux_headers])
  if (takeFault(ctx, row.project_id, 'agent_install')) return failed(ctx, row, [BACKUPS.plan_alerts.agent_install_failed])
  begin(ctx, backupPlanResource, row, { status: 'APPLYING_SETTINGS' }, 'applied', PLAN_DURATIONS.apply_settings)
}

/** 001 §9: daily at 00:00: the simulated time until the next midnight (UTC) */
export function untilMidnight(now: number): number {
  return DAY_MS - (now % DAY_MS)
}

export function scheduleDaily(ctx: Ctx, row: BackupPlanRow, simulatedMs: number): BackupPlanRow {
  ctx.clock.cancel(row.id)
  ctx.clock.schedule(stepName(backupPlanResource, 'daily'), row.id, simulatedMs)
  return updateRow(ctx, backupPlanResource, row.id, { next_backup_date: isoAt(ctx.now() + ctx.clock.real(simulatedMs)) }) as BackupPlanRow
}

export function applied(ctx: Ctx, row: BackupPlanRow): void {
  if (takeFault(ctx, row.project_id, 'apply_settings')) return failed(ctx, row, [BACKUPS.plan_alerts.apply_failed])
  scheduleDaily(ctx, row, untilMidnight(ctx.now()))
  const active = updateRow(ctx, backupPlanResource, row.id, { status: 'ACTIVE' }) as BackupPlanRow
  // a new plan starts with a full copy, the base the incremental ones build on
  if (!hasBackups(ctx, row.id)) makeBackup(ctx, active, 'FULL')
  announce(ctx, backupPlanResource, rowOf(ctx, backupPlanResource, active.id) as BackupPlanRow)
  serverChanged(ctx, row.server_id)
}

export function disabled(ctx: Ctx, row: BackupPlanRow): void {
  ctx.clock.cancel(row.id)
  const changed = updateRow(ctx, backupPlanResource, row.id, { status: 'DISABLED', next_backup_date: null }) as BackupPlanRow
  announce(ctx, backupPlanResource, changed)
  serverChanged(ctx, row.server_id)
}

export function enabled(ctx: Ctx, row: BackupPlanRow): void {
  const scheduled = scheduleDaily(ctx, row, untilMidnight(ctx.now()))
  const changed = updateRow(ctx, backupPlanResource, scheduled.id, { status: 'ACTIVE' }) as BackupPlanRow
  announce(ctx, backupPlanResource, changed)
  serverChanged(ctx, row.server_id)
}
