// Servers (001 §7 lists them with the project; 000 §4 Server actions): list, detail, start, stop, reboot,
// rename, delete, create (server-order.ts) and create_snapshot; resize, rescue, passwords, the admin key and the OS
// core update are in server-actions.ts.
import { Hono, type Context } from 'hono'
import {
  validateServerActionRequest,
  validateServerCreateRequest,
  validateServerDeleteRequest,
  validateServerRebootRequest,
  validateServerUpdateRequest,
  validateSnapshotCreateRequest,
} from '../../generated/validators/index.js'
import type { Ctx } from '../context'
import { ownProject, ownServer } from '../domain/access'
import { deleteServer, rebootServer, renameServer, startServer, stopServer } from '../domain/servers'
import { createServer } from '../domain/server-order'
import { createSnapshot } from '../domain/snapshots'
import type { AppEnv } from '../http/env'
import { body, check, flagsFromQuery } from '../http/validate'
import { serverResource } from '../kinds/server'
import { listOwned } from '../kit/lists'
import { presentServer } from '../present/server'
import { presentSnapshot } from '../present/snapshot'

export function serverRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = presentServer.bind(null, ctx.repos)
  const own = (c: Context<AppEnv>) => ownServer(ctx, c.get('auth').accountId, c.req.param('id') ?? '')

  routes.get('/projects/:id/servers', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, serverResource, project.id, c.req.queries()))
  })

  // 000 §4 Server actions: create (the order page, servers/new)
  routes.post('/projects/:id/servers', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateServerCreateRequest)
    return c.json(present(createServer(ctx, project, request)), 201)
  })

  routes.get('/servers/:id', (c) => c.json(present(own(c).server)))
  routes.get('/servers/:id/detail', (c) => c.json(present(own(c).server)))

  routes.patch('/servers/:id', async (c) => {
    const { server, project } = own(c)
    const request = await body(c, validateServerUpdateRequest)
    return c.json(present(renameServer(ctx, project, server, request)))
  })

  routes.post('/servers/:id/start', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerActionRequest)
    return c.json(present(startServer(ctx, project, server)), 202)
  })

  routes.post('/servers/:id/stop', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerActionRequest)
    return c.json(present(stopServer(ctx, project, server)), 202)
  })

  routes.post('/servers/:id/reboot', async (c) => {
    const { server, project } = own(c)
    await body(c, validateServerRebootRequest)
    return c.json(present(rebootServer(ctx, project, server)), 202)
  })

  routes.delete('/servers/:id', async (c) => {
    const { server, project } = own(c)
    const text = await c.req.text()
    const request = text.trim() === '' ? check(validateServerDeleteRequest, flagsFromQuery(c, ['keep_bootable_volume', 'clear_fstab'])) : await body(c, validateServerDeleteRequest)
    return c.json(present(deleteServer(ctx, project, server, request)), 202)
  })

  routes.post('/servers/:id/snapshots', async (c) => {
    const { server, project } = own(c)
    const request = await body(c, validateSnapshotCreateRequest)
    return c.json(presentSnapshot(ctx.repos, createSnapshot(ctx, project, server, request)), 201)
  })

  return routes
}
