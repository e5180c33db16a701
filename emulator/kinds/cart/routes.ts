// The cart's calls (000 §2 cart and order-from-site, 000 §4 Cart; 001 §7 names none, so the paths are the
// emulator's): GET and DELETE (clear) /cart; POST /cart/products; PATCH and DELETE /cart/products/{id};
// POST /cart/site-order (the order query of order-from-site); GET and PATCH /preferences (000 §3 per-user).
import { Hono } from 'hono'
import { validateCartProductCreateRequest, validateCartProductUpdateRequest, validateCartSiteOrderRequest, validatePreferencesUpdateRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import type { AppEnv } from '../../http/env'
import { ApiError } from '../../http/errors'
import { body, check } from '../../http/validate'
import { preferencesOf, setPreferences } from './preferences'
import { addProducts, cartOf, clearCart, decodeSiteOrder, deleteProduct, updateProduct, type ProductRequest } from './rules'

/** each product of the site's order checked as POST /cart/products checks one; a failure names order.<i>.<field> */
function siteProducts(order: string): ProductRequest[] {
  return decodeSiteOrder(order).map((product, index) => {
    try {
      return check(validateCartProductCreateRequest, product)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      throw new ApiError(
        400,
        error.errors.map((entry) => ({ ...entry, path: `order.${index}.${entry.path}` })),
      )
    }
  })
}

export function cartRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/cart', (c) => c.json(cartOf(ctx, c.get('auth').userId)))

  routes.delete('/cart', (c) => c.json(clearCart(ctx, c.get('auth'))))

  routes.post('/cart/products', async (c) => {
    const request = await body(c, validateCartProductCreateRequest)
    return c.json(addProducts(ctx, c.get('auth'), [request]), 201)
  })

  routes.post('/cart/site-order', async (c) => {
    const { order } = await body(c, validateCartSiteOrderRequest)
    return c.json(addProducts(ctx, c.get('auth'), siteProducts(order), 'order'), 201)
  })

  routes.patch('/cart/products/:id', async (c) => {
    const request = await body(c, validateCartProductUpdateRequest)
    return c.json(updateProduct(ctx, c.get('auth'), c.req.param('id'), request))
  })

  routes.delete('/cart/products/:id', (c) => c.json(deleteProduct(ctx, c.get('auth'), c.req.param('id'))))

  routes.get('/preferences', (c) => c.json(preferencesOf(ctx, c.get('auth').userId)))

  routes.patch('/preferences', async (c) => {
    const request = await body(c, validatePreferencesUpdateRequest)
    return c.json(setPreferences(ctx, c.get('auth').userId, { ...request }))
  })

  return routes
}
