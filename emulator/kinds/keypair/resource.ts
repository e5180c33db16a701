// SSH keypairs (000 §3 Keypair, 001 §7 Keypairs) as a resource of the kit: a project's, with no statuses
// (created and deleted at once), answered with keypair_id beside id (DELETE /keypairs/{keypair_id}).
import type { Keypair } from '../../../generated/types/index.js'
import { countOf } from '../../kit/rows'
import { defineResource, type Resource } from '../../kit/resource'
import { textField } from '../../lists/shape'

export interface KeypairRow {
  id: string
  project_id: string
  name: string
  public_key: string
  created_in: string
}

// 001 §5: unique names for keypairs (within a project)
const MIGRATION = `
CREATE TABLE keypairs (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  created_in TEXT NOT NULL,
  UNIQUE (project_id, name)
);
CREATE INDEX keypairs_project_created ON keypairs(project_id, created_in DESC, id);
`

export const keypairResource: Resource<KeypairRow, Keypair> = defineResource<KeypairRow, Keypair>({
  kind: 'keypair',
  what: 'Keypair',
  table: 'keypairs',
  columns: ['id', 'project_id', 'name', 'public_key', 'created_in'],
  scope: 'project',
  migrations: [{ version: 4, name: 'keypairs', sql: MIGRATION }],
  list: {
    table: 'keypairs k',
    joins: {},
    columns: 'k.*',
    id: 'k.id',
    shape: {
      fields: {
        id: textField('k.id'),
        keypair_id: textField('k.id'),
        name: textField('k.name'),
        public_key: textField('k.public_key'),
        created_in: textField('k.created_in'),
        project_id: textField('k.project_id'),
      },
    },
  },
  present: (_ctx, row) => ({ id: row.id, keypair_id: row.id, name: row.name, public_key: row.public_key, created_in: row.created_in, project_id: row.project_id }),
  entity: 'keypair',
  used: (ctx, projectId) => ({ keypair: countOf(ctx, keypairResource, 'project_id = ?', projectId) }),
})
