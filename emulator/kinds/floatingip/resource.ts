// Floating IPs (000 §3, §4 Floating IP; 001 §4 Floating IP rules, §7 Floating IPs) as a resource of the kit.
// A floating IP is a public address of the project: the `addresses` table holds them with the servers' own
// ones, so that a server lists what is attached to it and the addresses limit counts them all (001 §5: only
// external FIXED addresses count as ipv4). Steps: RESERVING → DOWN (ordered), PROCESSING → ACTIVE (attached)
// or DOWN (detached), DELETING → gone. Websocket entity `address` (001 §7: "entities plus address").
import type { Floatingip } from '../../../generated/types/index.js'
import { FLOATING_IP } from '../../../contract/constants'
import type { Ctx } from '../../context'
import type { AddressRow } from '../../db/servers'
import { freeAddress } from '../../domain/addresses'
import { isoAt, newId } from '../../domain/ids'
import { serverChanged } from '../../domain/notify'
import { defineResource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { balanceChanged } from '../../money'
import { attachTarget } from './targets'

export interface FloatingipRow extends AddressRow {
  status: string
  ptr: string | null
  /** 1: ordered on its own (POST /projects/{id}/addresses) or detached once, so it outlives a server; 0: came with a server */
  ordered: number
  /** what else than a server it is attached to (targets.ts: a router, whose gateway address it may be, a load balancer), by entity name and id */
  attached_entity: string | null
  attached_id: string | null
}

const MIGRATION = `
ALTER TABLE addresses ADD COLUMN status TEXT NOT NULL DEFAULT 'ACTIVE';
ALTER TABLE addresses ADD COLUMN ptr TEXT;
ALTER TABLE addresses ADD COLUMN ordered INTEGER NOT NULL DEFAULT 0;
CREATE INDEX addresses_project_external ON addresses(project_id, external, created_in DESC, id);
`

function attachedTo(ctx: Ctx, row: FloatingipRow): NonNullable<Floatingip['attached_to']> | null {
  const server = row.server_id ? ctx.repos.servers.server(row.server_id) : undefined
  if (server) return { entity: 'server', id: server.id, name: server.name, rescue_mode: server.rescue_mode as NonNullable<NonNullable<Floatingip['attached_to']>['rescue_mode']> }
  const target = row.attached_id ? attachTarget(row.attached_entity)?.find(ctx, row.project_id, row.attached_id) : undefined
  return target && row.attached_entity ? { entity: row.attached_entity as NonNullable<Floatingip['attached_to']>['entity'], id: target.id, name: target.name } : null
}

function presentFloatingip(ctx: Ctx, row: FloatingipRow): Floatingip {
  return {
    id: row.id,
    address: row.address,
    status: row.status as Floatingip['status'],
    type: row.type,
    attached_to: attachedTo(ctx, row),
    is_primary: row.is_primary === 1,
    ptr: row.ptr,
    bandwidth_max_mbps: row.bandwidth_max_mbps,
    ddos_protection: row.ddos_protection === 1,
    // 001 §7 and 000 §3 give the list the default filter external__in false without saying what an external
    // one is; the addresses a customer orders and manages answer false, and the emulator has no other kind
    external: false,
    created_in: row.created_in,
    project_id: row.project_id,
  }
}

/** the server, router or balancer an address is attached to embeds it: its details are told again */
export function holdersChanged(ctx: Ctx, row: Pick<FloatingipRow, 'server_id' | 'attached_entity' | 'attached_id'>): void {
  serverChanged(ctx, row.server_id)
  if (row.attached_id) attachTarget(row.attached_entity)?.changed(ctx, row.attached_id)
}
/** A new external address of the project, unattached and ordered on its own, with `fields` over the defaults. */
export function newFloatingipRow(ctx: Ctx, projectId: string, fields: Partial<FloatingipRow>): FloatingipRow {
  return {
    id: newId(),
    project_id: projectId,
    server_id: null,
    address: freeAddress(ctx, true),
    type: 'FIXED',
    external: 1,
    is_primary: 0,
    mask: 32,
    ddos_protection: 0,
    bandwidth_max_mbps: FLOATING_IP.default_bandwidth_mbps,
    created_in: isoAt(ctx.now()),
    status: 'DOWN',
    ptr: null,
    ordered: 1,
    attached_entity: null,
    attached_id: null,
    ...fields,
  }
}

function balanceOfProject(ctx: Ctx, projectId: string): void {
  const project = ctx.repos.projects.project(projectId)
  if (project) balanceChanged(ctx, project.account_id)
}

export const floatingipResource = defineResource<FloatingipRow, Floatingip>({
  kind: 'floatingip',
  what: 'Address',
  table: 'addresses',
  columns: [
    'id',
    'project_id',
    'server_id',
    'address',
    'type',
    'external',
    'is_primary',
    'mask',
    'ddos_protection',
    'bandwidth_max_mbps',
    'created_in',
    'status',
    'ptr',
    'ordered',
    'attached_entity',
    'attached_id',
  ],
  scope: 'project',
  migrations: [{ version: 3, name: 'floating IPs', sql: MIGRATION }],
  list: {
    table: 'addresses a',
    joins: { s: 'LEFT JOIN servers s ON s.id = a.server_id' },
    columns: 'a.*',
    id: 'a.id',
    shape: {
      fields: {
        id: textField('a.id'),
        address: textField('a.address'),
        status: textField('a.status'),
        type: textField('a.type'),
        attached_to: {
          nullable: true,
          fields: {
            entity: { sql: "(CASE WHEN a.server_id IS NOT NULL THEN 'server' ELSE a.attached_entity END)", type: 'text', nullable: true },
            id: { sql: 'COALESCE(a.server_id, a.attached_id)', type: 'text', nullable: true },
            // the name of a router or of another kind than a server is that kind's (targets.ts)
            name: 'memory',
            rescue_mode: { sql: 's.rescue_mode', type: 'text', nullable: true, join: 's' },
          },
        },
        is_primary: { sql: '(a.is_primary = 1)', type: 'boolean' },
        ptr: { sql: 'a.ptr', type: 'text', nullable: true },
        bandwidth_max_mbps: integerField('a.bandwidth_max_mbps'),
        ddos_protection: { sql: '(a.ddos_protection = 1)', type: 'boolean' },
        external: { value: false },
        created_in: textField('a.created_in'),
        project_id: textField('a.project_id'),
      },
    },
  },
  present: presentFloatingip,
  entity: 'address',
  transitions: {
    reserved: { to: 'DOWN' },
    attached: { to: 'ACTIVE', then: (ctx, row) => holdersChanged(ctx, row) },
    detached: {
      to: 'DOWN',
      change: () => ({ server_id: null, is_primary: 0, ordered: 1, attached_entity: null, attached_id: null }),
      then: (ctx, _row, before) => holdersChanged(ctx, before),
    },
    deleted: { remove: true, then: (ctx, last) => balanceOfProject(ctx, last.project_id) },
  },
})
