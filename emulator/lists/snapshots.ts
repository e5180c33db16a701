// The snapshot list in SQL: the shape of present/snapshot.ts (schemas/entities/snapshot.schema.json) over
// snapshots sn and its parent server (ps). child_servers is left to memory.
import type { ListSource } from './run'
import { textField } from './shape'

export const SNAPSHOTS: ListSource = {
  table: 'snapshots sn',
  joins: { ps: 'LEFT JOIN servers ps ON ps.id = sn.server_id' },
  columns: 'sn.*',
  id: 'sn.id',
  shape: {
    fields: {
      id: textField('sn.id'),
      name: textField('sn.name'),
      status: textField('sn.status'),
      type: textField('sn.type'),
      parent_server: { nullable: true, join: 'ps', fields: { id: { sql: 'ps.id', type: 'text', indexed: 'sn.server_id' }, name: textField('ps.name') } },
      child_servers: 'memory',
      created_in: textField('sn.created_in'),
      size: { sql: 'sn.size', type: 'integer' },
      delete_date: textField('sn.delete_date'),
      project_id: textField('sn.project_id'),
    },
  },
}
