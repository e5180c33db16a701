// Virtual routers (000 §3, §4 Virtual router; 001 §4 Virtual router rules, §7 Virtual routers) as a resource of the
// kit. A router has private networks and, once created, an external gateway address: a row of `addresses` of type
// VROUTER (000 §3 Floating IP type) attached to it (attached_entity 'vrouter', attached_id its id); the floating IPs
// attached to a router are held the same way, as a load balancer's are (floatingip/targets.ts). Steps: CREATING → ACTIVE, STARTING → ACTIVE, STOPPING → STOPPED, DELETING → gone. Websocket entity `vrouter`.
import { VROUTER } from '../../../contract/constants'
import type { Vrouter } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { defineResource, type Resource } from '../../kit/resource'
import { countOf } from '../../kit/rows'
import { textField } from '../../lists/shape'
import { releaseVrouterAddresses, vrouterAddresses } from './addresses'
import { vrouterCosts, vrouterSettled } from './costs'

export interface VrouterRow {
  id: string
  project_id: string
  name: string
  status: string
  /** JSON array of CIDR strings */
  private_networks: string
  private_ip: string
  created_in: string
}

const MIGRATION = `
CREATE TABLE vrouters (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  private_networks TEXT NOT NULL,
  private_ip TEXT NOT NULL,
  created_in TEXT NOT NULL
);
CREATE INDEX vrouters_project_created ON vrouters(project_id, created_in DESC, id);
ALTER TABLE addresses ADD COLUMN vrouter_id TEXT;
CREATE INDEX addresses_vrouter ON addresses(vrouter_id);
`

// A router's addresses were held by a column of their own (vrouter_id); they move to attached_entity/attached_id,
// the one way every attach target but a server holds them (floatingip/targets.ts), and the column goes.
const ADDRESSES_AS_TARGET = `
UPDATE addresses SET attached_entity = 'vrouter', attached_id = vrouter_id WHERE vrouter_id IS NOT NULL;
DROP INDEX addresses_vrouter;
ALTER TABLE addresses DROP COLUMN vrouter_id;
`

function presentVrouter(ctx: Ctx, row: VrouterRow): Vrouter {
  const addresses = vrouterAddresses(ctx, row.id)
  return {
    id: row.id,
    name: row.name,
    status: row.status as Vrouter['status'],
    private_ip: row.private_ip,
    bandwidth: VROUTER.internet_channel_mbps,
    private_networks: JSON.parse(row.private_networks) as string[],
    external_address: addresses.find((address) => address.type === 'VROUTER')?.address ?? null,
    addresses,
    created_in: row.created_in,
    project_id: row.project_id,
  }
}

export const vrouterResource: Resource<VrouterRow, Vrouter> = defineResource<VrouterRow, Vrouter>({
  kind: 'vrouter',
  what: 'Virtual router',
  table: 'vrouters',
  columns: ['id', 'project_id', 'name', 'status', 'private_networks', 'private_ip', 'created_in'],
  scope: 'project',
  migrations: [
    { version: 17, name: 'virtual routers', sql: MIGRATION },
    { version: 21, name: "routers' addresses as an attach target", sql: ADDRESSES_AS_TARGET },
  ],
  list: {
    table: 'vrouters r',
    joins: {},
    columns: 'r.*',
    id: 'r.id',
    shape: {
      fields: {
        id: textField('r.id'),
        name: textField('r.name'),
        status: textField('r.status'),
        private_ip: textField('r.private_ip'),
        bandwidth: { value: VROUTER.internet_channel_mbps },
        private_networks: 'memory',
        addresses: 'memory',
        external_address: {
          sql: "(SELECT x.address FROM addresses x WHERE x.attached_entity = 'vrouter' AND x.attached_id = r.id AND x.type = 'VROUTER' LIMIT 1)",
          type: 'text',
          nullable: true,
        },
        created_in: textField('r.created_in'),
        project_id: textField('r.project_id'),
      },
    },
  },
  present: presentVrouter,
  entity: 'vrouter',
  transitions: {
    created: { to: 'ACTIVE', then: (ctx, row) => vrouterSettled(ctx, row) },
    started: { to: 'ACTIVE', then: (ctx, row) => vrouterSettled(ctx, row) },
    stopped: { to: 'STOPPED', then: (ctx, row) => vrouterSettled(ctx, row) },
    deleted: {
      remove: true,
      then: (ctx, last) => {
        releaseVrouterAddresses(ctx, last.id)
        vrouterSettled(ctx, last)
      },
    },
  },
  used: (ctx, projectId) => ({ vrouters: countOf(ctx, vrouterResource, 'project_id = ?', projectId) }),
  consumption: vrouterCosts,
})

/** the project's routers, oldest first (000 §4: "an active router exists if the first in the project is ACTIVE") */
export function firstVrouter(ctx: Ctx, projectId: string): VrouterRow | undefined {
  return prepared(ctx.repos.db, 'SELECT * FROM vrouters WHERE project_id = ? ORDER BY created_in, rowid LIMIT 1').get(projectId) as VrouterRow | undefined
}
