// The authenticator-app side of 2FA (000 §4 Profile actions 2fa_enable): the secret an app scanned, the one waiting
// for its first code, the last step whose code was taken (a code is taken once) and the recovery codes' hashes.
import type { Db } from './connection'
import { prepared } from './statements'

export const SECOND_FACTOR_MIGRATION = `
CREATE TABLE second_factor_apps (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT,
  pending_secret TEXT,
  last_step INTEGER NOT NULL DEFAULT 0,
  recovery_hashes TEXT NOT NULL DEFAULT '[]'
);`

export interface SecondFactorAppRow {
  user_id: string
  secret: string | null
  pending_secret: string | null
  last_step: number
  recovery_hashes: string
}

export class SecondFactorRepo {
  constructor(private readonly db: Db) {}

  of(userId: string): SecondFactorAppRow | undefined {
    return prepared(this.db, 'SELECT * FROM second_factor_apps WHERE user_id = ?').get(userId) as SecondFactorAppRow | undefined
  }

  setPending(userId: string, secret: string): void {
    prepared(this.db, `INSERT INTO second_factor_apps (user_id, pending_secret) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET pending_secret = excluded.pending_secret`).run(userId, secret)
  }

  /** the pending secret becomes the app's; its first code's step is taken */
  activate(userId: string, step: number, recoveryHashes: readonly string[]): void {
    prepared(this.db, 'UPDATE second_factor_apps SET secret = pending_secret, pending_secret = NULL, last_step = ?, recovery_hashes = ? WHERE user_id = ?').run(
      step,
      JSON.stringify(recoveryHashes),
      userId,
    )
  }

  takeStep(userId: string, step: number): void {
    prepared(this.db, 'UPDATE second_factor_apps SET last_step = ? WHERE user_id = ?').run(step, userId)
  }

  setRecovery(userId: string, recoveryHashes: readonly string[]): void {
    prepared(this.db, 'UPDATE second_factor_apps SET recovery_hashes = ? WHERE user_id = ?').run(JSON.stringify(recoveryHashes), userId)
  }

  remove(userId: string): void {
    prepared(this.db, 'DELETE FROM second_factor_apps WHERE user_id = ?').run(userId)
  }
}
