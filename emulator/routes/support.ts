// The support session (000 §1 "a support (admin) session can be opened with an admin key"; 000 §2 sign
// forwarding_auth (query admin_key, admin login); 000 §6 "support/admin session via admin-key exchange, flagged
// is_support_session"). The operator issues a key for an account (POST /emulator/admin-keys, an emulator control);
// the console's sign/forwarding_auth exchanges it once (POST /api/v1/auth/admin-key) for a session of that account.
import { Hono } from 'hono'
import { validateAdminKeyLoginRequest, validateEmulatorAdminKeyRequest } from '../../generated/validators/index.js'
import { sha256 } from '../auth/secrets'
import { issueOneTime, openSession } from '../auth/sessions'
import type { Ctx } from '../context'
import { isoAt } from '../domain/ids'
import type { AppEnv } from '../http/env'
import { ApiError, badRequest, forbidden } from '../http/errors'
import { sessionAnswer } from '../http/sessionCookie'
import { body } from '../http/validate'

/** an admin key is for one support visit: it is exchanged once, within an hour (judgement: the spec names no time) */
const ADMIN_KEY_TTL_MS = 60 * 60_000

/** POST /emulator/admin-keys {email}: 201 {admin_key, expires_at}; only with the emulator controls on. */
export function adminKeyRoutes(ctx: Ctx): Hono {
  const routes = new Hono()
  routes.post('/admin-keys', async (c) => {
    if (!ctx.options.faultsEndpoint) throw forbidden('The emulator controls are off: start it with EMULATOR_FAULTS_ENDPOINT=1')
    const request = await body(c, validateEmulatorAdminKeyRequest)
    const user = ctx.repos.accounts.userByEmail(request.email)
    if (!user?.password_hash) throw badRequest('email', 'No account with this e-mail')
    const adminKey = issueOneTime(ctx, 'admin_key', user.id, ADMIN_KEY_TTL_MS)
    return c.json({ admin_key: adminKey, expires_at: isoAt(ctx.now() + ADMIN_KEY_TTL_MS) }, 201)
  })
  return routes
}

/** POST /api/v1/auth/admin-key {admin_key} (public): 200 session with is_support_session true. */
export function supportSessionRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.post('/auth/admin-key', async (c) => {
    const request = await body(c, validateAdminKeyLoginRequest)
    const userId = ctx.tx(() => {
      const hash = sha256(request.admin_key)
      const token = ctx.repos.tokens.find(hash, 'admin_key')
      if (!token || token.used_at !== null || token.expires_at <= ctx.now()) return undefined
      ctx.repos.tokens.markUsed(hash, ctx.now())
      return token.user_id
    })
    if (!userId) throw new ApiError(401, [{ path: 'admin_key', message: 'The admin key is invalid, expired or already used' }])
    return sessionAnswer(c, ctx, openSession(ctx, userId, { support: true }), { is_support_session: true })
  })
  return routes
}
