// The demo accounts' balancers: an ACTIVE one with a floating IP and two rules to the first server, and a STOPPED
// one with a rule to the second (the seed's servers each have an internal address).
import { LOADBALANCER } from '../../../contract/constants'
import type { Ctx } from '../../context'
import { freeAddress } from '../../domain/addresses'
import { newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { floatingipResource, newFloatingipRow } from '../floatingip/resource'
import { loadbalancerRuleResource } from '../loadbalancer_rule/resource'
import { ENTITY } from './addresses'
import { loadbalancerResource, type LoadbalancerRow } from './resource'
import { LOADBALANCER_DEFAULTS } from './statuses'

interface SeedOwner {
  project_id: string
  prefix: string
  /** the next creation time */
  at: () => string
  /** the servers the rules point at: [web, db] */
  servers: readonly string[]
}

export function seedLoadbalancers(ctx: Ctx, owner: SeedOwner): void {
  const internalOf = (serverId: string) => ctx.repos.db.prepare('SELECT id FROM addresses WHERE server_id = ? AND external = 0 ORDER BY created_in LIMIT 1').pluck().get(serverId) as string | undefined
  const balancer = (name: string, status: string, healthmonitor: object, rules: readonly [string | undefined, number, number][]): LoadbalancerRow => {
    const row: LoadbalancerRow = {
      id: newId(),
      project_id: owner.project_id,
      name: `${owner.prefix}${name}`,
      status,
      algorithm: LOADBALANCER.algorithms[0],
      session_persistence: 0,
      healthmonitor: JSON.stringify(healthmonitor),
      internal_address: freeAddress(ctx, false),
      rules_limit: LOADBALANCER_DEFAULTS.rules_limit,
      created_in: owner.at(),
    }
    insertRow(ctx, loadbalancerResource, row)
    for (const [serverId, external, internal] of rules) {
      const addressId = serverId ? internalOf(serverId) : undefined
      if (!serverId || !addressId) continue
      insertRow(ctx, loadbalancerRuleResource, {
        id: newId(),
        project_id: owner.project_id,
        loadbalancer_id: row.id,
        address_id: addressId,
        server_id: serverId,
        external_protocol_port: external,
        internal_protocol_port: internal,
        status: 'ACTIVE',
        created_in: owner.at(),
      })
    }
    return row
  }
  const [web, db] = owner.servers
  const front = balancer('web-lb', 'ACTIVE', { type: 'HTTP', delay: 30, timeout: 10, max_retries: 3, http_method: 'GET', expected_codes: '200,204', url_path: '/health' }, [
    [web, 80, 8080],
    [web, 443, 8443],
  ])
  balancer('staging-lb', 'STOPPED', { ...LOADBALANCER.default_healthmonitor }, [[db, 5432, 5432]])
  insertRow(ctx, floatingipResource, newFloatingipRow(ctx, owner.project_id, { ddos_protection: 1, created_in: owner.at(), status: 'ACTIVE', attached_entity: ENTITY, attached_id: front.id }))
}
