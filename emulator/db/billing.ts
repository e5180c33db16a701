// Hourly accounting state and daily deductions of an account.
import type { Db } from './connection'
import { prepared } from './statements'

export interface BillingRow {
  account_id: string
  last_hour_at: number
  hours_in_day: number
  accrued_kop: number
}

export class BillingRepo {
  constructor(private readonly db: Db) {}

  all(): BillingRow[] {
    return prepared(this.db, 'SELECT * FROM billing').all() as BillingRow[]
  }

  ensure(accountId: string, now: number): void {
    prepared(this.db, 'INSERT OR IGNORE INTO billing (account_id, last_hour_at, hours_in_day, accrued_kop) VALUES (?, ?, 0, 0)').run(accountId, now)
  }

  save(row: BillingRow): void {
    prepared(this.db, 'UPDATE billing SET last_hour_at = @last_hour_at, hours_in_day = @hours_in_day, accrued_kop = @accrued_kop WHERE account_id = @account_id').run(row)
  }

  insertCharge(accountId: string, amountKop: number, hours: number, createdIn: string): void {
    prepared(this.db, 'INSERT INTO charges (account_id, amount_kop, hours, created_in) VALUES (?, ?, ?, ?)').run(accountId, amountKop, hours, createdIn)
  }
}
