// Load balancer rules (000 §3 Rule: address_id, external_protocol_port, internal_protocol_port, server_id,
// loadbalancer_data; 001 §7) as a resource of the kit; the table is created with the balancers' (migration 9).
// Steps: CREATING → ACTIVE, DELETING → gone. 001 §9: listed newest first.
import type { LoadbalancerRule } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { rowOf } from '../../kit/rows'
import { defineResource, type Resource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { balancerChanged } from '../loadbalancer/notify'

export interface LoadbalancerRuleRow {
  id: string
  project_id: string
  loadbalancer_id: string
  address_id: string
  server_id: string
  external_protocol_port: number
  internal_protocol_port: number
  status: string
  created_in: string
}

function presentRule(ctx: Ctx, row: LoadbalancerRuleRow): LoadbalancerRule {
  const balancer = ctx.repos.db.prepare('SELECT id, name, status FROM loadbalancers WHERE id = ?').get(row.loadbalancer_id) as { id: string; name: string; status: string } | undefined
  const address = ctx.repos.db.prepare('SELECT address FROM addresses WHERE id = ?').pluck().get(row.address_id) as string | undefined
  return {
    id: row.id,
    status: row.status as LoadbalancerRule['status'],
    address_id: row.address_id,
    address: address ?? null,
    external_protocol_port: row.external_protocol_port,
    internal_protocol_port: row.internal_protocol_port,
    server_id: row.server_id,
    loadbalancer_data: balancer ?? { id: row.loadbalancer_id },
    created_in: row.created_in,
    project_id: row.project_id,
  }
}

export const loadbalancerRuleResource: Resource<LoadbalancerRuleRow, LoadbalancerRule> = defineResource<LoadbalancerRuleRow, LoadbalancerRule>({
  kind: 'loadbalancer_rule',
  what: 'Load balancer rule',
  table: 'loadbalancer_rules',
  columns: ['id', 'project_id', 'loadbalancer_id', 'address_id', 'server_id', 'external_protocol_port', 'internal_protocol_port', 'status', 'created_in'],
  scope: 'project',
  list: {
    table: 'loadbalancer_rules r',
    joins: { lb: 'LEFT JOIN loadbalancers lb ON lb.id = r.loadbalancer_id', a: 'LEFT JOIN addresses a ON a.id = r.address_id' },
    columns: 'r.*',
    id: 'r.id',
    shape: {
      fields: {
        id: textField('r.id'),
        status: textField('r.status'),
        address_id: textField('r.address_id'),
        address: { sql: 'a.address', type: 'text', nullable: true, join: 'a' },
        external_protocol_port: integerField('r.external_protocol_port'),
        internal_protocol_port: integerField('r.internal_protocol_port'),
        server_id: textField('r.server_id'),
        loadbalancer_data: { join: 'lb', fields: { id: textField('r.loadbalancer_id'), name: textField('lb.name'), status: textField('lb.status') } },
        created_in: textField('r.created_in'),
        project_id: textField('r.project_id'),
      },
    },
  },
  present: presentRule,
  entity: 'loadbalancer_rule',
  transitions: {
    created: { to: 'ACTIVE', then: (ctx, row) => balancerChanged(ctx, row.loadbalancer_id) },
    deleted: { remove: true, then: (ctx, last) => balancerChanged(ctx, last.loadbalancer_id) },
  },
})

export const ruleOf = (ctx: Ctx, id: string): LoadbalancerRuleRow | undefined => rowOf(ctx, loadbalancerRuleResource, id)
