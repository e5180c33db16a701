// Keypairs (001 §7 Keypairs): list, upload, generate, delete by keypair_id.
import { Hono } from 'hono'
import { validateKeypairCreateRequest, validateKeypairGenerateRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { keypairResource } from './resource'
import { deleteKeypair, generateNamedKeypair, uploadKeypair } from './rules'

export function keypairRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: Parameters<typeof keypairResource.present>[1]) => keypairResource.present(ctx, row)

  routes.get('/projects/:id/keypairs', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, keypairResource, project.id, c.req.queries()))
  })

  routes.post('/projects/:id/keypairs', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateKeypairCreateRequest)
    return c.json(present(uploadKeypair(ctx, project, request)), 201)
  })

  routes.post('/projects/:id/keypairs/generate', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateKeypairGenerateRequest)
    const { row, private_key } = generateNamedKeypair(ctx, project, request)
    return c.json({ ...present(row), private_key }, 201)
  })

  routes.delete('/keypairs/:keypair_id', (c) => {
    const { row, project } = ownInProject(ctx, keypairResource, c.get('auth').accountId, c.req.param('keypair_id'))
    deleteKeypair(ctx, project, row)
    return c.body(null, 204)
  })

  return routes
}
