// Idempotency-Key on POST (issue 14, item 7): the first request with a key runs and, when it succeeds, its answer
// is kept; the same request again with the key gets that answer (Idempotent-Replayed: true) and orders nothing.
// The key with another request, or while the first still runs, is a 409. A refusal (4xx) or a failure (5xx)
// changed nothing and is not kept: the client may retry with the same key after fixing what was refused.
// Scoped per account; calls without a caller (sign-in) ignore the header.
import type { MiddlewareHandler } from 'hono'
import { sha256 } from '../auth/secrets'
import type { Ctx } from '../context'
import type { AppEnv } from './env'
import { ApiError, badRequest, NOFIELD } from './errors'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** how long an answer is kept for a retry */
const KEPT_MS = 24 * 60 * 60 * 1000
const KEY = /^[\x21-\x7E]{1,255}$/

export function idempotentPosts(ctx: Ctx): MiddlewareHandler<AppEnv> {
  const keys = ctx.repos.idempotency
  keys.purge(ctx.now() - KEPT_MS)
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const key = c.req.header(IDEMPOTENCY_HEADER)
    const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined
    if (key === undefined || !auth) return next()
    if (!KEY.test(key)) throw badRequest(NOFIELD, `${IDEMPOTENCY_HEADER}: 1 to 255 visible ASCII characters`)
    const fingerprint = sha256(`${c.req.method} ${c.req.path}\n${await c.req.text()}`)
    const { accountId } = auth

    const kept = keys.find(accountId, key)
    if (kept) {
      if (kept.fingerprint !== fingerprint) throw new ApiError(409, [{ path: NOFIELD, message: `This ${IDEMPOTENCY_HEADER} was used for another request` }])
      if (kept.status === null) throw new ApiError(409, [{ path: NOFIELD, message: `A request with this ${IDEMPOTENCY_HEADER} is still running` }])
      return new Response(kept.body, { status: kept.status, headers: { 'content-type': kept.content_type ?? 'application/json', 'idempotent-replayed': 'true' } })
    }
    if (!keys.claim(accountId, key, fingerprint, ctx.now())) throw new ApiError(409, [{ path: NOFIELD, message: `A request with this ${IDEMPOTENCY_HEADER} is still running` }])
    try {
      await next()
    } catch (error) {
      keys.release(accountId, key)
      throw error
    }
    const answer = c.res
    if (answer.status >= 200 && answer.status < 300) keys.complete(accountId, key, answer.status, await answer.clone().text(), answer.headers.get('content-type'))
    else keys.release(accountId, key)
  }
}
