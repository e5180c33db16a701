// Snapshots (001 §7 Snapshots): list, detail, delete, restore into a new server.
import { Hono, type Context } from 'hono'
import { validateSnapshotRestoreRequest } from '../../generated/validators/index.js'
import type { Ctx } from '../context'
import { ownProject, ownSnapshot } from '../domain/access'
import { restoreSnapshot } from '../domain/restore'
import { deleteSnapshot } from '../domain/snapshots'
import type { AppEnv } from '../http/env'
import { body } from '../http/validate'
import { snapshotResource } from '../kinds/snapshot'
import { listOwned } from '../kit/lists'
import { presentServer } from '../present/server'
import { presentSnapshot } from '../present/snapshot'

export function snapshotRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = presentSnapshot.bind(null, ctx.repos)
  const own = (c: Context<AppEnv>) => ownSnapshot(ctx, c.get('auth').accountId, c.req.param('id') ?? '')

  routes.get('/projects/:id/snapshots', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, snapshotResource, project.id, c.req.queries()))
  })

  routes.get('/snapshots/:id', (c) => c.json(present(own(c).snapshot)))

  routes.delete('/snapshots/:id', (c) => {
    const { snapshot, project } = own(c)
    return c.json(present(deleteSnapshot(ctx, project, snapshot)), 202)
  })

  /** answers the new server (BUILDING); the console then goes to servers_all (001 §2) */
  routes.post('/snapshots/:id/restore', async (c) => {
    const { snapshot, project } = own(c)
    const request = await body(c, validateSnapshotRestoreRequest)
    return c.json(presentServer(ctx.repos, restoreSnapshot(ctx, project, snapshot, request)), 201)
  })

  return routes
}
