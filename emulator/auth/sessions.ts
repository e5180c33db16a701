// Sessions: an access token (short-lived, 15 min by default) and a refresh token that rotates: each
// refresh answers a new pair and the old refresh token is refused from then on. Presenting an already
// used refresh token revokes the whole session (it was stolen or replayed).
import { SESSION_ENDED_CLOSE } from '../../contract/live'
import type { Session } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { TokenKind } from '../db/tokens'
import type { SocketOwner } from '../events'
import { isoAt, newId } from '../domain/ids'
import { newSecret, sha256 } from './secrets'

export interface AuthInfo {
  userId: string
  accountId: string
  sessionId: string
  /** when the access token stops working (ms); an API token has none */
  expiresAt?: number
  /** opened with an admin key (000 §6 is_support_session) */
  supportSession?: boolean
}

export type IssuedSession = Required<Pick<Session, 'access_token' | 'refresh_token' | 'expires_at'>>

function insertToken(ctx: Ctx, kind: TokenKind, userId: string, sessionId: string | null, ttlMs: number, codeHash: string | null = null): string {
  const secret = newSecret()
  ctx.repos.tokens.insert({ hash: sha256(secret), kind, user_id: userId, session_id: sessionId, expires_at: ctx.now() + ttlMs, used_at: null, code_hash: codeHash, attempts: 0 })
  return secret
}

function issuePair(ctx: Ctx, userId: string, sessionId: string): IssuedSession {
  const accessTtl = ctx.options.accessTokenTtlSeconds * 1000
  return {
    access_token: insertToken(ctx, 'access', userId, sessionId, accessTtl),
    refresh_token: insertToken(ctx, 'refresh', userId, sessionId, ctx.options.refreshTokenTtlSeconds * 1000),
    expires_at: isoAt(ctx.now() + accessTtl),
  }
}

export function openSession(ctx: Ctx, userId: string, options: { support?: boolean } = {}): IssuedSession {
  return ctx.tx(() => {
    const sessionId = newId()
    ctx.repos.tokens.insertSession({ id: sessionId, user_id: userId, created_in: isoAt(ctx.now()), revoked_at: null, is_support_session: options.support ? 1 : 0 })
    ctx.repos.tokens.purgeExpired(ctx.now())
    return issuePair(ctx, userId, sessionId)
  })
}

/** The caller of an access token, or undefined when it is unknown, expired or its session was closed. */
export function verifyAccess(ctx: Ctx, accessToken: string): AuthInfo | undefined {
  const caller = ctx.repos.tokens.accessCaller(sha256(accessToken), ctx.now())
  return caller && { userId: caller.user_id, accountId: caller.account_id, sessionId: caller.session_id, expiresAt: caller.expires_at, supportSession: caller.is_support_session === 1 }
}

export function refreshSession(ctx: Ctx, refreshToken: string): IssuedSession | undefined {
  return ctx.tx(() => {
    const hash = sha256(refreshToken)
    const token = ctx.repos.tokens.find(hash, 'refresh')
    if (!token || !token.session_id) return undefined
    const session = ctx.repos.tokens.session(token.session_id)
    if (!session || session.revoked_at !== null) return undefined
    if (token.used_at !== null) {
      // reuse of a rotated refresh token: close the session for everyone holding it
      ctx.repos.tokens.revokeSession(session.id, ctx.now())
      endSockets(ctx, (owner) => owner.sessionId === session.id)
      return undefined
    }
    if (token.expires_at <= ctx.now()) return undefined
    ctx.repos.tokens.markUsed(hash, ctx.now())
    return issuePair(ctx, token.user_id, session.id)
  })
}

export function closeSession(ctx: Ctx, sessionId: string): void {
  ctx.tx(() => ctx.repos.tokens.revokeSession(sessionId, ctx.now()))
  endSockets(ctx, (owner) => owner.sessionId === sessionId)
}

/** a new password closes every session of the user (API tokens are not sessions: they keep working) */
export function closeSessionsOfUser(ctx: Ctx, userId: string): void {
  ctx.tx(() => ctx.repos.tokens.revokeSessionsOfUser(userId, ctx.now()))
  endSockets(ctx, (owner) => owner.userId === userId && !owner.sessionId.startsWith(API_TOKEN_SESSION))
}

/** the session an API token's caller gets: the token's own, so deleting or renewing it ends its sockets */
export const API_TOKEN_SESSION = 'api_token:'

/** the websockets opened within ended sessions close: a socket outliving its session would still hear events */
export function endSockets(ctx: Ctx, match: (owner: SocketOwner) => boolean): void {
  ctx.hub.endSessions(match, SESSION_ENDED_CLOSE, 'session ended')
}

/** A one-time secret outside a session (second_factor, reg_key, restore); a newer one retires the older. */
export function issueOneTime(ctx: Ctx, kind: TokenKind, userId: string, ttlMs: number, codeHash: string | null = null): string {
  return ctx.tx(() => {
    ctx.repos.tokens.retireUnused(userId, kind, ctx.now())
    return insertToken(ctx, kind, userId, null, ttlMs, codeHash)
  })
}
