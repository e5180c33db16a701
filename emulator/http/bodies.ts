// What a request body must be before any route reads it (issue 14, 6): JSON, and not too large. A body of
// another media type is a 415; a body over the limit is a 413 that also closes the connection, because the
// rest of the body is left unread on the socket and the next request there would be parsed from it.
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { NOFIELD } from './errors'

/** `application/json` or any `application/<something>+json`, with or without parameters (charset). */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type)
}

/** A request says it carries a body when it gives a non-zero length or sends it in chunks. */
function carriesBody(length: string | undefined, transferEncoding: string | undefined): boolean {
  if (transferEncoding !== undefined && transferEncoding.trim() !== '') return true
  return length !== undefined && length.trim() !== '' && length.trim() !== '0'
}

/** 415 for a body that is not JSON; a request without a body (a POST that only names an action) passes. */
export function requireJsonBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    if (!carriesBody(c.req.header('content-length'), c.req.header('transfer-encoding'))) return next()
    if (isJsonMediaType(c.req.header('content-type'))) return next()
    return c.json({ errors: [{ path: NOFIELD, message: 'The body must be JSON (Content-Type: application/json)' }] }, 415)
  }
}

export const MAX_BODY_BYTES = 1024 * 1024

/** 413 over `maxSize` bytes, with Connection: close so that the client opens a fresh connection next time. */
export function limitBodies(maxSize: number = MAX_BODY_BYTES): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => c.json({ errors: [{ path: NOFIELD, message: 'The body is too large' }] }, 413, { connection: 'close' }),
  })
  // a GET or HEAD carries no body any route reads: nothing to measure
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next))
}
