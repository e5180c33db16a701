// Projects of the caller's account (000 §3 Project): list, detail, services and limits.
import { Hono } from 'hono'
import type { Ctx } from '../context'
import { ownProject } from '../domain/access'
import type { AppEnv } from '../http/env'
import { list } from '../http/list'
import { limitsOf } from '../limits'
import { projectResource } from '../kinds/project'
import { listOwned } from '../kit/lists'
import { presentProject, presentServices } from '../present/project'

export function projectRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/projects', (c) => {
    return c.json(listOwned(ctx, projectResource, c.get('auth').accountId, c.req.queries()))
  })

  routes.get('/projects/:id', (c) => c.json(presentProject(ctx, ownProject(ctx, c.get('auth').accountId, c.req.param('id')))))

  routes.get('/projects/:id/services', (c) => c.json(presentServices(ctx, ownProject(ctx, c.get('auth').accountId, c.req.param('id')))))

  routes.get('/projects/:id/limits', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(list(limitsOf(ctx, project.id), c.req.queries(), { order: 'name' }))
  })

  return routes
}
