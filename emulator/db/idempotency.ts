// Answers kept for POSTs sent with an Idempotency-Key (issue 14, item 7): a retry of the same request by the same
// account gets the first answer again instead of a second order. Rows are kept a day.
import type { Db } from './connection'
import { prepared } from './statements'

export const IDEMPOTENCY_MIGRATION = `
CREATE TABLE idempotency_keys (
  account_id TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  content_type TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, key)
);`

export interface IdempotencyRow {
  account_id: string
  key: string
  /** the method, path and body of the first request, hashed */
  fingerprint: string
  /** null while the first request runs */
  status: number | null
  body: string | null
  content_type: string | null
  created_at: number
}

export class IdempotencyRepo {
  constructor(private readonly db: Db) {}

  find(accountId: string, key: string): IdempotencyRow | undefined {
    return prepared(this.db, 'SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?').get(accountId, key) as IdempotencyRow | undefined
  }

  /** claims the key for a request about to run; false when another request holds it */
  claim(accountId: string, key: string, fingerprint: string, now: number): boolean {
    return prepared(this.db, 'INSERT OR IGNORE INTO idempotency_keys (account_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)').run(accountId, key, fingerprint, now).changes === 1
  }

  complete(accountId: string, key: string, status: number, body: string, contentType: string | null): void {
    prepared(this.db, 'UPDATE idempotency_keys SET status = ?, body = ?, content_type = ? WHERE account_id = ? AND key = ?').run(status, body, contentType, accountId, key)
  }

  release(accountId: string, key: string): void {
    prepared(this.db, 'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?').run(accountId, key)
  }

  /** forgets answers older than `before`, and claims no request finished (the emulator stopped while it ran) */
  purge(before: number): void {
    prepared(this.db, 'DELETE FROM idempotency_keys WHERE created_at < ? OR status IS NULL').run(before)
  }
}
