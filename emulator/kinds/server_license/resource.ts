// Server licences (000 §3 Server license: addon, name, items, status; 000 §4 Server license: processing BUILDING,
// CREATING, DELETING, CHANGING, active ACTIVE) as a resource of the kit. A licence belongs to a server and is
// billed with it (cost.ts). Steps: CREATING → ACTIVE, CHANGING → ACTIVE with the new value, DELETING → gone.
// Websocket entity `server_license`; its server is announced too, as the server embeds its licences.
import { LICENSE } from '../../../contract/constants'
import type { ServerLicense } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { DEFAULT_PRICES } from '../../domain/catalogue'
import { serverChanged } from '../../domain/notify'
import { defineResource, type Resource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { licenseSettled, presentLicense } from './present'

export interface ServerLicenseRow {
  id: string
  project_id: string
  server_id: string
  addon: string
  value: number
  status: string
  created_in: string
}

// projects made before licences existed get the licences' prices too (new ones get them from DEFAULT_PRICES)
const LICENSE_PRICES = DEFAULT_PRICES.filter((price) => price.group === LICENSE.price_group)
  .map((price) => `INSERT OR IGNORE INTO prices (project_id, price_group, name, hour_kop) SELECT id, '${price.group}', '${price.name}', ${price.hour_kop} FROM projects;`)
  .join('\n')

const MIGRATION = `
CREATE TABLE server_licenses (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  server_id TEXT NOT NULL,
  addon TEXT NOT NULL,
  value INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL,
  created_in TEXT NOT NULL
);
CREATE INDEX server_licenses_project_created ON server_licenses(project_id, created_in DESC, id);
CREATE INDEX server_licenses_server ON server_licenses(server_id);
${LICENSE_PRICES}
`

const settled = (ctx: Ctx, row: ServerLicenseRow): void => {
  serverChanged(ctx, row.server_id)
  licenseSettled(ctx, row)
}

export const serverLicenseResource: Resource<ServerLicenseRow, ServerLicense> = defineResource<ServerLicenseRow, ServerLicense>({
  kind: 'server_license',
  what: 'Licence',
  table: 'server_licenses',
  columns: ['id', 'project_id', 'server_id', 'addon', 'value', 'status', 'created_in'],
  scope: 'project',
  migrations: [{ version: 22, name: 'server licences', sql: MIGRATION }],
  list: {
    table: 'server_licenses l',
    joins: {},
    columns: 'l.*',
    id: 'l.id',
    shape: {
      fields: {
        id: textField('l.id'),
        addon: textField('l.addon'),
        name: 'memory',
        items: 'memory',
        value: integerField('l.value'),
        status: textField('l.status'),
        cost: 'memory',
        server_id: textField('l.server_id'),
        created_in: textField('l.created_in'),
        project_id: textField('l.project_id'),
      },
    },
  },
  present: presentLicense,
  entity: 'server_license',
  transitions: {
    created: { to: 'ACTIVE', then: (ctx, row) => settled(ctx, row) },
    changed: { to: 'ACTIVE', change: (row, payload) => ({ value: typeof payload['value'] === 'number' ? payload['value'] : row.value }), then: (ctx, row) => settled(ctx, row) },
    deleted: { remove: true, then: (ctx, last) => settled(ctx, last) },
  },
})
