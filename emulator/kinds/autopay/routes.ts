// Autopay (000 §4 Autopay actions; the emulator's calls, 001 §7 lists none): GET /autopay (also as the list
// /autopays and /autopays/{id}), POST /autopay/activate,
// /enable, /disable, PUT /autopay/settings, POST /autopay/card (edit_card), DELETE /autopay/card.
import { Hono } from 'hono'
import { validateAutopayActivateRequest, validateAutopayCardRequest, validateAutopaySettingsRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import type { AppEnv } from '../../http/env'
import { notFound } from '../../http/errors'
import { body } from '../../http/validate'
import { autopayResource } from './resource'
import { activateAutopay, autopayOf, deleteAutopayCard, editAutopayCard, editAutopaySettings, switchAutopay } from './rules'

export function autopayRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const present = (row: Parameters<typeof autopayResource.present>[1]) => autopayResource.present(ctx, row)

  routes.get('/autopay', (c) => c.json(present(autopayOf(ctx, c.get('auth').accountId))))
  // the account's one autopay as a list and by id, as the console's live table reads a kind
  routes.get('/autopays', (c) => c.json({ result: [present(autopayOf(ctx, c.get('auth').accountId))], count: 1 }))
  routes.get('/autopays/:id', (c) => {
    const accountId = c.get('auth').accountId
    if (c.req.param('id') !== accountId) throw notFound('Autopay not found')
    return c.json(present(autopayOf(ctx, accountId)))
  })
  routes.post('/autopay/activate', async (c) => c.json(present(activateAutopay(ctx, c.get('auth').accountId, await body(c, validateAutopayActivateRequest)))))
  routes.post('/autopay/enable', (c) => c.json(present(switchAutopay(ctx, c.get('auth').accountId, 'ON'))))
  routes.post('/autopay/disable', (c) => c.json(present(switchAutopay(ctx, c.get('auth').accountId, 'OFF'))))
  routes.put('/autopay/settings', async (c) => c.json(present(editAutopaySettings(ctx, c.get('auth').accountId, await body(c, validateAutopaySettingsRequest)))))
  routes.post('/autopay/card', async (c) => c.json(present(editAutopayCard(ctx, c.get('auth').accountId, (await body(c, validateAutopayCardRequest)).card))))
  routes.delete('/autopay/card', (c) => c.json(present(deleteAutopayCard(ctx, c.get('auth').accountId))))
  return routes
}
