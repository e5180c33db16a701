// S3 users (001 §7 S3): GET and POST /projects/{id}/s3/users; GET, PATCH (name) and DELETE /s3/users/{id};
// PUT /s3/users/{id}/quotas; POST /s3/users/{id}/suspend and /unsuspend; GET and POST (reset)
// /s3/users/{id}/credentials; POST /s3/random-free-name. Suspend, unsuspend, quotas and delete are long: 202 with
// the user in its processing status, the rest on the websocket (entity s3_user).
import { Hono, type Context } from 'hono'
import { validateS3UserCreateRequest, validateS3UserQuotasRequest, validateS3UserUpdateRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { s3UserResource, type S3UserRow } from './resource'
import { changeS3Quotas, createS3User, credentialsOf, deleteS3User, randomFreeName, renameS3User, resetS3Credentials, suspendS3User, unsuspendS3User } from './rules'

export function s3UserRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: S3UserRow) => s3UserResource.present(ctx, row)
  const own = (c: Context<AppEnv>) => ownInProject(ctx, s3UserResource, c.get('auth').accountId, c.req.param('id') ?? '')

  routes.get('/projects/:id/s3/users', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, s3UserResource, project.id, c.req.queries()))
  })

  routes.post('/projects/:id/s3/users', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateS3UserCreateRequest)
    return c.json(present(createS3User(ctx, project, request)), 201)
  })

  routes.post('/s3/random-free-name', (c) => c.json(randomFreeName(ctx)))

  routes.get('/s3/users/:id', (c) => c.json(present(own(c).row)))

  routes.patch('/s3/users/:id', async (c) => {
    const { row, project } = own(c)
    const request = await body(c, validateS3UserUpdateRequest)
    return c.json(present(renameS3User(ctx, project, row, request)))
  })

  routes.delete('/s3/users/:id', (c) => {
    const { row, project } = own(c)
    return c.json(present(deleteS3User(ctx, project, row)), 202)
  })

  routes.put('/s3/users/:id/quotas', async (c) => {
    const { row, project } = own(c)
    const request = await body(c, validateS3UserQuotasRequest)
    return c.json(present(changeS3Quotas(ctx, project, row, request)), 202)
  })

  routes.post('/s3/users/:id/suspend', (c) => {
    const { row, project } = own(c)
    return c.json(present(suspendS3User(ctx, project, row)), 202)
  })

  routes.post('/s3/users/:id/unsuspend', (c) => {
    const { row, project } = own(c)
    return c.json(present(unsuspendS3User(ctx, project, row)), 202)
  })

  routes.get('/s3/users/:id/credentials', (c) => c.json(credentialsOf(own(c).row)))

  routes.post('/s3/users/:id/credentials', (c) => {
    const { row, project } = own(c)
    return c.json(resetS3Credentials(ctx, project, row))
  })

  return routes
}
