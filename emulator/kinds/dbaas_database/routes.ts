// A cluster's databases (001 §7 DBaaS): list and create on the cluster, the project's databases, one database, its
// admin password, delete, backup now and the daily dump on and off. Websocket entity `dbaas_database`.
import { Hono, type Context } from 'hono'
import { validateDbaasDatabaseCreateRequest, validateDbaasDatabasePasswordRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { backupNow } from '../dbaas_backup/rules'
import { dbaasBackupResource } from '../dbaas_backup/resource'
import { dbaasClusterResource } from '../dbaas_cluster/resource'
import { dbaasDatabaseResource, type DbaasDatabaseRow } from './resource'
import { changeAdminPassword, clusterOf, createDatabase, deleteDatabase, requireClusterUsable, requireStorage, setDatabaseBackups } from './rules'

export function dbaasDatabaseRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: DbaasDatabaseRow) => dbaasDatabaseResource.present(ctx, row)
  const own = (c: Context<AppEnv>) => ownInProject(ctx, dbaasDatabaseResource, c.get('auth').accountId, c.req.param('id') ?? '')
  const ownCluster = (c: Context<AppEnv>) => ownInProject(ctx, dbaasClusterResource, c.get('auth').accountId, c.req.param('id') ?? '')

  routes.get('/projects/:id/dbaas/databases', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, dbaasDatabaseResource, project.id, c.req.queries()))
  })
  routes.get('/dbaas/clusters/:id/databases', (c) => {
    const { row } = ownCluster(c)
    return c.json(listOwned(ctx, dbaasDatabaseResource, row.project_id, c.req.queries(), [{ sql: 'd.cluster_id = ?', params: [row.id] }]))
  })
  routes.post('/dbaas/clusters/:id/databases', async (c) => {
    const { row, project } = ownCluster(c)
    const request = await body(c, validateDbaasDatabaseCreateRequest)
    return c.json(present(createDatabase(ctx, project, row, request)), 201)
  })

  routes.get('/dbaas/databases/:id', (c) => c.json(present(own(c).row)))
  routes.delete('/dbaas/databases/:id', (c) => {
    const { row, project } = own(c)
    deleteDatabase(ctx, project, row)
    return c.body(null, 204)
  })
  routes.post('/dbaas/databases/:id/admin-password', async (c) => {
    const { row, project } = own(c)
    return c.json(present(changeAdminPassword(ctx, project, row, await body(c, validateDbaasDatabasePasswordRequest))))
  })
  routes.post('/dbaas/databases/:id/backup', (c) => {
    const { row, project } = own(c)
    const cluster = clusterOf(ctx, row)
    const guards = () => {
      requireClusterUsable(cluster)
      requireStorage(cluster)
    }
    return c.json(dbaasBackupResource.present(ctx, backupNow(ctx, project, cluster, row, guards)), 201)
  })
  routes.post('/dbaas/databases/:id/backup/enable', (c) => {
    const { row, project } = own(c)
    return c.json(present(setDatabaseBackups(ctx, project, row, true)))
  })
  routes.post('/dbaas/databases/:id/backup/disable', (c) => {
    const { row, project } = own(c)
    return c.json(present(setDatabaseBackups(ctx, project, row, false)))
  })

  return routes
}
