// The volume list in SQL: the shape of present/volume.ts (schemas/entities/volume.schema.json) over
// volumes v and the server it is attached to (s).
import type { ListSource } from './run'
import { textField } from './shape'

export const VOLUMES: ListSource = {
  table: 'volumes v',
  joins: { s: 'LEFT JOIN servers s ON s.id = v.server_id' },
  columns: 'v.*',
  id: 'v.id',
  shape: {
    fields: {
      id: textField('v.id'),
      name: textField('v.name'),
      size: { sql: 'v.size', type: 'integer' },
      status: textField('v.status'),
      storage_type: textField('v.storage_type'),
      bootable: { sql: '(v.bootable = 1)', type: 'boolean' },
      attached_to_server: {
        nullable: true,
        join: 's',
        fields: { id: { sql: 's.id', type: 'text', indexed: 'v.server_id' }, rescue_mode: textField('s.rescue_mode'), name: textField('s.name') },
      },
      created_in: textField('v.created_in'),
      description: { sql: 'v.description', type: 'text', freeText: true },
      snapshots: 'memory',
      project_id: textField('v.project_id'),
    },
  },
}
