// What a support session may not do (000 §6 support/admin session, flagged is_support_session): the calls of the
// actions the console's configs flag blocked_in_support_session (only the user may agree to support access, manage
// their tokens, second factor and password). The API refuses them itself, 403 with reason support_session and
// 001 §8 "access forbidden", so a support session cannot do through the API what the console hides.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { ApiError, NOFIELD } from './errors'

interface BlockedCall {
  method: string
  path: RegExp
  /** the action of 000 §4 whose call it is */
  action: string
}

const ID = '[^/]+'

/** one line per call; a kind whose action is blocked in a support session adds its call here */
export const BLOCKED_IN_SUPPORT_SESSION: readonly BlockedCall[] = [
  { method: 'POST', path: new RegExp(`^/servers/${ID}/admin-key$`), action: 'server admin_key_enable' },
  { method: 'POST', path: /^\/access-tokens$/, action: 'api_token create' },
  { method: 'POST', path: new RegExp(`^/access-tokens/${ID}/renew$`), action: 'api_token renew' },
  { method: 'DELETE', path: new RegExp(`^/access-tokens/${ID}$`), action: 'api_token delete' },
  { method: 'POST', path: /^\/profile\/second-factor(\/app)?$/, action: 'profile 2fa_enable, 2fa_confirm, 2fa_disable' },
  { method: 'POST', path: /^\/profile\/password$/, action: 'profile change_password' },
]

/** `prefix`: where the API is mounted (/api/v1), taken off the path before matching */
export function refuseInSupportSession(prefix: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined
    if (auth?.supportSession) {
      const path = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : c.req.path
      const blocked = BLOCKED_IN_SUPPORT_SESSION.find((call) => call.method === c.req.method && call.path.test(path))
      if (blocked) throw new ApiError(403, [{ path: NOFIELD, message: 'Access forbidden: not available in a support session' }], { reason: 'support_session' })
    }
    await next()
  }
}
