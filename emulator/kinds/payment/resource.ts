// Payments (000 §3 Payment, 000 §4 Payments) as a resource of the kit: an account's own, newest first. The
// amount is integer kopecks (`amount_kop`), answered in roubles; the status is the spec's number.
import type { Payment } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { defineResource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { roubles } from '../../money'
import { methodById, presentMethod } from './methods'
import { receiptOf } from './receipt'

export interface PaymentRow {
  id: string
  account_id: string
  amount_kop: number
  status: number
  method_id: string | null
  payer_id: string | null
  type: string | null
  /** where the gateway sends the payer back (the console's page) */
  return_url: string | null
  /** the promo code a grant was activated with (each once per account) */
  promo_code: string | null
  pay_datetime: string | null
  created_in: string
}

/** A payment row: what the caller says, the rest empty (no method, payer, type, return link, promo code or pay time). */
export function paymentRow(ctx: Ctx, fields: Pick<PaymentRow, 'account_id' | 'amount_kop' | 'status'> & Partial<PaymentRow>): PaymentRow {
  return {
    id: newId(),
    method_id: null,
    payer_id: null,
    type: null,
    return_url: null,
    promo_code: null,
    pay_datetime: null,
    created_in: isoAt(ctx.now()),
    ...fields,
  }
}

const MIGRATION = `
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  amount_kop INTEGER NOT NULL CHECK (amount_kop >= 0),
  status INTEGER NOT NULL,
  method_id TEXT,
  payer_id TEXT,
  type TEXT,
  return_url TEXT,
  promo_code TEXT,
  pay_datetime TEXT,
  created_in TEXT NOT NULL
);
CREATE UNIQUE INDEX payments_account_promo ON payments(account_id, promo_code) WHERE promo_code IS NOT NULL;
CREATE INDEX payments_account_created ON payments(account_id, created_in DESC, id);
`

export const paymentResource = defineResource<PaymentRow, Payment>({
  kind: 'payment',
  what: 'Payment',
  table: 'payments',
  columns: ['id', 'account_id', 'amount_kop', 'status', 'method_id', 'payer_id', 'type', 'return_url', 'promo_code', 'pay_datetime', 'created_in'],
  scope: 'account',
  migrations: [{ version: 6, name: 'payments', sql: MIGRATION }],
  list: {
    table: 'payments p',
    joins: {},
    columns: 'p.*',
    id: 'p.id',
    shape: {
      fields: {
        id: textField('p.id'),
        status: integerField('p.status'),
        // roubles as the answer gives them; kopecks / 100 compares and orders as the answer's numbers do
        amount: integerField('p.amount_kop / 100.0'),
        payment_method: 'memory',
        receipt: 'memory',
        payer: { ...textField('p.payer_id'), nullable: true },
        type: { ...textField('p.type'), nullable: true },
        pay_datetime: { ...textField('p.pay_datetime'), nullable: true },
        created_in: textField('p.created_in'),
      },
    },
    order: '-created_in',
  },
  present: (_ctx, row) => {
    const method = row.method_id === null ? undefined : methodById(row.method_id)
    const receipt = receiptOf(row)
    return {
      id: row.id,
      amount: roubles(row.amount_kop),
      status: row.status as Payment['status'],
      ...(method ? { payment_method: presentMethod(method) } : {}),
      ...(receipt ? { receipt } : {}),
      payer: row.payer_id,
      type: row.type as NonNullable<Payment['type']> | null,
      ...(row.pay_datetime ? { pay_datetime: row.pay_datetime } : {}),
      created_in: row.created_in,
    }
  },
  entity: 'payment',
})
