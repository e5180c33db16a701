// The server list in SQL: the shape of present/server.ts (schemas/entities/server.schema.json) over
// servers sv, its flavor (f) and image (i). Volumes, addresses, snapshots and disk_data are left to memory.
import type { ListSource } from './run'
import { integerField, textField } from './shape'

export const SERVERS: ListSource = {
  table: 'servers sv',
  joins: { f: 'LEFT JOIN flavors f ON f.id = sv.flavor_id', i: 'LEFT JOIN images i ON i.id = sv.image_id' },
  columns: 'sv.*',
  id: 'sv.id',
  shape: {
    fields: {
      id: textField('sv.id'),
      name: textField('sv.name'),
      status: textField('sv.status'),
      rescue_mode: textField('sv.rescue_mode'),
      guest_agent: { value: true },
      flavor: {
        nullable: true,
        join: 'f',
        fields: { id: textField('f.id'), name: textField('f.name'), vcpus: integerField('f.vcpus'), ram: integerField('f.ram'), cpu_type: textField('f.cpu_type') },
      },
      image: {
        nullable: true,
        join: 'i',
        fields: {
          id: textField('i.id'),
          name: textField('i.name'),
          operation_system: { fields: { distribution: textField('i.distribution'), version: textField('i.version'), os_family: textField('i.os_family') } },
        },
      },
      volumes: 'memory',
      disk_data: 'memory',
      addresses: 'memory',
      internal_addresses: 'memory',
      snapshots: 'memory',
      snapshots_count: integerField('(SELECT COUNT(*) FROM snapshots x WHERE x.server_id = sv.id)'),
      backup_plans: 'memory',
      licenses: 'memory',
      recipe: 'memory',
      admin_key_status: textField('sv.admin_key_status'),
      keypairs: 'memory',
      has_dedicated_vcpus: { sql: "(f.cpu_type IS 'DEDICATED')", type: 'boolean', join: 'f' },
      created_in: textField('sv.created_in'),
      project_id: textField('sv.project_id'),
    },
  },
}
