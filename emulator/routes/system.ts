// The provider's system calls of 001 §7 "Other": GET /maintenance-mode (000 §3: maintenance mode, enable), asked
// before sign-in too, and POST /frontend-error, where the console reports its errors (000 §3 error alert report).
// The emulator keeps the reports in memory for demos (GET /emulator/frontend-errors) and switches maintenance
// with POST /emulator/maintenance-mode when its controls are on.
import { Hono } from 'hono'
import { validateFrontendErrorRequest } from '../../generated/validators/index.js'
import type { Ctx } from '../context'
import type { AppEnv } from '../http/env'
import { forbidden } from '../http/errors'
import { body } from '../http/validate'

/** the newest reports kept; older ones are dropped */
const KEPT_REPORTS = 200

export interface SystemState {
  maintenance: boolean
  reports: Record<string, unknown>[]
}

export const newSystemState = (): SystemState => ({ maintenance: false, reports: [] })

export function systemRoutes(state: SystemState): (ctx: Ctx) => Hono<AppEnv> {
  return () => {
    const routes = new Hono<AppEnv>()
    routes.get('/maintenance-mode', (c) => c.json({ enable: state.maintenance }))
    routes.post('/frontend-error', async (c) => {
      const report = await body(c, validateFrontendErrorRequest)
      state.reports.unshift({ ...report, user_id: c.get('auth').userId })
      state.reports.length = Math.min(state.reports.length, KEPT_REPORTS)
      return c.body(null, 204)
    })
    return routes
  }
}

export function systemControls(ctx: Ctx, state: SystemState): Hono {
  const routes = new Hono()
  routes.get('/frontend-errors', (c) => c.json({ result: state.reports, count: state.reports.length }))
  routes.post('/maintenance-mode', async (c) => {
    if (!ctx.options.faultsEndpoint) throw forbidden('The emulator controls are off: start it with EMULATOR_FAULTS_ENDPOINT=1')
    const request = (await c.req.json().catch(() => ({}))) as { enable?: unknown }
    state.maintenance = request.enable === true
    return c.json({ enable: state.maintenance })
  })
  return routes
}
