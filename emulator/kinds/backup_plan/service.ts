// The backup service of a project (000 §3 Project: backup_predefined_settings, backups_maintenance_mode, backups
// service state and auth state; 000 §4 Project: states STOPPED, BLOCKED, ERROR, INACTIVE, ACTIVATING, maintenance,
// password not valid; 001 §7 Backups). One row per project once it is activated; no row reads INACTIVE. The
// stored state is INACTIVE, ACTIVATING, ACTIVE or ERROR; STOPPED, BLOCKED and maintenance are read from the project
// and the maintenance switch over it, so they lift by themselves.
import { randomBytes } from 'node:crypto'
import { BACKUPS } from '../../../contract/constants'
import type { Project } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { prepared } from '../../db/statements'
import { conflict } from '../../http/errors'
import { announceId } from '../../kit/announce'
import { projectResource } from '../project'

export type ServiceState = NonNullable<NonNullable<Project['backups_service']>['state']>
export type Fault = 'activation' | 'agent_install' | 'apply_settings' | 'linux_headers'

export interface BackupServiceRow {
  project_id: string
  state: 'INACTIVE' | 'ACTIVATING' | 'ACTIVE' | 'ERROR'
  password: string | null
  password_valid: number
  maintenance: number
  fail_next: Fault | null
  activated_in: string | null
}

export const SERVICE_TABLE = `
CREATE TABLE backup_services (
  project_id TEXT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  state TEXT NOT NULL,
  password TEXT,
  password_valid INTEGER NOT NULL DEFAULT 1,
  maintenance INTEGER NOT NULL DEFAULT 0,
  fail_next TEXT,
  activated_in TEXT
);
`

/**
 * 001 §9 Server backups: daily at 00:00, full copies Monday and Friday, the rest incremental; retention 7 days
 * incremental and 2 weeks full. The spec names no other setting; the API answers this one by id.
 */
export const PREDEFINED_SETTINGS = [
  { id: BACKUPS.predefined_settings.daily, name: 'Daily at 00:00', schedule: '00:00', full_backup_days: ['monday', 'friday'], incremental_retention_days: 7, full_retention_weeks: 2 },
] as const

export function serviceOf(ctx: Ctx, projectId: string): BackupServiceRow {
  const row = prepared(ctx.repos.db, 'SELECT * FROM backup_services WHERE project_id = ?').get(projectId) as BackupServiceRow | undefined
  return row ?? { project_id: projectId, state: 'INACTIVE', password: null, password_valid: 1, maintenance: 0, fail_next: null, activated_in: null }
}

export function saveService(ctx: Ctx, row: BackupServiceRow): void {
  prepared(
    ctx.repos.db,
    `INSERT OR REPLACE INTO backup_services (project_id, state, password, password_valid, maintenance, fail_next, activated_in)
     VALUES (@project_id, @state, @password, @password_valid, @maintenance, @fail_next, @activated_in)`,
  ).run(row)
}

/** the project's fields: the service state as the console reads it, with the stopped project's over the stored one */
export function serviceState(project: ProjectRow, service: BackupServiceRow): ServiceState {
  if (project.status === 'STOPPED') return project.stopping_reason === 'money' ? 'STOPPED' : 'BLOCKED'
  if (service.maintenance === 1) return 'maintenance'
  return service.state
}

export function presentBackupsOfProject(ctx: Ctx, project: ProjectRow): Pick<Project, 'backups_service' | 'backups_maintenance_mode' | 'backup_predefined_settings'> {
  const service = serviceOf(ctx, project.id)
  return {
    backups_service: { state: serviceState(project, service), auth_state: service.password_valid === 1 ? 'VALID' : 'PASSWORD_NOT_VALID' },
    backups_maintenance_mode: service.maintenance === 1,
    backup_predefined_settings: PREDEFINED_SETTINGS.map((setting) => ({ id: setting.id, name: setting.name })),
  }
}

/** the project's backup service is there to use: activated, the project running, not in maintenance */
export function requireServiceActive(ctx: Ctx, project: ProjectRow): BackupServiceRow {
  const service = serviceOf(ctx, project.id)
  const state = serviceState(project, service)
  // 001 §8: "backup service in maintenance"
  if (state === 'maintenance') throw conflict('The backup service is in maintenance', 'backups_maintenance')
  if (state === 'STOPPED' || state === 'BLOCKED')
    throw conflict(`The project is stopped (${project.stopping_reason ?? 'stopped'})`, 'project_stopped', 'nofield', { stopping_reason: project.stopping_reason })
  if (state !== 'ACTIVE') throw conflict('The backup service is not active in this project', 'backup_service_inactive')
  return service
}

/** takes the fault switched on for the next step of this kind, if it is that one */
export function takeFault(ctx: Ctx, projectId: string, fault: Fault): boolean {
  const service = serviceOf(ctx, projectId)
  if (service.fail_next !== fault) return false
  // missing Linux headers stay missing: the ready check keeps finding them absent until the switch is cleared
  if (fault !== 'linux_headers') saveService(ctx, { ...service, fail_next: null })
  return true
}

export const newPassword = (): string => `${randomBytes(9).toString('base64url')}A1`

/** the project changed: its backup fields are part of it (GET /projects/{id}) */
export function projectChanged(ctx: Ctx, projectId: string): void {
  announceId(ctx, projectResource, projectId)
}
