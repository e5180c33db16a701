// A router's public addresses in the `addresses` table (vrouter_id): its external gateway address (type VROUTER),
// made with the router and gone with it, and the floating IPs attached to it, which a deleted router leaves DOWN
// in the project.
import type { Vrouter } from '../../../generated/types/index.js'
import { FLOATING_IP } from '../../../contract/constants'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { freeAddress } from '../../domain/addresses'
import { isoAt, newId } from '../../domain/ids'
import { announce } from '../../kit/announce'
import { insertRow, updateRow } from '../../kit/rows'
import { removeNow } from '../../kit/steps'
import { floatingipResource, type FloatingipRow } from '../floatingip/resource'

/** 000 §3 Floating IP type: VROUTER, a router's gateway address */
export const GATEWAY_TYPE = 'VROUTER'

/** the row is a router's gateway address (the addresses table's type is FIXED or FLOATING otherwise) */
export const isGateway = (row: Pick<FloatingipRow, 'type'>): boolean => (row.type as string) === GATEWAY_TYPE

function addressRows(ctx: Ctx, vrouterId: string): FloatingipRow[] {
  return prepared(ctx.repos.db, `SELECT * FROM addresses WHERE vrouter_id = ? ORDER BY (type = '${GATEWAY_TYPE}') DESC, created_in, id`).all(vrouterId) as FloatingipRow[]
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
    vrouter_id: vrouterId,
    attached_entity: null,
    attached_id: null,
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
      announce(ctx, floatingipResource, updateRow(ctx, floatingipResource, row.id, { vrouter_id: null, status: 'DOWN' }) as FloatingipRow)
    }
  }
}
