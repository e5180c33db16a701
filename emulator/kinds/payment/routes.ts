// Payments: GET /payment-methods, GET and POST /payments, GET and DELETE /payments/{id}, POST
// /payments/grant (a promo code). A top-up answers the payment
// with where the payer pays: the card gateway's page (gateway.ts), the online bank's page, or an SBP QR code's
// link (bankPages.ts).
import { Hono } from 'hono'
import { validatePaymentCreateRequest, validatePaymentDeleteRequest, validatePromoCodeGrantRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import type { AppEnv } from '../../http/env'
import { body } from '../../http/validate'
import { ownInAccount } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { paymentLinks } from './bankPages'
import { PAYMENT_METHODS, presentMethod } from './methods'
import { deletePayment } from './document'
import { paymentResource } from './resource'
import { grantPromoCode } from './promo'
import { createTopUp } from './rules'

export function paymentRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/payment-methods', (c) => c.json({ result: PAYMENT_METHODS.map(presentMethod), count: PAYMENT_METHODS.length }))

  routes.get('/payments', (c) => c.json(listOwned(ctx, paymentResource, c.get('auth').accountId, c.req.queries())))

  routes.post('/payments/grant', async (c) => {
    const request = await body(c, validatePromoCodeGrantRequest)
    return c.json(paymentResource.present(ctx, grantPromoCode(ctx, c.get('auth').accountId, request.code)), 201)
  })

  routes.get('/payments/:id', (c) => c.json(paymentResource.present(ctx, ownInAccount(ctx, paymentResource, c.get('auth').accountId, c.req.param('id')))))

  routes.delete('/payments/:id', async (c) => {
    const row = ownInAccount(ctx, paymentResource, c.get('auth').accountId, c.req.param('id'))
    await body(c, validatePaymentDeleteRequest)
    deletePayment(ctx, row)
    return c.body(null, 204)
  })

  routes.post('/payments', async (c) => {
    const request = await body(c, validatePaymentCreateRequest)
    const row = createTopUp(ctx, c.get('auth').accountId, request)
    // a bank invoice (it names its payer) is paid by a transfer, not on the gateway's page: its document is the invoice
    return c.json({ ...paymentResource.present(ctx, row), ...(row.payer_id === null ? paymentLinks(new URL(c.req.url).origin, row) : {}) }, 201)
  })

  return routes
}
