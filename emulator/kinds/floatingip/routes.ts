// Floating IPs (001 §7 Floating IPs). Attach, detach and delete are long operations: 202 with the address in
// its processing status, the rest of the way on the websocket (entity `address`).
import { Hono, type Context } from 'hono'
import {
  validateFloatingipAttachRequest,
  validateFloatingipBandwidthRequest,
  validateFloatingipCreateRequest,
  validateFloatingipPrimaryRequest,
  validateFloatingipPtrRequest,
} from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { floatingipResource, type FloatingipRow } from './resource'
import { attachFloatingip, createFloatingip, deleteFloatingip, detachFloatingip, makePrimary, setBandwidth, setPtr } from './rules'

export function floatingipRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: FloatingipRow) => floatingipResource.present(ctx, row)
  // a server's internal addresses are not floating IPs
  const own = (c: Context<AppEnv>) => ownInProject(ctx, floatingipResource, c.get('auth').accountId, c.req.param('id') ?? '', (row) => row.external === 1)

  routes.get('/projects/:id/addresses', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, floatingipResource, project.id, c.req.queries(), [{ sql: 'a.external = 1', params: [] }]))
  })

  routes.post('/projects/:id/addresses', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateFloatingipCreateRequest)
    return c.json(present(createFloatingip(ctx, project, request)), 201)
  })

  routes.get('/addresses/:id/detail', (c) => c.json(present(own(c).row)))
  routes.get('/addresses/:id', (c) => c.json(present(own(c).row)))

  routes.delete('/addresses/:id', (c) => {
    const { row, project } = own(c)
    return c.json(present(deleteFloatingip(ctx, project, row)), 202)
  })

  const attach = (entity?: 'server' | 'loadbalancer') => async (c: Context<AppEnv>) => {
    const { row, project } = own(c)
    const request = await body(c, validateFloatingipAttachRequest)
    return c.json(present(attachFloatingip(ctx, project, row, entity ? { ...request, entity } : request)), 202)
  }
  routes.post('/addresses/:id/attach', attach())
  routes.post('/floatingips/:id/attach/server', attach('server'))
  routes.post('/addresses/:id/attach/loadbalancer', attach('loadbalancer'))

  routes.post('/addresses/:id/detach', async (c) => {
    const { row, project } = own(c)
    return c.json(present(detachFloatingip(ctx, project, row)), 202)
  })

  routes.put('/addresses/:id/ptr', async (c) => {
    const { row, project } = own(c)
    const request = await body(c, validateFloatingipPtrRequest)
    return c.json(present(setPtr(ctx, project, row, request)))
  })

  routes.post('/addresses/:id/primary', async (c) => {
    const { row, project } = own(c)
    const request = await body(c, validateFloatingipPrimaryRequest)
    return c.json(present(makePrimary(ctx, project, row, request)))
  })

  routes.post('/addresses/:id/bandwidth', async (c) => {
    const { row, project } = own(c)
    const request = await body(c, validateFloatingipBandwidthRequest)
    return c.json(present(setBandwidth(ctx, project, row, request)))
  })

  return routes
}
