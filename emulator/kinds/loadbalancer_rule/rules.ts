// The rules of load balancer rules (000 §4, 001 §4 Load balancer rules, 001 §5): the address is a server's internal
// address ('The Loadbalancer rule required a valid address_id'), the external and internal port pair is unique on
// that address ('Non-unique rule'), rules_count stays below rules_limit, the balancer is not processing; delete is
// blocked while the rule processes.
import type { LoadbalancerRuleCreateRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { catalogueBadRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { countOf, insertRow } from '../../kit/rows'
import { begin, stepName } from '../../kit/steps'
import { requireActionable } from '../loadbalancer/addresses'
import { balancerChanged } from '../loadbalancer/notify'
import type { LoadbalancerRow } from '../loadbalancer/resource'
import { LOADBALANCER_DURATIONS, LOADBALANCER_PROCESSING } from '../loadbalancer/statuses'
import { loadbalancerRuleResource, type LoadbalancerRuleRow } from './resource'

type RuleRequest = LoadbalancerRuleCreateRequest

/** the server of an internal address of the project, if address_id is one */
function serverOfAddress(ctx: Ctx, projectId: string, addressId: string): string | undefined {
  const row = ctx.repos.db.prepare('SELECT server_id FROM addresses WHERE id = ? AND project_id = ? AND external = 0 AND server_id IS NOT NULL').get(addressId, projectId) as
    { server_id: string } | undefined
  return row?.server_id
}

const samePair = (a: RuleRequest, b: RuleRequest): boolean =>
  a.address_id === b.address_id && a.external_protocol_port === b.external_protocol_port && a.internal_protocol_port === b.internal_protocol_port

/**
 * 001 §5 (both messages are 400s, 001 §8): the address must be a server's internal address, and the pair must be
 * unique among `others` (the rules asked for before it) and the balancer's own rules (`balancerId`).
 */
export function requireRuleCreatable(ctx: Ctx, projectId: string, others: readonly RuleRequest[], rule: RuleRequest, path: string, balancerId?: string): string {
  const serverId = serverOfAddress(ctx, projectId, rule.address_id)
  if (!serverId) throw catalogueBadRequest(path ? `${path}.address_id` : 'address_id', 'invalid_rule_address')
  const taken =
    others.some((other) => samePair(other, rule)) ||
    (balancerId !== undefined &&
      countOf(
        ctx,
        loadbalancerRuleResource,
        'loadbalancer_id = ? AND address_id = ? AND external_protocol_port = ? AND internal_protocol_port = ?',
        balancerId,
        rule.address_id,
        rule.external_protocol_port,
        rule.internal_protocol_port,
      ) > 0)
  // 001 §8: 'Non-unique rule' belongs to no field (path nofield)
  if (taken) throw catalogueBadRequest('nofield', 'non_unique_rule')
  return serverId
}

export function addRule(ctx: Ctx, projectId: string, balancer: LoadbalancerRow, rule: RuleRequest): LoadbalancerRuleRow {
  const row: LoadbalancerRuleRow = {
    id: newId(),
    project_id: projectId,
    loadbalancer_id: balancer.id,
    address_id: rule.address_id,
    server_id: serverOfAddress(ctx, projectId, rule.address_id) ?? '',
    external_protocol_port: rule.external_protocol_port,
    internal_protocol_port: rule.internal_protocol_port,
    status: 'CREATING',
    created_in: isoAt(ctx.now()),
  }
  insertRow(ctx, loadbalancerRuleResource, row)
  ctx.clock.schedule(stepName(loadbalancerRuleResource, 'created'), row.id, LOADBALANCER_DURATIONS.rule_create)
  announce(ctx, loadbalancerRuleResource, row, 'created')
  return row
}

/** 001 §7 POST /loadbalancers/{id}/rules; 001 §4: blocked when the balancer processes or rules_count reaches rules_limit */
export function createRule(ctx: Ctx, project: ProjectRow, balancer: LoadbalancerRow, request: RuleRequest): LoadbalancerRuleRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireActionable(balancer)
    const count = countOf(ctx, loadbalancerRuleResource, 'loadbalancer_id = ?', balancer.id)
    if (count >= balancer.rules_limit) throw conflict(`The rules limit of the load balancer is reached (${balancer.rules_limit})`, 'rules_limit_reached')
    requireRuleCreatable(ctx, project.id, [], request, '', balancer.id)
    const row = addRule(ctx, project.id, balancer, request)
    balancerChanged(ctx, balancer.id)
    return row
  })
}

/** 001 §7 DELETE /loadbalancers/rules/{id}: blocked while the rule processes, and while its balancer does */
export function deleteRule(ctx: Ctx, project: ProjectRow, row: LoadbalancerRuleRow): LoadbalancerRuleRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    if (LOADBALANCER_PROCESSING.includes(row.status)) throw conflict(`The rule is ${row.status}; wait until it finishes`, 'rule_processing', 'status')
    const balancerStatus = ctx.repos.db.prepare('SELECT status FROM loadbalancers WHERE id = ?').pluck().get(row.loadbalancer_id) as string | undefined
    if (balancerStatus && LOADBALANCER_PROCESSING.includes(balancerStatus)) throw conflict(`The load balancer is ${balancerStatus}; wait until it finishes`, 'loadbalancer_processing', 'status')
    return begin(ctx, loadbalancerRuleResource, row, { status: 'DELETING' }, 'deleted', LOADBALANCER_DURATIONS.rule_delete)
  })
}
