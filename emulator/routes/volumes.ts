// Volumes and local disks (001 §7 Volumes and disks). Long operations answer 202 with the volume in its
// processing status; the rest of the way arrives on the websocket.
import { Hono, type Context } from 'hono'
import {
  validateVolumeAttachRequest,
  validateVolumeCreateRequest,
  validateVolumeDeleteRequest,
  validateVolumeDetachRequest,
  validateVolumeExtendRequest,
  validateVolumeUpdateRequest,
} from '../../generated/validators/index.js'
import type { Ctx } from '../context'
import { ownProject, ownVolume } from '../domain/access'
import { attachVolume, detachVolume, extendVolume } from '../domain/volume-actions'
import { createVolume, deleteVolume, updateVolume } from '../domain/volumes'
import type { AppEnv } from '../http/env'
import { body, check, flagsFromQuery } from '../http/validate'
import { volumeResource } from '../kinds/volume'
import { listOwned } from '../kit/lists'
import { presentVolume } from '../present/volume'

export function volumeRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = presentVolume.bind(null, ctx.repos)
  const own = (c: Context<AppEnv>, storageType?: 'volume' | 'local') => ownVolume(ctx, c.get('auth').accountId, c.req.param('id') ?? '', storageType)

  const listOf = (c: Context<AppEnv>, storageType: 'volume' | 'local') => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id') ?? '')
    return c.json(listOwned(ctx, volumeResource, project.id, c.req.queries(), [{ sql: 'v.storage_type = ?', params: [storageType] }]))
  }

  routes.get('/projects/:id/volumes', (c) => listOf(c, 'volume'))
  routes.get('/projects/:id/local-disks', (c) => listOf(c, 'local'))

  routes.post('/projects/:id/volumes', async (c) => {
    const project = ownProject(ctx, c.get('auth').accountId, c.req.param('id'))
    const request = await body(c, validateVolumeCreateRequest)
    return c.json(present(createVolume(ctx, project, request)), 201)
  })

  routes.get('/local-disks/:id/detail', (c) => c.json(present(own(c, 'local').volume)))
  routes.get('/volumes/:id/detail', (c) => c.json(present(own(c).volume)))
  routes.get('/volumes/:id', (c) => c.json(present(own(c).volume)))

  routes.patch('/volumes/:id', async (c) => {
    const { volume, project } = own(c)
    const request = await body(c, validateVolumeUpdateRequest)
    return c.json(present(updateVolume(ctx, project, volume, request)))
  })

  routes.delete('/volumes/:id', async (c) => {
    const { volume, project } = own(c)
    // force and clear_fstab come as a JSON body or, since DELETE bodies are often dropped, as query flags
    const text = await c.req.text()
    const request = text.trim() === '' ? check(validateVolumeDeleteRequest, flagsFromQuery(c, ['force', 'clear_fstab'])) : await body(c, validateVolumeDeleteRequest)
    return c.json(present(deleteVolume(ctx, project, volume, request)), 202)
  })

  routes.post('/volumes/:id/attach', async (c) => {
    const { volume, project } = own(c)
    const request = await body(c, validateVolumeAttachRequest)
    return c.json(present(attachVolume(ctx, project, volume, request)), 202)
  })

  routes.post('/volumes/:id/detach', async (c) => {
    const { volume, project } = own(c)
    const request = await body(c, validateVolumeDetachRequest)
    return c.json(present(detachVolume(ctx, project, volume, request)), 202)
  })

  routes.post('/volumes/:id/extend', async (c) => {
    const { volume, project } = own(c)
    const request = await body(c, validateVolumeExtendRequest)
    return c.json(present(extendVolume(ctx, project, volume, request)), 202)
  })

  return routes
}
