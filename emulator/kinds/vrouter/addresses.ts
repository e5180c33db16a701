// A router's public addresses in the `addresses` table (attached_entity 'vrouter', as any attach target of
// floatingip/targets.ts): its external gateway address (type VROUTER), made with the router and gone with it, and the
// floating IPs attached to it, which a deleted router leaves DOWN in the project.
import type { Vrouter } from '../../../generated/types/index.js'
import { FLOATING_IP } from '../../../contract/constants'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { freeAddress } from '../../domain/addresses'
import { isoAt, newId } from '../../domain/ids'
import { conflict } from '../../http/errors'
import { announce, announceId } from '../../kit/announce'
import { insertRow, rowOf, updateRow } from '../../kit/rows'
import { removeNow } from '../../kit/steps'
import { floatingipResource, type FloatingipRow } from '../floatingip/resource'
import { namedRowIn, type AttachTarget } from '../floatingip/targets'
import { vrouterResource } from './resource'

/** 000 §3 Floating IP type: VROUTER, a router's gateway address */
export const GATEWAY_TYPE = 'VROUTER'

/** the row is a router's gateway address (the addresses table's type is FIXED or FLOATING otherwise) */
export const isGateway = (row: Pick<FloatingipRow, 'type'>): boolean => (row.type as string) === GATEWAY_TYPE

/** the entity name of a router in an address's attached_to (000 §3 Floating IP: attachable vrouter) */
export const VROUTER_ENTITY = 'vrouter'

function addressRows(ctx: Ctx, vrouterId: string): FloatingipRow[] {
  return prepared(ctx.repos.db, `SELECT * FROM addresses WHERE attached_entity = ? AND attached_id = ? ORDER BY (type = '${GATEWAY_TYPE}') DESC, created_in, id`).all(
    VROUTER_ENTITY,
    vrouterId,
  ) as FloatingipRow[]
}

export function vrouterAddresses(ctx: Ctx, vrouterId: string): NonNullable<Vrouter['addresses']> {
  return addressRows(ctx, vrouterId).map((row) => ({
    address_id: row.id,
    address: row.address,
    type: row.type,
    external: row.external === 1,
    bandwidth_max_mbps: row.bandwidth_max_mbps,
    ddos_protection: row.ddos_protection === 1,
  }))
}

/** a new public address of the project at a router: its gateway (type VROUTER) or a floating IP attached to it */
export function routerAddressRow(ctx: Ctx, projectId: string, vrouterId: string, fields: Pick<FloatingipRow, 'type' | 'ordered' | 'created_in'>): FloatingipRow {
  return {
    id: newId(),
    project_id: projectId,
    server_id: null,
    attached_entity: VROUTER_ENTITY,
    attached_id: vrouterId,
    address: freeAddress(ctx, true),
    external: 1,
    is_primary: 0,
    mask: 32,
    ddos_protection: 0,
    bandwidth_max_mbps: FLOATING_IP.default_bandwidth_mbps,
    status: 'ACTIVE',
    ptr: null,
    ...fields,
  }
}

/** the router's external gateway address, made with it */
export function addGatewayAddress(ctx: Ctx, projectId: string, vrouterId: string, createdIn: string = isoAt(ctx.now())): FloatingipRow {
  const row = routerAddressRow(ctx, projectId, vrouterId, { type: GATEWAY_TYPE as FloatingipRow['type'], ordered: 0, created_in: createdIn })
  insertRow(ctx, floatingipResource, row)
  announce(ctx, floatingipResource, row, 'created')
  return row
}

/** a router is gone: its gateway address goes with it, the floating IPs attached to it stay in the project, DOWN */
export function releaseVrouterAddresses(ctx: Ctx, vrouterId: string): void {
  for (const row of addressRows(ctx, vrouterId)) {
    if (isGateway(row)) removeNow(ctx, floatingipResource, row)
    else {
      ctx.clock.cancel(row.id)
      announce(ctx, floatingipResource, updateRow(ctx, floatingipResource, row.id, { attached_entity: null, attached_id: null, status: 'DOWN' }) as FloatingipRow)
    }
  }
}

/** 000 §4 Virtual router: usable = neither processing nor in error; only a usable router takes an address */
export const vrouterTarget: AttachTarget = {
  find: (ctx, projectId, id) => namedRowIn(ctx, vrouterResource, projectId, id),
  requireAttachable: (ctx, id) => {
    const row = rowOf(ctx, vrouterResource, id)
    if (row && row.status !== 'ACTIVE' && row.status !== 'STOPPED') throw conflict(`An address cannot be attached to a router in ${row.status}`, 'vrouter_not_usable', 'id')
  },
  changed: (ctx, id) => announceId(ctx, vrouterResource, id),
}
