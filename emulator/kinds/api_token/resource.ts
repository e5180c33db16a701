// API tokens (000 §3 API token, 000 §4 API token actions, 001 §7 Other) as a resource of the kit: an account's
// own, listed newest first (001 §7: "list default sort created_in descending"). The value is kept only as its
// SHA-256, so it is shown once, by create and renew.
import type { ApiToken } from '../../../generated/types/index.js'
import { defineResource } from '../../kit/resource'
import { textField } from '../../lists/shape'

export interface ApiTokenRow {
  id: string
  account_id: string
  user_id: string
  name: string
  hash: string
  created_in: string
}

const MIGRATION = `
CREATE TABLE api_tokens (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  created_in TEXT NOT NULL
);
CREATE INDEX api_tokens_account_created ON api_tokens(account_id, created_in DESC, id);
`

export const apiTokenResource = defineResource<ApiTokenRow, ApiToken>({
  kind: 'api_token',
  what: 'API token',
  table: 'api_tokens',
  columns: ['id', 'account_id', 'user_id', 'name', 'hash', 'created_in'],
  scope: 'account',
  migrations: [{ version: 5, name: 'API tokens', sql: MIGRATION }],
  list: {
    table: 'api_tokens t',
    joins: {},
    columns: 't.*',
    id: 't.id',
    shape: { fields: { id: textField('t.id'), name: textField('t.name'), created_in: textField('t.created_in') } },
    order: '-created_in',
  },
  present: (_ctx, row) => ({ id: row.id, name: row.name, created_in: row.created_in }),
  entity: 'api_token',
})
