// API tokens (001 §7 Other): GET and POST /access-tokens, POST /access-tokens/{id}/renew, PATCH and DELETE
// /access-tokens/{id}.
import { Hono, type Context } from 'hono'
import { validateAccessTokenCreateRequest, validateAccessTokenUpdateRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInAccount } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { apiTokenResource } from './resource'
import { createApiToken, deleteApiToken, renameApiToken, renewApiToken } from './rules'

export function apiTokenRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const own = (c: Context<AppEnv>) => ownInAccount(ctx, apiTokenResource, c.get('auth').accountId, c.req.param('id') ?? '')

  routes.get('/access-tokens', (c) => c.json(listOwned(ctx, apiTokenResource, c.get('auth').accountId, c.req.queries())))

  routes.post('/access-tokens', async (c) => {
    const request = await body(c, validateAccessTokenCreateRequest)
    return c.json(createApiToken(ctx, c.get('auth'), request), 201)
  })

  routes.post('/access-tokens/:id/renew', (c) => c.json(renewApiToken(ctx, own(c))))

  routes.patch('/access-tokens/:id', async (c) => {
    const row = own(c)
    const request = await body(c, validateAccessTokenUpdateRequest)
    return c.json(apiTokenResource.present(ctx, renameApiToken(ctx, row, request)))
  })

  routes.delete('/access-tokens/:id', (c) => {
    deleteApiToken(ctx, own(c))
    return c.body(null, 204)
  })

  return routes
}
