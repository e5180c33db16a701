// Licence calls (product decision: 001 §7 lists none; the API's pattern of a kind under its owner, as
// /loadbalancers/{id}/rules): GET /projects/{id}/licenses (filter server_id), GET and POST /servers/{id}/licenses
// {addon, value?}, GET, PATCH {value} and DELETE /licenses/{id}. Create, change and delete are long: 201/202 with
// the licence CREATING, CHANGING or DELETING, the rest on the websocket.
import { Hono, type Context } from 'hono'
import { validateServerLicenseChangeRequest, validateServerLicenseCreateRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import type { ServerRow } from '../../db/servers'
import { ownProject, ownServer } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { serverLicenseResource, type ServerLicenseRow } from './resource'
import { addLicense, changeLicense, deleteLicense } from './rules'

export function serverLicenseRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: ServerLicenseRow) => serverLicenseResource.present(ctx, row)
  const own = (c: Context<AppEnv>) => {
    const { row, project } = ownInProject(ctx, serverLicenseResource, c.get('auth').accountId, c.req.param('id') ?? '')
    return { row, project, server: ctx.repos.servers.server(row.server_id) as ServerRow }
  }

  routes.get('/projects/:id/licenses', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, serverLicenseResource, project.id, c.req.queries()))
  })

  routes.get('/servers/:id/licenses', (c) => {
    const { server, project } = ownServer(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, serverLicenseResource, project.id, { ...c.req.queries(), server_id: [server.id] }))
  })

  routes.post('/servers/:id/licenses', async (c) => {
    const { server, project } = ownServer(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateServerLicenseCreateRequest)
    return c.json(present(addLicense(ctx, project, server, request)), 201)
  })

  routes.get('/licenses/:id', (c) => c.json(present(own(c).row)))

  routes.patch('/licenses/:id', async (c) => {
    const { row, project, server } = own(c)
    const request = await body(c, validateServerLicenseChangeRequest)
    return c.json(present(changeLicense(ctx, project, server, row, request)), 202)
  })

  routes.delete('/licenses/:id', (c) => {
    const { row, project, server } = own(c)
    return c.json(present(deleteLicense(ctx, project, server, row)), 202)
  })

  return routes
}
