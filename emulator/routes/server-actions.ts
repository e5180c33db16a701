// Server actions of 000 §4 beyond the basic ones (calls inferred from the API's pattern, 001 §7 lists none):
// POST /servers/{id}/resize, /rescue/enable, /rescue/disable, /rescue/password, /password, /os-core-update;
// POST and DELETE /servers/{id}/admin-key.
import { Hono, type Context } from 'hono'
import { validateServerActionRequest, validateServerAdminKeyRequest, validateServerPasswordRequest, validateServerResizeRequest } from '../../generated/validators/index.js'
import type { Ctx } from '../context'
import { ownServer } from '../domain/access'
import { addAdminKey, changeServerPassword, deleteAdminKey, disableRescue, enableRescue, requestOsCoreUpdate, resizeServer, setRescuePassword } from '../domain/server-actions'
import type { AppEnv } from '../http/env'
import { body } from '../http/validate'
import { presentServer } from '../present/server'

export function serverActionRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = presentServer.bind(null, ctx.repos)
  const own = (c: Context<AppEnv>) => ownServer(ctx, c.get('auth').accountId, c.req.param('id') ?? '')

  routes.post('/servers/:id/resize', async (c) => {
    const { server, project } = own(c)
    const request = await body(c, validateServerResizeRequest)
    return c.json(present(resizeServer(ctx, project, server, request)), 202)
  })

  routes.post('/servers/:id/rescue/enable', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerActionRequest)
    return c.json(present(enableRescue(ctx, project, server)), 202)
  })

  routes.post('/servers/:id/rescue/disable', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerActionRequest)
    return c.json(present(disableRescue(ctx, project, server)), 202)
  })

  routes.post('/servers/:id/rescue/password', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerPasswordRequest)
    return c.json(present(setRescuePassword(ctx, project, server)))
  })

  routes.post('/servers/:id/password', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerPasswordRequest)
    return c.json(present(changeServerPassword(ctx, project, server)))
  })

  routes.post('/servers/:id/admin-key', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerAdminKeyRequest)
    return c.json(present(addAdminKey(ctx, project, server)), 202)
  })

  routes.delete('/servers/:id/admin-key', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerAdminKeyRequest)
    return c.json(present(deleteAdminKey(ctx, project, server)), 202)
  })

  routes.post('/servers/:id/os-core-update', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerActionRequest)
    const { server: changed, requested_in } = requestOsCoreUpdate(ctx, project, server)
    return c.json({ ...present(changed), os_core_update_requested_in: requested_in }, 202)
  })

  return routes
}
