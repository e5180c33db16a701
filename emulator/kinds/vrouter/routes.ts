// Virtual routers (001 §7 Virtual routers): list and create in a project, read, start, stop and delete one. Start,
// stop and delete are long operations: 202 with the router in its processing status, the rest on the websocket.
import { Hono, type Context } from 'hono'
import { validateVrouterCreateRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { vrouterResource, type VrouterRow } from './resource'
import { createVrouter, deleteVrouter, startVrouter, stopVrouter } from './rules'

export function vrouterRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: VrouterRow) => vrouterResource.present(ctx, row)
  const own = (c: Context<AppEnv>) => ownInProject(ctx, vrouterResource, c.get('auth').accountId, c.req.param('id') ?? '')

  routes.get('/projects/:id/vrouters', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, vrouterResource, project.id, c.req.queries()))
  })

  routes.post('/projects/:id/vrouters', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateVrouterCreateRequest)
    return c.json(present(createVrouter(ctx, project, request)), 201)
  })

  routes.get('/vrouters/:id', (c) => c.json(present(own(c).row)))

  routes.delete('/vrouters/:id', (c) => {
    const { row, project } = own(c)
    return c.json(present(deleteVrouter(ctx, project, row)), 202)
  })

  routes.post('/vrouters/:id/start', (c) => {
    const { row, project } = own(c)
    return c.json(present(startVrouter(ctx, project, row)), 202)
  })

  routes.post('/vrouters/:id/stop', (c) => {
    const { row, project } = own(c)
    return c.json(present(stopVrouter(ctx, project, row)), 202)
  })

  return routes
}
