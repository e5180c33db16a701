// The project list in SQL: the shape of present/project.ts (schemas/entities/project.schema.json) over
// projects p. Limits, prices, flavors, images and recipes are left to memory.
import type { ListSource } from './run'
import { textField } from './shape'

export const PROJECTS: ListSource = {
  table: 'projects p',
  joins: {},
  columns: 'p.*',
  id: 'p.id',
  shape: {
    fields: {
      id: textField('p.id'),
      name: textField('p.name'),
      status: textField('p.status'),
      stopping_reason: { sql: 'p.stopping_reason', type: 'text', nullable: true },
      services: {
        fields: {
          status: textField('p.status'),
          stopping_reason: { sql: 'p.stopping_reason', type: 'text', nullable: true },
          // the services the kinds own (kit Resource.services): DNS (kinds/dns_domain)
          dns: {
            fields: { status: { sql: "(CASE WHEN EXISTS (SELECT 1 FROM dns_services ds WHERE ds.project_id = p.id AND ds.status = 'ACTIVE') THEN 'ACTIVE' ELSE 'INACTIVE' END)", type: 'text' } },
          },
        },
      },
      limits: 'memory',
      params: { fields: { max_addresses_per_server: { sql: 'p.max_addresses_per_server', type: 'integer' } } },
      prices: 'memory',
      flavors: 'memory',
      images: 'memory',
      recipes: 'memory',
      backup_predefined_settings: 'memory',
      backups_maintenance_mode: 'memory',
      backups_service: 'memory',
      created_in: textField('p.created_in'),
    },
  },
}
