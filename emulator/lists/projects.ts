// The project list in SQL: the shape of present/project.ts (schemas/entities/project.schema.json) over
// projects p. Limits, prices, flavors and images are left to memory.
import type { ListSource } from './run'

const text = (sql: string) => ({ sql, type: 'text' as const })

export const PROJECTS: ListSource = {
  table: 'projects p',
  joins: {},
  columns: 'p.*',
  id: 'p.id',
  shape: {
    fields: {
      id: text('p.id'),
      name: text('p.name'),
      status: text('p.status'),
      stopping_reason: { sql: 'p.stopping_reason', type: 'text', nullable: true },
      services: { fields: { status: text('p.status'), stopping_reason: { sql: 'p.stopping_reason', type: 'text', nullable: true } } },
      limits: 'memory',
      params: { fields: { max_addresses_per_server: { sql: 'p.max_addresses_per_server', type: 'integer' } } },
      prices: 'memory',
      flavors: 'memory',
      images: 'memory',
      created_in: text('p.created_in'),
    },
  },
}
