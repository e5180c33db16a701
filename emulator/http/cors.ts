// Cross-origin calls to the API: a console served from another origin (a dev server) may call it. Tokens travel
// in a header, not in cookies, so any origin is allowed. Preflights go to hono's cors(); every other answer gets
// its two headers after the route ran. hono's cors() sets them on c.res before the route, which makes hono
// rebuild the route's answer as a streamed Response: a GET cost twice what it costs without (issue 13, 5).
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

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
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    await next()
    c.res.headers.set('access-control-allow-origin', '*')
    if (expose) c.res.headers.set('access-control-expose-headers', expose)
  }
}
