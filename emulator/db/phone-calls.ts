// Phone verification calls (000 §5: the code is the last 4 digits of an incoming call): the call an account's user
// waits to confirm, which number called, how many wrong codes were typed and when the next call may be placed.
import type { Db } from './connection'
import { prepared } from './statements'

export const PHONE_CALLS_MIGRATION = `
CREATE TABLE phone_calls (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  caller TEXT NOT NULL,
  wrong_codes INTEGER NOT NULL DEFAULT 0,
  spent INTEGER NOT NULL DEFAULT 0,
  called_at INTEGER NOT NULL,
  call_again_at INTEGER NOT NULL
);`

export interface PhoneCallRow {
  user_id: string
  phone: string
  /** the number that called: its last digits are the code */
  caller: string
  wrong_codes: number
  /** 1 once too many wrong codes were typed: a new call is needed */
  spent: number
  /** real ms since the epoch */
  called_at: number
  call_again_at: number
}

export class PhoneCallsRepo {
  constructor(private readonly db: Db) {}

  of(userId: string): PhoneCallRow | undefined {
    return prepared(this.db, 'SELECT * FROM phone_calls WHERE user_id = ?').get(userId) as PhoneCallRow | undefined
  }

  place(row: Omit<PhoneCallRow, 'wrong_codes' | 'spent'>): void {
    prepared(
      this.db,
      `INSERT INTO phone_calls (user_id, phone, caller, called_at, call_again_at) VALUES (@user_id, @phone, @caller, @called_at, @call_again_at)
       ON CONFLICT(user_id) DO UPDATE SET phone = excluded.phone, caller = excluded.caller, wrong_codes = 0, spent = 0, called_at = excluded.called_at, call_again_at = excluded.call_again_at`,
    ).run(row)
  }

  wrongCode(userId: string, spent: boolean): void {
    prepared(this.db, 'UPDATE phone_calls SET wrong_codes = wrong_codes + 1, spent = ? WHERE user_id = ?').run(spent ? 1 : 0, userId)
  }

  remove(userId: string): void {
    prepared(this.db, 'DELETE FROM phone_calls WHERE user_id = ?').run(userId)
  }
}
