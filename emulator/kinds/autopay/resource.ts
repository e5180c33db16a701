// Autopay (000 §3 Autopay: status INACTIVE, ON, OFF; card_token_status NO, DISABLED, EXPIRED; days_until_end_of_balance,
// payment_amount) as a resource of the kit: one per account, its id the account's. An account without a row has
// autopay INACTIVE and no card. Amounts are integer kopecks, answered in roubles.
import type { Autopay } from '../../../generated/types/index.js'
import { defineResource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { roubles } from '../../money'

export interface AutopayRow {
  /** the account's id: one autopay per account */
  id: string
  account_id: string
  status: 'INACTIVE' | 'ON' | 'OFF'
  /** null: a usable card is bound */
  card_token_status: 'NO' | 'DISABLED' | 'EXPIRED' | null
  card_last4: string | null
  days_until_end_of_balance: number
  payment_amount_kop: number
  /** when autopay last charged the card (emulator time), so a day's shortfall is charged once */
  last_charge_at: string | null
}

const MIGRATION = `
CREATE TABLE autopays (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('INACTIVE', 'ON', 'OFF')),
  card_token_status TEXT CHECK (card_token_status IN ('NO', 'DISABLED', 'EXPIRED')),
  card_last4 TEXT,
  days_until_end_of_balance INTEGER NOT NULL,
  payment_amount_kop INTEGER NOT NULL CHECK (payment_amount_kop > 0),
  last_charge_at TEXT
);
`

export const autopayResource = defineResource<AutopayRow, Autopay>({
  kind: 'autopay',
  what: 'Autopay',
  table: 'autopays',
  columns: ['id', 'account_id', 'status', 'card_token_status', 'card_last4', 'days_until_end_of_balance', 'payment_amount_kop', 'last_charge_at'],
  scope: 'account',
  migrations: [{ version: 27, name: 'autopay', sql: MIGRATION }],
  list: {
    table: 'autopays a',
    joins: {},
    columns: 'a.*',
    id: 'a.id',
    shape: {
      fields: {
        id: textField('a.id'),
        status: textField('a.status'),
        card_token_status: { ...textField('a.card_token_status'), nullable: true },
        card_last4: { ...textField('a.card_last4'), nullable: true },
        days_until_end_of_balance: integerField('a.days_until_end_of_balance'),
        // roubles as the answer gives them
        payment_amount: integerField('a.payment_amount_kop / 100.0'),
      },
    },
    order: 'id',
  },
  present: (_ctx, row) => ({
    id: row.id,
    status: row.status,
    card_token_status: row.card_token_status,
    ...(row.card_last4 ? { card_last4: row.card_last4 } : {}),
    days_until_end_of_balance: row.days_until_end_of_balance,
    payment_amount: roubles(row.payment_amount_kop),
  }),
  entity: 'autopay',
})
