// Sessions: an access token (short-lived, 15 min by default) and a refresh token that rotates: each
// refresh answers a new pair and the old refresh token is refused from then on. Presenting an already
// used refresh token revokes the whole session (it was stolen or replayed), with one exception below.
//
// The reuse grace window is our product decision (not the spec's), as the big identity providers have it (a
// "reuse interval"): a tab reloaded while its refresh was in flight never got the rotated cookie and presents the
// spent one again, and closing the session for that would sign every tab out. So the immediately previous refresh
// token, presented again within `refreshReuseGraceSeconds` (emulator clock, 10 s by default) of its use and while
// its successor is still unused, is answered with a fresh pair and the unused successor pair is revoked instead
// of the session. Any other reuse (an older token, after the successor was used, after the window, or the revoked
// successor itself) still revokes the session.
import { SESSION_ENDED_CLOSE, TOKEN_EXPIRED_CLOSE } from '../../contract/live'
import type { Session } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { TokenKind, TokenRow } from '../db/tokens'
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

function insertToken(ctx: Ctx, kind: TokenKind, userId: string, sessionId: string | null, ttlMs: number, codeHash: string | null = null, pairHash: string | null = null): string {
  const secret = newSecret()
  ctx.repos.tokens.insert({ hash: sha256(secret), kind, user_id: userId, session_id: sessionId, expires_at: ctx.now() + ttlMs, used_at: null, code_hash: codeHash, attempts: 0, pair_hash: pairHash })
  return secret
}

function issuePair(ctx: Ctx, userId: string, sessionId: string): IssuedSession {
  const accessTtl = ctx.options.accessTokenTtlSeconds * 1000
  const accessToken = insertToken(ctx, 'access', userId, sessionId, accessTtl)
  return {
    access_token: accessToken,
    refresh_token: insertToken(ctx, 'refresh', userId, sessionId, ctx.options.refreshTokenTtlSeconds * 1000, null, sha256(accessToken)),
    expires_at: isoAt(ctx.now() + accessTtl),
  }
}

/** the pair that replaces a spent refresh token, linked to it (its successor) */
function rotate(ctx: Ctx, spent: TokenRow, sessionId: string): IssuedSession {
  const pair = issuePair(ctx, spent.user_id, sessionId)
  ctx.repos.tokens.setSuccessor(spent.hash, sha256(pair.refresh_token))
  return pair
}

/** the unused successor of a spent refresh token replayed within the grace window (see the top of this file) */
function graceSuccessor(ctx: Ctx, spent: TokenRow): TokenRow | undefined {
  if (spent.used_at === null || spent.successor_hash == null) return undefined
  if (ctx.now() - spent.used_at > ctx.options.refreshReuseGraceSeconds * 1000) return undefined
  const successor = ctx.repos.tokens.find(spent.successor_hash, 'refresh')
  return successor && successor.used_at === null ? successor : undefined
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
      const successor = graceSuccessor(ctx, token)
      if (successor) {
        // the replay of a reloaded tab: its never-delivered successor pair goes, the session stays
        ctx.repos.tokens.markUsed(successor.hash, ctx.now())
        const pairHash = successor.pair_hash
        if (pairHash != null) {
          ctx.repos.tokens.markUsed(pairHash, ctx.now())
          // its sockets reconnect with the tab's freshest token (the expired-token close), not end the session
          ctx.hub.endSessions((owner) => owner.tokenHash === pairHash, TOKEN_EXPIRED_CLOSE, 'access token revoked')
        }
        return rotate(ctx, token, session.id)
      }
      // reuse of a rotated refresh token: close the session for everyone holding it
      ctx.repos.tokens.revokeSession(session.id, ctx.now())
      endSockets(ctx, (owner) => owner.sessionId === session.id)
      return undefined
    }
    if (token.expires_at <= ctx.now()) return undefined
    ctx.repos.tokens.markUsed(hash, ctx.now())
    return rotate(ctx, token, session.id)
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
