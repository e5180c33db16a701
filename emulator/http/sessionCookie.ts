// The console's refresh token travels in a cookie, never in page script (issue 14 item 2): HttpOnly, SameSite=Strict,
// Secure over HTTPS, sent only to the auth calls (Path=/api/v1/auth). A client asks for it with the header below
// (a custom header: a cross-site form cannot send it). Without the header, the calls answer as 001 §7 writes them:
// the refresh token in the body, for API clients and scripts.
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { IssuedSession } from '../auth/sessions'
import type { Ctx } from '../context'
import { API_PREFIX } from './env'

export const SESSION_TRANSPORT_HEADER = 'x-session-transport'
export const REFRESH_COOKIE = 'console_refresh'
const COOKIE_PATH = `${API_PREFIX}/auth`

/** The client keeps its refresh token in the cookie. */
export function wantsCookie(c: Context): boolean {
  return c.req.header(SESSION_TRANSPORT_HEADER) === 'cookie'
}

function overHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
}

/** The answer of a call that opens or refreshes a session: the cookie and the body without the refresh token, or the spec's body. */
export function sessionAnswer(c: Context, ctx: Ctx, session: IssuedSession, extra: Record<string, unknown> = {}): Response {
  if (!wantsCookie(c)) return c.json({ ...session, ...extra })
  setCookie(c, REFRESH_COOKIE, session.refresh_token, { httpOnly: true, sameSite: 'Strict', secure: overHttps(c), path: COOKIE_PATH, maxAge: ctx.options.refreshTokenTtlSeconds })
  return c.json({ access_token: session.access_token, expires_at: session.expires_at, ...extra })
}

/** The refresh token of a cookie client (the cookie), if any. */
export function cookieRefreshToken(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE)
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure: overHttps(c) })
}
