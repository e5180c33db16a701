// Bearer auth on every /api/v1 call except the sign-in ones (000 §4 Auth, 001 §7).
import type { MiddlewareHandler } from 'hono'
import { verifyAccess, type AuthInfo } from '../auth/sessions'
import { verifyApiToken } from '../kinds/api_token/rules'
import type { Ctx } from '../context'
import { untilWrite } from '../db/untilWrite'
import type { AppEnv } from './env'
import { unauthorized } from './errors'

/** Calls that work without a token (under /api/v1). Logout needs one: it closes the caller's session. */
export const PUBLIC_PATHS: readonly string[] = [
  '/auth/login',
  '/auth/second-factor',
  '/auth/second-factor/resend',
  '/auth/refresh',
  '/auth/signup',
  '/auth/signup/password',
  '/auth/restore',
  '/auth/restore/password',
  '/auth/admin-key',
  '/maintenance-mode',
]

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1]
}

/** The caller of a Bearer token: a session's access token, or an API token (000 §6: full API access). */
export function authenticate(ctx: Ctx, token: string): AuthInfo | undefined {
  return verifyAccess(ctx, token) ?? verifyApiToken(ctx, token)
}

/**
 * authenticate(), kept per token until the database next changes (a revoked session, a deleted API token, a
 * used token: db/untilWrite.ts) and while the token has not expired on the emulator's clock; a hash and a
 * join less per call.
 */
export function authenticateKept(ctx: Ctx, token: string): AuthInfo | undefined {
  const callers = untilWrite<AuthInfo>(ctx.repos.db, 'callers')
  const known = callers.get(token)
  if (known && (known.expiresAt === undefined || known.expiresAt > ctx.now())) return known
  const auth = authenticate(ctx, token)
  if (auth) callers.set(token, auth)
  return auth
}

export function requireAuth(ctx: Ctx, prefix: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.slice(prefix.length)
    if (PUBLIC_PATHS.includes(path)) return next()
    const token = bearerToken(c.req.header('authorization'))
    if (!token) throw unauthorized('Authentication required: send Authorization: Bearer <access_token or API token>')
    const auth = authenticateKept(ctx, token)
    if (!auth) throw unauthorized('The access token is invalid or expired')
    c.set('auth', auth)
    return next()
  }
}
