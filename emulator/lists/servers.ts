// The server list in SQL: the shape of present/server.ts (schemas/entities/server.schema.json) over
// servers sv, its flavor (f) and image (i). Volumes, addresses, snapshots and disk_data are left to memory.
import type { ListSource } from './run'

const text = (sql: string) => ({ sql, type: 'text' as const })
const integer = (sql: string) => ({ sql, type: 'integer' as const })

export const SERVERS: ListSource = {
  table: 'servers sv',
  joins: { f: 'LEFT JOIN flavors f ON f.id = sv.flavor_id', i: 'LEFT JOIN images i ON i.id = sv.image_id' },
  columns: 'sv.*',
  id: 'sv.id',
  shape: {
    fields: {
      id: text('sv.id'),
      name: text('sv.name'),
      status: text('sv.status'),
      rescue_mode: text('sv.rescue_mode'),
      guest_agent: { value: true },
      flavor: {
        nullable: true,
        join: 'f',
        fields: { id: text('f.id'), name: text('f.name'), vcpus: integer('f.vcpus'), ram: integer('f.ram'), cpu_type: text('f.cpu_type') },
      },
      image: {
        nullable: true,
        join: 'i',
        fields: {
          id: text('i.id'),
          name: text('i.name'),
          operation_system: { fields: { distribution: text('i.distribution'), version: text('i.version'), os_family: text('i.os_family') } },
        },
      },
      volumes: 'memory',
      disk_data: 'memory',
      addresses: 'memory',
      internal_addresses: 'memory',
      snapshots: 'memory',
      snapshots_count: integer('(SELECT COUNT(*) FROM snapshots x WHERE x.server_id = sv.id)'),
      backup_plans: { value: [] },
      licenses: { value: [] },
      admin_key_status: { value: 'NO' },
      keypairs: { value: [] },
      has_dedicated_vcpus: { sql: "(f.cpu_type IS 'DEDICATED')", type: 'boolean', join: 'f' },
      created_in: text('sv.created_in'),
      project_id: text('sv.project_id'),
    },
  },
}
