// S3 buckets (001 §7 S3): GET /s3/users/{id}/buckets (default sort -created_in), GET /projects/{id}/s3/buckets,
// GET /s3/buckets/{id}. Buckets are only read: they are made with their user and go with it.
import { Hono } from 'hono'
import type { Ctx } from '../../context'
import { ownProject } from '../../domain/access'
import type { AppEnv } from '../../http/env'
import { ownInProject } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { s3UserResource } from '../s3_user/resource'
import { s3BucketResource } from './resource'

export function s3BucketRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/projects/:id/s3/buckets', (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, s3BucketResource, project.id, c.req.queries()))
  })

  routes.get('/s3/users/:id/buckets', (c) => {
    const { row, project } = ownInProject(ctx, s3UserResource, c.get('auth').accountId, c.req.param('id'))
    return c.json(listOwned(ctx, s3BucketResource, project.id, c.req.queries(), [{ sql: 'b.user_id = ?', params: [row.id] }]))
  })

  routes.get('/s3/buckets/:id', (c) => {
    const { row } = ownInProject(ctx, s3BucketResource, c.get('auth').accountId, c.req.param('id'))
    return c.json(s3BucketResource.present(ctx, row))
  })

  return routes
}
