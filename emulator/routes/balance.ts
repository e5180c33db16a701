// GET /balance (000 §3 Balance: balance, current_cost {month, hour}, credit_limit, days_left_until_zero).
import { Hono } from 'hono'
import type { Ctx } from '../context'
import type { AppEnv } from '../http/env'
import { balanceOf } from '../money'

export function balanceRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/balance', (c) => c.json(balanceOf(ctx, c.get('auth').accountId)))
  return routes
}
