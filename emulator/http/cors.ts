// Cross-origin calls to the API: a console served from another origin (a dev server) may call it. Tokens travel
// in a header, not in cookies, so any origin is allowed. Preflights go to hono's cors(); every other answer gets
// its two headers the way the security headers come (answer-headers.ts). hono's cors() sets them on c.res before
// the route, which makes hono rebuild the route's answer as a streamed Response: a GET cost twice what it costs
// without (issue 13, 5).
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { withAnswerHeaders } from './answer-headers'

export interface CorsOptions {
  allowHeaders: string[]
  exposeHeaders: string[]
  allowMethods: string[]
  /** seconds a browser may keep a preflight's answer */
  maxAge: number
}

export function allowAnyOrigin(options: CorsOptions): MiddlewareHandler {
  const preflight = cors({ origin: '*', ...options })
  const expose = options.exposeHeaders.join(',')
  const headers: Record<string, string> = expose ? { 'access-control-allow-origin': '*', 'access-control-expose-headers': expose } : { 'access-control-allow-origin': '*' }
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    return withAnswerHeaders(c, next, headers)
  }
}
