// Activating the project's backup service and the backup portal's access (001 §7 Backups: POST
// /projects/{id}/backup/activate, /backup/access-url (url), /backup/password (password)), and the operator's
// switches that put the service in the other states of 000 §4 Project (maintenance, password not valid, failures).
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt } from '../../domain/ids'
import { conflict } from '../../http/errors'
import { newPassword, projectChanged, requireServiceActive, saveService, serviceOf, serviceState, takeFault, type Fault } from './service'

/** simulated: the provider sets up the project's backup store */
const ACTIVATION_MS = 3_000
export const SERVICE_STEP = 'backup_service.activated'

/** 001 §7 POST /projects/{id}/backup/activate: from INACTIVE, or again after an ERROR */
export function activateService(ctx: Ctx, project: ProjectRow): void {
  ctx.tx(() => {
    // a consumption-billed service (000 §4 Cart), started like a paid one: not while the project is stopped
    requireProjectAllows(ctx, project, { paid: true })
    const service = serviceOf(ctx, project.id)
    const state = serviceState(project, service)
    if (state === 'maintenance') throw conflict('The backup service is in maintenance', 'backups_maintenance')
    if (state === 'ACTIVE' || state === 'ACTIVATING') throw conflict('The backup service is already activated', 'backup_service_active')
    saveService(ctx, { ...service, state: 'ACTIVATING' })
    ctx.clock.schedule(SERVICE_STEP, project.id, ACTIVATION_MS)
    projectChanged(ctx, project.id)
  })
}

/** the activation step: the service works, with a portal password, unless the operator made it fail */
export function serviceActivated(ctx: Ctx, projectId: string): void {
  ctx.tx(() => {
    const service = serviceOf(ctx, projectId)
    if (service.state !== 'ACTIVATING') return
    if (takeFault(ctx, projectId, 'activation')) saveService(ctx, { ...serviceOf(ctx, projectId), state: 'ERROR' })
    else saveService(ctx, { ...service, state: 'ACTIVE', password: newPassword(), password_valid: 1, activated_in: isoAt(ctx.now()) })
    projectChanged(ctx, projectId)
  })
}

/** the portal's address for the project; refused while its password is not valid (a new one is made first) */
export function accessUrl(ctx: Ctx, project: ProjectRow, origin: string): { url: string } {
  const service = requireServiceActive(ctx, project)
  if (service.password_valid !== 1) throw conflict('The backup portal password is not valid: make a new one', 'backup_password_not_valid')
  return { url: `${origin}/emulator/backup-portal/${encodeURIComponent(project.id)}` }
}

/** a new portal password, shown once; it makes the auth state valid again */
export function resetPassword(ctx: Ctx, project: ProjectRow): { password: string } {
  return ctx.tx(() => {
    const service = requireServiceActive(ctx, project)
    const password = newPassword()
    saveService(ctx, { ...service, password, password_valid: 1 })
    projectChanged(ctx, project.id)
    return { password }
  })
}

export interface OperatorChange {
  maintenance?: boolean
  password_valid?: boolean
  fail_next?: Fault | null
}

export function operatorChange(ctx: Ctx, project: ProjectRow, change: OperatorChange): void {
  ctx.tx(() => {
    const service = serviceOf(ctx, project.id)
    saveService(ctx, {
      ...service,
      ...(change.maintenance === undefined ? {} : { maintenance: change.maintenance ? 1 : 0 }),
      ...(change.password_valid === undefined ? {} : { password_valid: change.password_valid ? 1 : 0 }),
      ...(change.fail_next === undefined ? {} : { fail_next: change.fail_next }),
    })
    projectChanged(ctx, project.id)
  })
}
