// Acceptance certificates (000 §3 Acceptance certificate: number, date, status, related invoices; 000 §4: the
// statuses 0 preliminary … 340 annulment refused) as a resource of the kit: an account's own, newest first. The
// related invoices are the bank-invoice payments of the certificate's month, kept as a JSON list of their ids.
import type { AcceptanceCert } from '../../../generated/types/index.js'
import { defineResource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'

export interface AcceptanceCertRow {
  id: string
  account_id: string
  number: string
  date: string
  status: number
  /** JSON list of the related invoices' ids */
  invoices: string
  /** the period's total in kopecks */
  amount_kop: number
  created_in: string
}

const MIGRATION = `
CREATE TABLE acceptance_certs (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  date TEXT NOT NULL,
  status INTEGER NOT NULL,
  invoices TEXT NOT NULL DEFAULT '[]',
  amount_kop INTEGER NOT NULL DEFAULT 0 CHECK (amount_kop >= 0),
  created_in TEXT NOT NULL
);
CREATE INDEX acceptance_certs_account_created ON acceptance_certs(account_id, created_in DESC, id);
`

export const acceptanceCertResource = defineResource<AcceptanceCertRow, AcceptanceCert>({
  kind: 'acceptance_cert',
  what: 'Acceptance certificate',
  table: 'acceptance_certs',
  columns: ['id', 'account_id', 'number', 'date', 'status', 'invoices', 'amount_kop', 'created_in'],
  scope: 'account',
  migrations: [{ version: 29, name: 'acceptance certificates', sql: MIGRATION }],
  list: {
    table: 'acceptance_certs a',
    joins: {},
    columns: 'a.*',
    id: 'a.id',
    shape: {
      fields: {
        id: textField('a.id'),
        number: textField('a.number'),
        date: textField('a.date'),
        status: integerField('a.status'),
        created_in: textField('a.created_in'),
        // the related invoices (a JSON list) and the total in roubles (kopecks in the row): worked out per item
        invoices: 'memory',
        amount: 'memory',
      },
    },
    order: '-created_in',
  },
  present: (_ctx, row) => ({
    id: row.id,
    number: row.number,
    date: row.date,
    status: row.status as AcceptanceCert['status'],
    invoices: (JSON.parse(row.invoices) as string[]).map((id) => ({ id })),
    amount: row.amount_kop / 100,
    created_in: row.created_in,
  }),
  entity: 'acceptance_cert',
})
