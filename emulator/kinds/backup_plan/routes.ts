// Server backups (001 §7 Backups (server)): the project's service, its predefined settings and plans, a plan's
// backups and actions, and the server side (ready check, backup-enable). Plan actions are long: 202 with the plan
// in its processing status, the rest on the websocket (entity backup_plan).
import { Hono, type Context } from 'hono'
import { validateBackupEnableRequest, validateEmulatorBackupsRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { ownProject, ownServer } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { badRequest, forbidden } from '../../http/errors'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { backupResource } from '../backup/resource'
import { accessUrl, activateService, operatorChange, resetPassword, SERVICE_STEP, serviceActivated } from './activation'
import { backupPlanResource } from './resource'
import { enableServerBackup, planAction, readyCheck } from './rules'
import { PREDEFINED_SETTINGS, presentBackupsOfProject } from './service'

export function backupPlanRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  // the service is a project's, not a row of the kit: its one step is given to the clock here, before it starts
  ctx.clock.on(SERVICE_STEP, (projectId) => serviceActivated(ctx, projectId))
  const project = (c: Context<AppEnv>) => ownProject(ctx, c.get('auth').accountId, c.req.param('id') ?? '')
  const own = (c: Context<AppEnv>) => ownInProject(ctx, backupPlanResource, c.get('auth').accountId, c.req.param('id') ?? '')
  const present = (row: Parameters<typeof backupPlanResource.present>[1]) => backupPlanResource.present(ctx, row)

  routes.post('/projects/:id/backup/activate', (c) => {
    const row = project(c)
    activateService(ctx, row)
    return c.json(presentBackupsOfProject(ctx, row).backups_service, 202)
  })
  routes.get('/projects/:id/backup/predefined-settings', (c) => {
    project(c)
    return c.json({ result: PREDEFINED_SETTINGS, count: PREDEFINED_SETTINGS.length })
  })
  routes.post('/projects/:id/backup/access-url', (c) => c.json(accessUrl(ctx, project(c), new URL(c.req.url).origin)))
  routes.post('/projects/:id/backup/password', (c) => c.json(resetPassword(ctx, project(c))))
  routes.get('/projects/:id/backup/plans', (c) => c.json(listOwned(ctx, backupPlanResource, project(c).id, c.req.queries())))

  routes.get('/backup/plans/:id', (c) => c.json(present(own(c).row)))
  routes.get('/backup/plans/:id/backups', (c) => {
    const { row } = own(c)
    return c.json(listOwned(ctx, backupResource, row.project_id, c.req.queries(), [{ sql: 'b.plan_id = ?', params: [row.id] }]))
  })
  const act = (action: Parameters<typeof planAction>[3]) => (c: Context<AppEnv>) => {
    const { row, project } = own(c)
    return c.json(present(planAction(ctx, project, row, action)), 202)
  }
  routes.post('/backup/plans/:id/enable', act('enable'))
  routes.post('/backup/plans/:id/disable', act('disable'))
  routes.post('/backup/plans/:id/reinstall-agent', act('reinstall_agent'))
  routes.post('/backup/plans/:id/reconfiguration', act('reconfigure_agent'))

  routes.post('/servers/:id/backup/ready-check', (c) => {
    const { server, project } = ownServer(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(readyCheck(ctx, project, server))
  })
  routes.post('/servers/:id/backup-enable', async (c) => {
    const { server, project } = ownServer(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateBackupEnableRequest)
    return c.json(present(enableServerBackup(ctx, project, server, request)), 201)
  })
  return routes
}

/** POST /emulator/backups: the operator's switches of an account's backup service (EMULATOR_FAULTS_ENDPOINT=1) */
export function backupOperatorRoutes(ctx: Ctx): Hono {
  const routes = new Hono()
  routes.post('/backups', async (c) => {
    if (!ctx.options.faultsEndpoint) throw forbidden('The emulator controls are off: start it with EMULATOR_FAULTS_ENDPOINT=1')
    const request = await body(c, validateEmulatorBackupsRequest)
    const user = ctx.repos.accounts.userByEmail(request.email)
    // the project the API lists first (newest first: -created_in), the demo's main one
    const project = user ? ctx.repos.projects.projectsOf(user.account_id).at(-1) : undefined
    if (!project) throw badRequest('email', 'No account with this e-mail')
    operatorChange(ctx, project, request)
    return c.json({ project_id: project.id })
  })
  return routes
}
