// Projects of the caller's account (000 §3 Project): list, detail, services and limits; create and rename (a product
// decision: the spec shows no call for them).
import { Hono } from 'hono'
import { validateProjectCreateRequest, validateProjectUpdateRequest } from '../../generated/validators/index.js'
import type { Ctx } from '../context'
import { ownProject } from '../domain/access'
import type { AppEnv } from '../http/env'
import { list } from '../http/list'
import { limitsOf } from '../limits'
import { projectResource } from '../kinds/project'
import { listOwned } from '../kit/lists'
import { presentProject, presentServices } from '../present/project'
import { body } from '../http/validate'
import { createAccountProject, renameProject } from '../domain/projects'

export function projectRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/projects', (c) => {
    return c.json(listOwned(ctx, projectResource, c.get('auth').accountId, c.req.queries()))
  })

  routes.post('/projects', async (c) => {
    const request = await body(c, validateProjectCreateRequest)
    return c.json(presentProject(ctx, createAccountProject(ctx, c.get('auth').accountId, request.name)), 201)
  })

  routes.patch('/projects/:id', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateProjectUpdateRequest)
    return c.json(presentProject(ctx, renameProject(ctx, project, request.name)))
  })

  routes.get('/projects/:id', (c) => c.json(presentProject(ctx, ownProject(ctx, c.get('auth').accountId, c.req.param('id')))))

  routes.get('/projects/:id/services', (c) => c.json(presentServices(ctx, ownProject(ctx, c.get('auth').accountId, c.req.param('id')))))

  routes.get('/projects/:id/limits', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(list(limitsOf(ctx, project.id), c.req.queries(), { order: 'name' }))
  })

  return routes
}
