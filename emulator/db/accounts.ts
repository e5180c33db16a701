// Accounts and their users (000 §3 Account, Profile). One user per account in the emulator.
import type { Db } from './connection'
import { prepared } from './statements'

export interface AccountRow {
  id: string
  balance_kop: number
  credit_limit_kop: number
  signup_status: number
  has_identification: number
  phone_verified: number
  payment_account_number: string
  created_in: string
}

export interface UserRow {
  id: string
  account_id: string
  email: string
  password_hash: string | null
  name: string
  phone: string
  email_subscribe: number
  email_marketing_subscribe: number
  second_factor_enabled: number
  ref_site: string | null
  ref_affiliate_id: number | null
  created_in: string
}

export class AccountsRepo {
  constructor(private readonly db: Db) {}

  account(id: string): AccountRow | undefined {
    return prepared(this.db, 'SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined
  }

  accountIds(): string[] {
    return prepared(this.db, 'SELECT id FROM accounts ORDER BY created_in').pluck().all() as string[]
  }

  user(id: string): UserRow | undefined {
    return prepared(this.db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
  }

  userByEmail(email: string): UserRow | undefined {
    return prepared(this.db, 'SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined
  }

  userOfAccount(accountId: string): UserRow | undefined {
    return prepared(this.db, 'SELECT * FROM users WHERE account_id = ? ORDER BY created_in LIMIT 1').get(accountId) as UserRow | undefined
  }

  insertAccount(row: AccountRow): void {
    prepared(
      this.db,
      `INSERT INTO accounts (id, balance_kop, credit_limit_kop, signup_status, has_identification, phone_verified, payment_account_number, created_in)
         VALUES (@id, @balance_kop, @credit_limit_kop, @signup_status, @has_identification, @phone_verified, @payment_account_number, @created_in)`,
    ).run(row)
  }

  insertUser(row: UserRow): void {
    prepared(
      this.db,
      `INSERT INTO users (id, account_id, email, password_hash, name, phone, email_subscribe, email_marketing_subscribe, second_factor_enabled, ref_site, ref_affiliate_id, created_in)
         VALUES (@id, @account_id, @email, @password_hash, @name, @phone, @email_subscribe, @email_marketing_subscribe, @second_factor_enabled, @ref_site, @ref_affiliate_id, @created_in)`,
    ).run(row)
  }

  setPassword(userId: string, passwordHash: string): void {
    prepared(this.db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId)
  }

  /** the profile's own fields that changed (000 §3 Profile) */
  updateProfile(userId: string, changes: Partial<Pick<UserRow, 'name' | 'email_subscribe' | 'email_marketing_subscribe'>>): void {
    for (const [column, value] of Object.entries(changes)) {
      if (column !== 'name' && column !== 'email_subscribe' && column !== 'email_marketing_subscribe') continue
      prepared(this.db, `UPDATE users SET ${column} = ? WHERE id = ?`).run(value, userId)
    }
  }

  /** a phone confirmed by its call (000 §5): the user's number, and the account counts as phone-verified */
  setVerifiedPhone(userId: string, accountId: string, phone: string): void {
    prepared(this.db, 'UPDATE users SET phone = ? WHERE id = ?').run(phone, userId)
    prepared(this.db, 'UPDATE accounts SET phone_verified = 1 WHERE id = ?').run(accountId)
  }

  setSecondFactor(userId: string, enabled: boolean): void {
    prepared(this.db, 'UPDATE users SET second_factor_enabled = ? WHERE id = ?').run(enabled ? 1 : 0, userId)
  }

  setSignupStatus(accountId: string, status: number): void {
    prepared(this.db, 'UPDATE accounts SET signup_status = ? WHERE id = ?').run(status, accountId)
  }

  setBalance(accountId: string, balanceKop: number): void {
    prepared(this.db, 'UPDATE accounts SET balance_kop = ? WHERE id = ?').run(balanceKop, accountId)
  }

  setCreditLimit(accountId: string, creditKop: number): void {
    prepared(this.db, 'UPDATE accounts SET credit_limit_kop = ? WHERE id = ?').run(creditKop, accountId)
  }
}
