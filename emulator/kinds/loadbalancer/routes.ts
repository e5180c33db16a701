// Load balancers and their rules (001 §7 Load balancers). Start, stop, the algorithm, the health monitor and
// delete are long operations: 202 with the balancer in its processing status, the rest on the websocket.
import { Hono, type Context } from 'hono'
import {
  validateLoadbalancerAlgorithmRequest,
  validateLoadbalancerCreateRequest,
  validateLoadbalancerHealthmonitorRequest,
  validateLoadbalancerRuleCreateRequest,
  validateLoadbalancerUpdateRequest,
} from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { loadbalancerRuleResource, type LoadbalancerRuleRow } from '../loadbalancer_rule/resource'
import { createRule, deleteRule } from '../loadbalancer_rule/rules'
import { loadbalancerResource, type LoadbalancerRow } from './resource'
import { changeAlgorithm, changeHealthmonitor, createLoadbalancer, deleteLoadbalancer, renameLoadbalancer, startLoadbalancer, stopLoadbalancer } from './rules'

export function loadbalancerRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: LoadbalancerRow) => loadbalancerResource.present(ctx, row)
  const presentRule = (row: LoadbalancerRuleRow) => loadbalancerRuleResource.present(ctx, row)
  const own = (c: Context<AppEnv>) => ownInProject(ctx, loadbalancerResource, c.get('auth').accountId, c.req.param('id') ?? '')
  const ownRule = (c: Context<AppEnv>) => ownInProject(ctx, loadbalancerRuleResource, c.get('auth').accountId, c.req.param('id') ?? '')

  // 001 §7 GET /projects/{id}/loadbalancers/rules: every rule of the project (default order -created_in)
  routes.get('/projects/:id/loadbalancers/rules', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, loadbalancerRuleResource, project.id, c.req.queries()))
  })

  routes.get('/projects/:id/loadbalancers', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, loadbalancerResource, project.id, c.req.queries()))
  })

  routes.post('/projects/:id/loadbalancers', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateLoadbalancerCreateRequest)
    return c.json(present(createLoadbalancer(ctx, project, request)), 201)
  })

  // the rule routes come before /loadbalancers/:id so that `rules` is not read as a balancer's id
  routes.get('/loadbalancers/rules/:id', (c) => c.json(presentRule(ownRule(c).row)))
  routes.delete('/loadbalancers/rules/:id', (c) => {
    const { row, project } = ownRule(c)
    return c.json(presentRule(deleteRule(ctx, project, row)), 202)
  })

  routes.get('/loadbalancers/:id', (c) => c.json(present(own(c).row)))

  routes.patch('/loadbalancers/:id', async (c) => {
    const { row, project } = own(c)
    const request = await body(c, validateLoadbalancerUpdateRequest)
    return c.json(present(renameLoadbalancer(ctx, project, row, request)))
  })

  routes.delete('/loadbalancers/:id', (c) => {
    const { row, project } = own(c)
    return c.json(present(deleteLoadbalancer(ctx, project, row)), 202)
  })

  routes.post('/loadbalancers/:id/start', (c) => {
    const { row, project } = own(c)
    return c.json(present(startLoadbalancer(ctx, project, row)), 202)
  })

  routes.post('/loadbalancers/:id/stop', (c) => {
    const { row, project } = own(c)
    return c.json(present(stopLoadbalancer(ctx, project, row)), 202)
  })

  routes.post('/loadbalancers/:id/algorithm', async (c) => {
    const { row, project } = own(c)
    const request = await body(c, validateLoadbalancerAlgorithmRequest)
    return c.json(present(changeAlgorithm(ctx, project, row, request)), 202)
  })

  routes.put('/loadbalancers/:id/healthmonitor', async (c) => {
    const { row, project } = own(c)
    const request = await body(c, validateLoadbalancerHealthmonitorRequest)
    return c.json(present(changeHealthmonitor(ctx, project, row, request)), 202)
  })

  routes.get('/loadbalancers/:id/rules', (c) => {
    const { row, project } = own(c)
    return c.json(listOwned(ctx, loadbalancerRuleResource, project.id, c.req.queries(), [{ sql: 'r.loadbalancer_id = ?', params: [row.id] }]))
  })

  routes.post('/loadbalancers/:id/rules', async (c) => {
    const { row, project } = own(c)
    const request = await body(c, validateLoadbalancerRuleCreateRequest)
    return c.json(presentRule(createRule(ctx, project, row, request)), 201)
  })

  return routes
}
