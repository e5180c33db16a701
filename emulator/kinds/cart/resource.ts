// The cart (000 §3 Cart / cart_product, per-user preferences "cart" and hide_dashboard_cart_banner) as a resource
// of the kit: each user's products, oldest first, with the order state of 000 §4 Cart. The per-user preferences
// (000 §3 server-side storage) share the migration: clearing the cart sets one of them.
import type { CartProduct } from '../../../generated/types/index.js'
import { defineResource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'

export interface CartProductRow {
  id: string
  account_id: string
  user_id: string
  kind: string
  num: number
  label: string
  /** the order options as JSON (000 §3: incl. project_id) */
  options: string
  status: string | null
  error: string | null
  created_in: string
}

const MIGRATION = `
CREATE TABLE cart_products (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  num INTEGER NOT NULL CHECK (num >= 1),
  label TEXT NOT NULL,
  options TEXT NOT NULL,
  status TEXT CHECK (status IN ('submitting', 'ok', 'failed')),
  error TEXT,
  created_in TEXT NOT NULL
);
CREATE INDEX cart_products_user ON cart_products(user_id, created_in, id);
CREATE TABLE user_preferences (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_id, name)
);
`

export function presentProduct(row: CartProductRow): CartProduct {
  return {
    id: row.id,
    kind: row.kind as CartProduct['kind'],
    label: row.label,
    num: row.num,
    options: JSON.parse(row.options) as NonNullable<CartProduct['options']>,
    ...(row.status ? { status: row.status as NonNullable<CartProduct['status']> } : {}),
    ...(row.error ? { error: row.error } : {}),
    created_in: row.created_in,
  }
}

export const cartProductResource = defineResource<CartProductRow, CartProduct>({
  kind: 'cart_product',
  what: 'Cart product',
  table: 'cart_products',
  columns: ['id', 'account_id', 'user_id', 'kind', 'num', 'label', 'options', 'status', 'error', 'created_in'],
  scope: 'account',
  migrations: [{ version: 30, name: 'cart products and per-user preferences', sql: MIGRATION }],
  list: {
    table: 'cart_products c',
    joins: {},
    columns: 'c.*',
    id: 'c.id',
    shape: {
      fields: {
        id: textField('c.id'),
        kind: textField('c.kind'),
        label: textField('c.label'),
        num: integerField('c.num'),
        options: 'memory',
        status: { ...textField('c.status'), nullable: true },
        error: { ...textField('c.error'), nullable: true },
        created_in: textField('c.created_in'),
      },
    },
    order: 'created_in',
  },
  present: (_ctx, row) => presentProduct(row),
})
