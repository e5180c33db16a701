// Sessions and the secrets handed out (access, refresh, second_factor, reg_key, restore, admin_key), by hash.
import type { Db } from './connection'
import { prepared } from './statements'

export type TokenKind = 'access' | 'refresh' | 'second_factor' | 'reg_key' | 'restore' | 'admin_key'

export interface TokenRow {
  hash: string
  kind: TokenKind
  user_id: string
  session_id: string | null
  expires_at: number
  used_at: number | null
  code_hash: string | null
  attempts: number
  /** a used refresh token: the refresh token that replaced it */
  successor_hash?: string | null
  /** a refresh token: the access token issued with it */
  pair_hash?: string | null
}

export interface SessionRow {
  id: string
  user_id: string
  created_in: string
  revoked_at: number | null
  /** 1: opened with an admin key (000 §6 is_support_session) */
  is_support_session?: number
}

export class TokensRepo {
  constructor(private readonly db: Db) {}

  insertSession(row: SessionRow): void {
    prepared(this.db, 'INSERT INTO sessions (id, user_id, created_in, revoked_at, is_support_session) VALUES (@id, @user_id, @created_in, @revoked_at, @is_support_session)').run({
      is_support_session: 0,
      ...row,
    })
  }

  session(id: string): SessionRow | undefined {
    return prepared(this.db, 'SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined
  }

  revokeSession(id: string, at: number): void {
    prepared(this.db, 'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at, id)
  }

  revokeSessionsOfUser(userId: string, at: number): void {
    prepared(this.db, 'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(at, userId)
  }

  insert(row: TokenRow): void {
    prepared(
      this.db,
      `INSERT INTO tokens (hash, kind, user_id, session_id, expires_at, used_at, code_hash, attempts, successor_hash, pair_hash)
         VALUES (@hash, @kind, @user_id, @session_id, @expires_at, @used_at, @code_hash, @attempts, @successor_hash, @pair_hash)`,
    ).run({ successor_hash: null, pair_hash: null, ...row })
  }

  find(hash: string, kind: TokenKind): TokenRow | undefined {
    return prepared(this.db, 'SELECT * FROM tokens WHERE hash = ? AND kind = ?').get(hash, kind) as TokenRow | undefined
  }

  /** Who an access token speaks for: one lookup by hash (the primary key) joined to its open session and its
   * user; undefined when the token is unknown, used, expired (at `now`), or its session is closed. */
  accessCaller(hash: string, now: number): { user_id: string; account_id: string; session_id: string; expires_at: number; is_support_session: number } | undefined {
    return prepared(
      this.db,
      `SELECT t.user_id, u.account_id, s.id AS session_id, t.expires_at, s.is_support_session FROM tokens t
       JOIN sessions s ON s.id = t.session_id JOIN users u ON u.id = t.user_id
       WHERE t.hash = ? AND t.kind = 'access' AND t.used_at IS NULL AND t.expires_at > ? AND s.revoked_at IS NULL`,
    ).get(hash, now) as { user_id: string; account_id: string; session_id: string; expires_at: number; is_support_session: number } | undefined
  }

  markUsed(hash: string, at: number): void {
    prepared(this.db, 'UPDATE tokens SET used_at = ? WHERE hash = ?').run(at, hash)
  }

  /** a refresh token spent (or answered again in its grace window): the refresh token that replaces it */
  setSuccessor(hash: string, successorHash: string): void {
    prepared(this.db, 'UPDATE tokens SET successor_hash = ? WHERE hash = ?').run(successorHash, hash)
  }

  /** a code sent anew replaces the one the token waited for */
  setCode(hash: string, codeHash: string): void {
    prepared(this.db, 'UPDATE tokens SET code_hash = ? WHERE hash = ?').run(codeHash, hash)
  }

  countAttempt(hash: string): void {
    prepared(this.db, 'UPDATE tokens SET attempts = attempts + 1 WHERE hash = ?').run(hash)
  }

  /** Unused tokens of a kind for a user are retired when a new one is issued (one live restore key). */
  retireUnused(userId: string, kind: TokenKind, at: number): void {
    prepared(this.db, 'UPDATE tokens SET used_at = ? WHERE user_id = ? AND kind = ? AND used_at IS NULL').run(at, userId, kind)
  }

  /** Expired tokens are of no use; forgetting them keeps the table small. */
  purgeExpired(before: number): void {
    prepared(this.db, 'DELETE FROM tokens WHERE expires_at < ?').run(before)
  }
}
