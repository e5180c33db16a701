// A balancer's floating IPs (000 §3 Load balancer: addresses with address, type, external, ddos_protection): rows
// of the addresses table attached to it (attached_entity 'loadbalancer'). 001 §4: attach or detach depends on
// whether one exists, so a balancer holds one. A deleted balancer's addresses stay in the project, DOWN.
import type { Address } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { rowOf, rowsOf, updateRow } from '../../kit/rows'
import { removeNow } from '../../kit/steps'
import { balanceChanged } from '../../money'
import { floatingipResource, type FloatingipRow } from '../floatingip/resource'
import { namedRowIn, type AttachTarget } from '../floatingip/targets'
import { loadbalancerRuleResource } from '../loadbalancer_rule/resource'
import { balancerChanged } from './notify'
import { loadbalancerResource, type LoadbalancerRow } from './resource'
import { LOADBALANCER_PROCESSING } from './statuses'

export const ENTITY = 'loadbalancer'

export function addressesOfBalancer(ctx: Ctx, balancerId: string): FloatingipRow[] {
  return prepared(ctx.repos.db, 'SELECT * FROM addresses WHERE attached_entity = ? AND attached_id = ? ORDER BY created_in, id').all(ENTITY, balancerId) as FloatingipRow[]
}

export function balancerAddresses(ctx: Ctx, balancerId: string): Address[] {
  return addressesOfBalancer(ctx, balancerId).map((row) => ({
    address_id: row.id,
    address: row.address,
    type: row.type,
    external: true,
    ddos_protection: row.ddos_protection === 1,
    bandwidth_max_mbps: row.bandwidth_max_mbps,
  }))
}

/** 000 §4: actionable ACTIVE and STOPPED; locked while processing */
export function requireActionable(row: LoadbalancerRow): void {
  if (LOADBALANCER_PROCESSING.includes(row.status)) throw conflict(`The load balancer is ${row.status}; wait until it finishes`, 'loadbalancer_processing', 'status')
  if (row.status !== 'ACTIVE' && row.status !== 'STOPPED') throw conflict(`The load balancer is in ${row.status}`, 'loadbalancer_not_actionable', 'status')
}

export const loadbalancerTarget: AttachTarget = {
  find: (ctx, projectId, id) => namedRowIn(ctx, loadbalancerResource, projectId, id),
  requireAttachable: (ctx, id) => {
    const row = rowOf(ctx, loadbalancerResource, id)
    if (!row) return
    requireActionable(row)
    if (addressesOfBalancer(ctx, id).length > 0) throw conflict('The load balancer has a floating IP already; detach it first', 'loadbalancer_has_floatingip', 'id')
  },
  changed: (ctx, id) => balancerChanged(ctx, id),
}

/** DELETING is over: the rules go, the addresses stay in the project (DOWN), then the balancer goes. */
export function releaseBalancer(ctx: Ctx, row: LoadbalancerRow): void {
  for (const rule of rowsOf(ctx, loadbalancerRuleResource, row.project_id)) if (rule.loadbalancer_id === row.id) removeNow(ctx, loadbalancerRuleResource, rule)
  for (const address of addressesOfBalancer(ctx, row.id)) {
    ctx.clock.cancel(address.id)
    announce(ctx, floatingipResource, updateRow(ctx, floatingipResource, address.id, { attached_entity: null, attached_id: null, status: 'DOWN' }) as FloatingipRow)
  }
  removeNow(ctx, loadbalancerResource, row)
  const accountId = ctx.repos.projects.project(row.project_id)?.account_id
  if (accountId) balanceChanged(ctx, accountId)
}
