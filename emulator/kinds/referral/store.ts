// The referral programme's data (000 §3 Affiliate, Referral): an account's programme (the agency contract, what it
// earned and may withdraw, the welcome cashback taken) and the clients it brought.
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'

export const REFERRAL_MIGRATION = `
CREATE TABLE affiliates (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  contract_signed INTEGER NOT NULL DEFAULT 0,
  all_income_kop INTEGER NOT NULL DEFAULT 0,
  available_kop INTEGER NOT NULL DEFAULT 0,
  last_month_income_kop INTEGER NOT NULL DEFAULT 0,
  welcome_cashback_taken INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE referrals (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  client TEXT NOT NULL,
  registration_date TEXT NOT NULL,
  source TEXT NOT NULL,
  paid INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX referrals_account ON referrals(account_id, registration_date DESC, id);`

export interface AffiliateRow {
  account_id: string
  contract_signed: number
  all_income_kop: number
  available_kop: number
  last_month_income_kop: number
  welcome_cashback_taken: number
}

export interface ReferralRow {
  id: string
  account_id: string
  client: string
  registration_date: string
  source: string
  paid: number
}

/** the account's programme; an account that never joined has an empty one */
export function affiliateOf(ctx: Ctx, accountId: string): AffiliateRow {
  prepared(ctx.repos.db, 'INSERT OR IGNORE INTO affiliates (account_id) VALUES (?)').run(accountId)
  return prepared(ctx.repos.db, 'SELECT * FROM affiliates WHERE account_id = ?').get(accountId) as AffiliateRow
}

export function updateAffiliate(ctx: Ctx, accountId: string, changes: Partial<Omit<AffiliateRow, 'account_id'>>): void {
  for (const [column, value] of Object.entries(changes)) prepared(ctx.repos.db, `UPDATE affiliates SET ${column} = ? WHERE account_id = ?`).run(value, accountId)
}

export function referralsOf(ctx: Ctx, accountId: string, limit: number, offset: number): { rows: ReferralRow[]; count: number } {
  const rows = prepared(ctx.repos.db, 'SELECT * FROM referrals WHERE account_id = ? ORDER BY registration_date DESC, id LIMIT ? OFFSET ?').all(accountId, limit, offset) as ReferralRow[]
  const count = (prepared(ctx.repos.db, 'SELECT COUNT(*) AS n FROM referrals WHERE account_id = ?').get(accountId) as { n: number }).n
  return { rows, count }
}

export function insertReferral(ctx: Ctx, row: ReferralRow): void {
  prepared(ctx.repos.db, 'INSERT INTO referrals (id, account_id, client, registration_date, source, paid) VALUES (@id, @account_id, @client, @registration_date, @source, @paid)').run(row)
}
