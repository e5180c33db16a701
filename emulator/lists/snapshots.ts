// The snapshot list in SQL: the shape of present/snapshot.ts (schemas/entities/snapshot.schema.json) over
// snapshots sn and its parent server (ps). child_servers is left to memory.
import type { ListSource } from './run'

const text = (sql: string) => ({ sql, type: 'text' as const })

export const SNAPSHOTS: ListSource = {
  table: 'snapshots sn',
  joins: { ps: 'LEFT JOIN servers ps ON ps.id = sn.server_id' },
  columns: 'sn.*',
  id: 'sn.id',
  shape: {
    fields: {
      id: text('sn.id'),
      name: text('sn.name'),
      status: text('sn.status'),
      type: text('sn.type'),
      parent_server: { nullable: true, join: 'ps', fields: { id: { sql: 'ps.id', type: 'text', indexed: 'sn.server_id' }, name: text('ps.name') } },
      child_servers: 'memory',
      created_in: text('sn.created_in'),
      size: { sql: 'sn.size', type: 'integer' },
      delete_date: text('sn.delete_date'),
      project_id: text('sn.project_id'),
    },
  },
}
