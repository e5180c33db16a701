// Sign-in, 2FA, token refresh (rotating), logout, sign-up with a reg_key e-mail and password restore by
// an e-mailed key (000 §3 Session and Registration payload, 000 §4 Auth, 000 §2 sign routes).
import { Hono } from 'hono'
import {
  validateLoginRequest,
  validateRefreshRequest,
  validateRestorePasswordRequest,
  validateRestoreRequest,
  validateSecondFactorRequest,
  validateSecondFactorResendRequest,
  validateSignupPasswordRequest,
  validateSignupRequest,
} from '../../generated/validators/index.js'
import { AttemptCounter } from '../auth/guessing'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { newCode, sha256 } from '../auth/secrets'
import { closeSession, closeSessionsOfUser, issueOneTime, openSession, refreshSession } from '../auth/sessions'
import type { Ctx } from '../context'
import type { TokenKind, TokenRow } from '../db/tokens'
import { SIGNUP_EMAIL_SENT, SIGNUP_READY, createAccount } from '../domain/accounts'
import { CODE_WRONG, methodOf, takeAppCode } from '../domain/second-factor'
import type { AppEnv } from '../http/env'
import { ApiError, NOFIELD, badRequest } from '../http/errors'
import { remoteAddress } from '../http/loopback'
import { clearRefreshCookie, cookieRefreshToken, sessionAnswer, wantsCookie } from '../http/sessionCookie'
import { body } from '../http/validate'
import { mailLanguage, restoreMail, secondFactorMail, sendMail, signupMail } from '../mail'

const MINUTE = 60_000
const SECOND_FACTOR_TTL = 5 * MINUTE
const SECOND_FACTOR_ATTEMPTS = 5
const REG_KEY_TTL = 24 * 60 * MINUTE
const RESTORE_KEY_TTL = 60 * MINUTE

export function authRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const { accounts, tokens } = ctx.repos
  const attempts = new AttemptCounter(() => ctx.now(), ctx.clock)

  /** a live one-time token of the kind, or a 400 on the field that carried it */
  const liveToken = (secret: string, kind: TokenKind, field: string): TokenRow => {
    const token = tokens.find(sha256(secret), kind)
    if (!token || token.used_at !== null || token.expires_at <= ctx.now()) throw badRequest(field, 'The key is invalid or expired')
    return token
  }

  /** the sign-in step of a second_factor_token, or a 401: expired, used, or too many wrong codes */
  const liveSecondFactor = (hash: string): TokenRow => {
    const token = tokens.find(hash, 'second_factor')
    if (!token || token.used_at !== null || token.expires_at <= ctx.now() || token.attempts >= SECOND_FACTOR_ATTEMPTS) {
      throw new ApiError(401, [{ path: 'second_factor_token', message: 'The sign-in step expired; sign in again' }])
    }
    return token
  }

  routes.post('/auth/login', async (c) => {
    const request = await body(c, validateLoginRequest)
    const address = remoteAddress(c)
    // an account whose 2FA codes are being guessed cannot start fresh sign-ins either
    attempts.guard(['signInPerAccount', request.email], ['codePerAccount', request.email], ['signInPerAddress', address])
    const user = accounts.userByEmail(request.email)
    if (!(await verifyPassword(request.password, user?.password_hash ?? null)) || !user) {
      attempts.record(['signInPerAccount', request.email], ['signInPerAddress', address])
      throw new ApiError(401, [{ path: NOFIELD, message: 'Wrong e-mail or password' }])
    }
    if (user.second_factor_enabled === 1) {
      // with an authenticator app the app has the code; otherwise it is mailed
      const method = methodOf(ctx, user.id)
      const code = newCode()
      const secondFactorToken = issueOneTime(ctx, 'second_factor', user.id, SECOND_FACTOR_TTL, method === 'email' ? sha256(code) : null)
      if (method === 'email') sendMail(ctx, secondFactorMail(user.email, code, mailLanguage(c.req.header('accept-language'))))
      return c.json({ second_factor_token: secondFactorToken, second_factor_method: method })
    }
    return sessionAnswer(c, ctx, openSession(ctx, user.id))
  })

  routes.post('/auth/second-factor', async (c) => {
    const request = await body(c, validateSecondFactorRequest)
    const hash = sha256(request.second_factor_token)
    const token = liveSecondFactor(hash)
    const email = accounts.user(token.user_id)?.email
    const address = remoteAddress(c)
    attempts.guard(['codePerAccount', email], ['signInPerAddress', address])
    try {
      if (token.code_hash === null) takeAppCode(ctx, token.user_id, request.code)
      else if (sha256(request.code) !== token.code_hash) throw badRequest('code', CODE_WRONG)
    } catch (error) {
      tokens.countAttempt(hash)
      attempts.record(['codePerAccount', email], ['signInPerAddress', address])
      throw error
    }
    tokens.markUsed(hash, ctx.now())
    return sessionAnswer(c, ctx, openSession(ctx, token.user_id))
  })

  // 000 §4 Auth: the code step can send the mailed code again; the new code replaces the old one
  routes.post('/auth/second-factor/resend', async (c) => {
    const request = await body(c, validateSecondFactorResendRequest)
    const hash = sha256(request.second_factor_token)
    const token = liveSecondFactor(hash)
    const user = accounts.user(token.user_id)
    if (!user || token.code_hash === null) throw badRequest('second_factor_token', 'The code comes from your authenticator app: nothing to send')
    const code = newCode()
    tokens.setCode(hash, sha256(code))
    sendMail(ctx, secondFactorMail(user.email, code, mailLanguage(c.req.header('accept-language'))))
    return c.body(null, 204)
  })

  routes.post('/auth/refresh', async (c) => {
    // a cookie client sends no body: its refresh token is the cookie
    const refreshToken = wantsCookie(c) ? cookieRefreshToken(c) : (await body(c, validateRefreshRequest)).refresh_token
    const session = refreshToken === undefined ? undefined : refreshSession(ctx, refreshToken)
    if (!session) {
      if (wantsCookie(c)) clearRefreshCookie(c)
      throw new ApiError(401, [{ path: 'refresh_token', message: 'The refresh token is invalid, expired or already used' }])
    }
    return sessionAnswer(c, ctx, session)
  })

  routes.post('/auth/logout', (c) => {
    closeSession(ctx, c.get('auth').sessionId)
    if (wantsCookie(c)) clearRefreshCookie(c)
    return c.body(null, 204)
  })

  routes.post('/auth/signup', async (c) => {
    const request = await body(c, validateSignupRequest)
    attempts.take(['signUpPerAccount', request.email], ['signUpPerAddress', remoteAddress(c)])
    if (ctx.options.inviteKey !== undefined && request.key !== ctx.options.inviteKey) throw badRequest('key', 'Sign-up is by invitation: the invite key is missing or wrong')
    const existing = accounts.userByEmail(request.email)
    if (existing?.password_hash) throw badRequest('email', 'This e-mail is already registered')
    // an unfinished sign-up of the same e-mail gets a fresh key
    const user =
      existing ??
      createAccount(ctx, {
        email: request.email,
        passwordHash: null,
        signupStatus: SIGNUP_EMAIL_SENT,
        emailMarketingSubscribe: request.email_marketing_subscribe ?? false,
        refSite: request.ref_site ?? null,
        refAffiliateId: request.ref_affiliate_id ?? null,
      }).user
    const regKey = issueOneTime(ctx, 'reg_key', user.id, REG_KEY_TTL)
    sendMail(ctx, signupMail(user.email, regKey, mailLanguage(c.req.header('accept-language'))))
    return c.json({ user_id: user.id, signup_status: SIGNUP_EMAIL_SENT, registration_step: 'email_sent' }, 201)
  })

  routes.post('/auth/signup/password', async (c) => {
    const request = await body(c, validateSignupPasswordRequest)
    liveToken(request.reg_key, 'reg_key', 'reg_key')
    const passwordHash = await hashPassword(request.password)
    const userId = ctx.tx(() => {
      const token = liveToken(request.reg_key, 'reg_key', 'reg_key') // again: another request may have used it meanwhile
      const user = accounts.user(token.user_id)
      if (!user) throw badRequest('reg_key', 'The key is invalid or expired')
      tokens.markUsed(token.hash, ctx.now())
      accounts.setPassword(user.id, passwordHash)
      accounts.setSignupStatus(user.account_id, SIGNUP_READY)
      return user.id
    })
    return sessionAnswer(c, ctx, openSession(ctx, userId))
  })

  routes.post('/auth/restore', async (c) => {
    const request = await body(c, validateRestoreRequest)
    attempts.take(['restorePerAccount', request.email], ['restorePerAddress', remoteAddress(c)])
    const user = accounts.userByEmail(request.email)
    // the answer is the same whether the e-mail is known or not
    if (user?.password_hash) sendMail(ctx, restoreMail(user.email, issueOneTime(ctx, 'restore', user.id, RESTORE_KEY_TTL), mailLanguage(c.req.header('accept-language'))))
    return c.body(null, 204)
  })

  routes.post('/auth/restore/password', async (c) => {
    const request = await body(c, validateRestorePasswordRequest)
    liveToken(request.key, 'restore', 'key')
    const passwordHash = await hashPassword(request.password)
    ctx.tx(() => {
      const token = liveToken(request.key, 'restore', 'key')
      tokens.markUsed(token.hash, ctx.now())
      accounts.setPassword(token.user_id, passwordHash)
      // a new password closes every open session
      closeSessionsOfUser(ctx, token.user_id)
    })
    return c.body(null, 204)
  })

  return routes
}
