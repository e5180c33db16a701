// Fault injection on the API: added latency, then a share of requests answered 503 before anything runs.
import type { MiddlewareHandler } from 'hono'
import type { Ctx } from '../context'
import { NOFIELD } from './errors'

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

export function injectFaults(ctx: Ctx): MiddlewareHandler {
  return async (c, next) => {
    const { latency_ms } = ctx.faults.get()
    if (latency_ms > 0) await sleep(latency_ms)
    if (ctx.faults.failsNow()) return c.json({ errors: [{ path: NOFIELD, message: 'Service temporarily unavailable (injected fault)' }] }, 503)
    return next()
  }
}
