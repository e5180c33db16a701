// Payers (000 §3 Payer, 000 §4 Payer) as a resource of the kit: an account's own, newest first. The spec's many
// optional fields are kept as one JSON object beside the columns a rule or a list reads; has_invoice is read from
// the account's bank-invoice payments, so it cannot disagree with them.
import { PAYMENT } from '../../../contract/constants'
import type { Payer } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { defineResource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { PAYMENT_METHODS } from '../payment/methods'
import { missingFields } from './fields'

export interface PayerRow {
  id: string
  account_id: string
  /** 1: the account's main payer (000 §6: "A main payer exists") */
  is_main: number
  payer_type: number
  name: string
  /** the other fields of 000 §3 Payer, as JSON */
  fields: string
  created_in: string
}

const MIGRATION = `
CREATE TABLE payers (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  is_main INTEGER NOT NULL DEFAULT 0,
  payer_type INTEGER NOT NULL,
  name TEXT NOT NULL,
  fields TEXT NOT NULL DEFAULT '{}',
  created_in TEXT NOT NULL
);
CREATE UNIQUE INDEX payers_account_main ON payers(account_id) WHERE is_main = 1;
CREATE INDEX payers_account_created ON payers(account_id, created_in DESC, id);
`

const PAYER_MEMORY_FIELDS = [
  'email',
  'vatnum',
  'kpp',
  'ogrn',
  'country_legal',
  'postcode_legal',
  'city_legal',
  'address_legal',
  'director',
  'job_title',
  'person',
  'country_physical',
  'postcode_physical',
  'city_physical',
  'address_physical',
  'bik',
  'bankname',
  'phone',
  'delivery_method',
  'has_invoice',
  'missing_fields',
] as const

export const fieldsOf = (row: Pick<PayerRow, 'fields'>): Record<string, string> => JSON.parse(row.fields) as Record<string, string>

/** the ids of the methods whose module is a bank invoice's (000 §4 Payments: bank modules pmruwire, pmwire) */
export const BANK_METHOD_IDS: readonly string[] = PAYMENT_METHODS.filter((method) => (PAYMENT.bank_modules as readonly string[]).includes(method.module)).map((method) => method.id)

/** 000 §4 Payer: whether a bank invoice names the payer */
export function hasInvoice(ctx: Ctx, payerId: string): boolean {
  const placeholders = BANK_METHOD_IDS.map(() => '?').join(', ')
  return prepared(ctx.repos.db, `SELECT 1 FROM payments WHERE payer_id = ? AND method_id IN (${placeholders}) LIMIT 1`).get(payerId, ...BANK_METHOD_IDS) !== undefined
}

export const payerResource = defineResource<PayerRow, Payer>({
  kind: 'payer',
  what: 'Payer',
  table: 'payers',
  columns: ['id', 'account_id', 'is_main', 'payer_type', 'name', 'fields', 'created_in'],
  scope: 'account',
  migrations: [{ version: 28, name: 'payers', sql: MIGRATION }],
  list: {
    table: 'payers r',
    joins: {},
    columns: 'r.*',
    id: 'r.id',
    shape: {
      fields: {
        id: textField('r.id'),
        name: textField('r.name'),
        payer_type: integerField('r.payer_type'),
        created_in: textField('r.created_in'),
        is_main: integerField('r.is_main'),
        // the other fields of 000 §3 Payer live in the row's JSON and what is worked out of it: filtered in memory
        ...Object.fromEntries(PAYER_MEMORY_FIELDS.map((name) => [name, 'memory' as const])),
      },
    },
    order: '-created_in',
  },
  present: (ctx, row) => {
    const fields = fieldsOf(row)
    return {
      ...fields,
      id: row.id,
      payer_type: row.payer_type,
      name: row.name,
      is_main: row.is_main === 1,
      has_invoice: hasInvoice(ctx, row.id),
      missing_fields: missingFields({ ...fields, payer_type: row.payer_type, name: row.name }),
      created_in: row.created_in,
    }
  },
  entity: 'payer',
})
