// DBaaS clusters and the catalogue (001 §7 DBaaS): datastores and their configuration forms, related resources,
// clusters, their configuration, nodes and long operations (202 with the cluster in its processing status, the rest
// of the way on the websocket, entity `dbaas_cluster`).
import { Hono, type Context } from 'hono'
import {
  validateDbaasClusterCreateRequest,
  validateDbaasClusterExtendStorageRequest,
  validateDbaasClusterResizeRequest,
  validateDbaasClusterUpdateRequest,
  validateDbaasConfigurationResetRequest,
  validateDbaasConfigurationUpdateRequest,
} from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { notFound } from '../../http/errors'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { limitsOf } from '../../limits'
import { configurationOf, DATASTORES, datastoreOf, DBAAS_FLAVORS } from './catalogue'
import { dbaasNodeResource } from './nodes'
import { changedConfiguration, dbaasClusterResource, type DbaasClusterRow } from './resource'
import { createCluster, deleteCluster, disableBackups, enableBackups, extendStorage, renameCluster, resetConfiguration, resizeCluster, startCluster, stopCluster, updateConfiguration } from './rules'

const DBAAS_LIMITS: readonly string[] = ['dbaas-clusters', 'dbaas-storage']

export function dbaasClusterRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: DbaasClusterRow) => dbaasClusterResource.present(ctx, row)
  const own = (c: Context<AppEnv>) => ownInProject(ctx, dbaasClusterResource, c.get('auth').accountId, c.req.param('id') ?? '')
  const project = (c: Context<AppEnv>) => ownProject(ctx, c.get('auth').accountId, c.req.param('id') ?? '')

  // the datastores (000 §3: MySQL or PostgreSQL) with the flavors a cluster may have
  routes.get('/projects/:id/dbaas/datastores', (c) => {
    project(c)
    const result = DATASTORES.map((datastore) => ({ id: datastore.id, name: datastore.name, version: datastore.version, port: datastore.port, flavors: DBAAS_FLAVORS }))
    return c.json({ result, count: result.length })
  })
  routes.get('/dbaas/datastores/:id/configuration/form', (c) => {
    const datastore = datastoreOf(c.req.param('id'))
    if (!datastore) throw notFound('Datastore not found')
    return c.json({ datastore: datastore.id, fields: datastore.form })
  })
  // what an order of a cluster draws on: the DBaaS limits and the project's free addresses
  routes.get('/projects/:id/dbaas/related-resources', (c) => {
    const own = project(c)
    return c.json({ limits: limitsOf(ctx, own.id).filter((limit) => DBAAS_LIMITS.includes(limit.name)), datastores: DATASTORES.map((datastore) => datastore.id) })
  })

  routes.get('/projects/:id/dbaas/clusters', (c) => c.json(listOwned(ctx, dbaasClusterResource, project(c).id, c.req.queries())))
  routes.post('/projects/:id/dbaas/clusters', async (c) => {
    const own = project(c)
    const request = await body(c, validateDbaasClusterCreateRequest)
    return c.json(present(createCluster(ctx, own, request)), 201)
  })

  routes.get('/dbaas/clusters/:id', (c) => c.json(present(own(c).row)))
  routes.patch('/dbaas/clusters/:id', async (c) => {
    const { row, project } = own(c)
    return c.json(present(renameCluster(ctx, project, row, await body(c, validateDbaasClusterUpdateRequest))))
  })
  routes.delete('/dbaas/clusters/:id', (c) => {
    const { row, project } = own(c)
    return c.json(present(deleteCluster(ctx, project, row)), 202)
  })

  routes.post('/dbaas/clusters/:id/stop', (c) => {
    const { row, project } = own(c)
    return c.json(present(stopCluster(ctx, project, row)), 202)
  })
  routes.post('/dbaas/clusters/:id/start', (c) => {
    const { row, project } = own(c)
    return c.json(present(startCluster(ctx, project, row)), 202)
  })
  routes.post('/dbaas/clusters/:id/resize', async (c) => {
    const { row, project } = own(c)
    return c.json(present(resizeCluster(ctx, project, row, await body(c, validateDbaasClusterResizeRequest))), 202)
  })
  routes.post('/dbaas/clusters/:id/extend-storage', async (c) => {
    const { row, project } = own(c)
    return c.json(present(extendStorage(ctx, project, row, await body(c, validateDbaasClusterExtendStorageRequest))), 202)
  })
  routes.post('/dbaas/clusters/:id/backup/enable', (c) => {
    const { row, project } = own(c)
    return c.json(present(enableBackups(ctx, project, row)))
  })
  routes.post('/dbaas/clusters/:id/backup/disable', (c) => {
    const { row, project } = own(c)
    return c.json(present(disableBackups(ctx, project, row)))
  })

  // the values the cluster changed over the datastore's defaults, and all of them
  routes.get('/dbaas/clusters/:id/configuration', (c) => c.json(changedConfiguration(own(c).row)))
  routes.get('/dbaas/clusters/:id/configuration/all', (c) => {
    const { row } = own(c)
    const datastore = datastoreOf(row.datastore_id)
    return c.json(datastore ? configurationOf(datastore, changedConfiguration(row)) : {})
  })
  routes.put('/dbaas/clusters/:id/configuration', async (c) => {
    const { row, project } = own(c)
    return c.json(present(updateConfiguration(ctx, project, row, await body(c, validateDbaasConfigurationUpdateRequest))), 202)
  })
  routes.post('/dbaas/clusters/:id/configuration/reset', async (c) => {
    const { row, project } = own(c)
    return c.json(present(resetConfiguration(ctx, project, row, await body(c, validateDbaasConfigurationResetRequest))), 202)
  })

  routes.get('/dbaas/clusters/:id/nodes', (c) => {
    const { row } = own(c)
    return c.json(listOwned(ctx, dbaasNodeResource, row.project_id, c.req.queries(), [{ sql: 'n.cluster_id = ?', params: [row.id] }]))
  })

  return routes
}
