// DBaaS backups (001 §7 DBaaS): the project's backups (type__in, parent filters cluster.id / database.id, order, limit),
// one backup, its download link (000 §4: not while BUILD), and the backup plans (the clusters and databases whose
// daily backups are on). Websocket entity `dbaas_backup`.
import { Hono, type Context } from 'hono'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { rowsOf } from '../../kit/rows'
import { dbaasClusterResource } from '../dbaas_cluster/resource'
import { dbaasDatabaseResource } from '../dbaas_database/resource'
import { dbaasBackupResource } from './resource'
import { backupUrl } from './rules'

export function dbaasBackupRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const own = (c: Context<AppEnv>) => ownInProject(ctx, dbaasBackupResource, c.get('auth').accountId, c.req.param('id') ?? '')

  routes.get('/projects/:id/dbaas/backups', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, dbaasBackupResource, project.id, c.req.queries()))
  })
  routes.get('/dbaas/backups/:id', (c) => c.json(dbaasBackupResource.present(ctx, own(c).row)))
  routes.post('/dbaas/backups/:id/download', (c) => c.json(backupUrl(own(c).row)))

  // 001 §9: cluster backups daily, database dumps daily with a 25 to 45 minute window
  routes.get('/projects/:id/dbaas/backup/plans', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const clusters = rowsOf(ctx, dbaasClusterResource, project.id)
      .filter((cluster) => cluster.backup_enabled === 1)
      .map((cluster) => ({ id: `cluster-${cluster.id}`, type: 'FULL', schedule: 'daily', cluster: { id: cluster.id, name: cluster.name }, database: null, created_in: cluster.created_in }))
    const databases = rowsOf(ctx, dbaasDatabaseResource, project.id)
      .filter((database) => database.backup_enabled === 1)
      .map((database) => ({
        id: `database-${database.id}`,
        type: 'PARTIAL',
        schedule: 'daily',
        window_minutes: [25, 45],
        cluster: { id: database.cluster_id },
        database: { id: database.id, name: database.name },
        created_in: database.created_in,
      }))
    const result = [...clusters, ...databases]
    return c.json({ result, count: result.length })
  })

  return routes
}
