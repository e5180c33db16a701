// The rules of load balancers (000 §4 Load balancer, 001 §4 Load balancer rules, 001 §5, 001 §9): create with a
// new floating IP or none and the first rules, start, stop, rename, algorithm, health monitor, delete. Answers the
// row as it is after the call; long operations go on by the clock and the websocket.
import { LOADBALANCER } from '../../../contract/constants'
import type { LoadbalancerAlgorithmRequest, LoadbalancerCreateRequest, LoadbalancerHealthmonitorRequest, LoadbalancerUpdateRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { freeAddress } from '../../domain/addresses'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { badRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { countOf, insertRow, updateRow } from '../../kit/rows'
import { begin, stepName } from '../../kit/steps'
import { requireLimits } from '../../limits'
import { addressCostKop, balanceChanged, requireMoney } from '../../money'
import { floatingipResource, newFloatingipRow } from '../floatingip/resource'
import { addRule, requireRuleCreatable } from '../loadbalancer_rule/rules'
import { ENTITY, requireActionable } from './addresses'
import { balancerCostKop } from './price'
import { healthmonitorOf, loadbalancerResource, type LoadbalancerRow } from './resource'
import { LOADBALANCER_DEFAULTS, LOADBALANCER_DURATIONS, LOADBALANCER_PROCESSING } from './statuses'

type Healthmonitor = LoadbalancerHealthmonitorRequest
const HTTP_ONLY = ['http_method', 'expected_codes', 'url_path'] as const

/**
 * 001 §5: timeout less than the interval; non-HTTP types drop the HTTP-only fields (000 §4). The fields given
 * are laid over what the balancer has (001 §7: only non-empty fields are sent); 001 §9 gives the defaults.
 */
export function mergedHealthmonitor(current: Healthmonitor, change: Healthmonitor, path: string): Healthmonitor {
  const merged: Healthmonitor = { ...current, ...change }
  if (merged.type !== 'HTTP') for (const field of HTTP_ONLY) delete merged[field]
  const at = (field: string) => (path ? `${path}.${field}` : field)
  if (merged.timeout !== undefined && merged.delay !== undefined && merged.timeout >= merged.delay) throw badRequest(at('timeout'), 'The timeout must be less than the interval')
  return merged
}

function requireUniqueName(ctx: Ctx, projectId: string, name: string, path: string, except = ''): void {
  if (countOf(ctx, loadbalancerResource, 'project_id = ? AND name = ? AND id != ?', projectId, name, except) > 0) throw badRequest(path, 'A load balancer with this name already exists in the project')
}

/** 001 §7 POST /projects/{id}/loadbalancers; limits loadbalancer (and addresses with a floating IP); paid */
export function createLoadbalancer(ctx: Ctx, project: ProjectRow, request: LoadbalancerCreateRequest): LoadbalancerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    requireUniqueName(ctx, project.id, request.name, 'name')
    const healthmonitor = mergedHealthmonitor({ ...LOADBALANCER.default_healthmonitor }, request.healthmonitor ?? {}, 'healthmonitor')
    const address = request.address ?? null
    requireLimits(ctx, project.id, [{ name: 'loadbalancer', amount: 1 }, ...(address ? [{ name: 'addresses', amount: 1 }] : [])])
    const rules = request.rules ?? []
    rules.forEach((rule, index) => requireRuleCreatable(ctx, project.id, rules.slice(0, index), rule, `rules.${index}`))
    requireMoney(ctx, project.account_id, 'service_start', balancerCostKop(ctx, project.id) + (address ? addressCostKop(ctx, project.id, address.ddos_protection === true) : 0))
    const row: LoadbalancerRow = {
      id: newId(),
      project_id: project.id,
      name: request.name,
      status: 'CREATING',
      algorithm: request.algorithm ?? LOADBALANCER.algorithms[0],
      session_persistence: request.session_persistence ? 1 : 0,
      healthmonitor: JSON.stringify(healthmonitor),
      internal_address: freeAddress(ctx, false),
      rules_limit: LOADBALANCER_DEFAULTS.rules_limit,
      created_in: isoAt(ctx.now()),
    }
    insertRow(ctx, loadbalancerResource, row)
    if (address) orderAddress(ctx, project, row, address.ddos_protection === true)
    for (const rule of rules) addRule(ctx, project.id, row, rule)
    ctx.clock.schedule(stepName(loadbalancerResource, 'created'), row.id, LOADBALANCER_DURATIONS.create)
    announce(ctx, loadbalancerResource, row, 'created')
    balanceChanged(ctx, project.account_id)
    return row
  })
}

/** the new balancer's floating IP: an address of the project, attached to it (000 §3 Cart: floatingip {ddos_protection}) */
function orderAddress(ctx: Ctx, project: ProjectRow, balancer: LoadbalancerRow, ddos: boolean): void {
  const row = newFloatingipRow(ctx, project.id, { ddos_protection: ddos ? 1 : 0, status: 'ACTIVE', attached_entity: ENTITY, attached_id: balancer.id })
  insertRow(ctx, floatingipResource, row)
  announce(ctx, floatingipResource, row, 'created')
}

/** 000 §4: start hidden when ACTIVE or STARTING: only a STOPPED balancer starts; 000 §5: the 24-hour rule */
export function startLoadbalancer(ctx: Ctx, project: ProjectRow, row: LoadbalancerRow): LoadbalancerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireActionable(row)
    if (row.status !== 'STOPPED') throw conflict('Only a stopped load balancer starts', 'loadbalancer_not_stopped', 'status')
    requireMoney(ctx, project.account_id, 'service_start', balancerCostKop(ctx, project.id))
    return begin(ctx, loadbalancerResource, row, { status: 'STARTING' }, 'started', LOADBALANCER_DURATIONS.start)
  })
}

/** 000 §4: stop only when ACTIVE */
export function stopLoadbalancer(ctx: Ctx, project: ProjectRow, row: LoadbalancerRow): LoadbalancerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireActionable(row)
    if (row.status !== 'ACTIVE') throw conflict('Only an active load balancer stops', 'loadbalancer_not_active', 'status')
    return begin(ctx, loadbalancerResource, row, { status: 'STOPPING' }, 'stopped', LOADBALANCER_DURATIONS.stop)
  })
}

/** 001 §7 PATCH /loadbalancers/{id} (new_name) */
export function renameLoadbalancer(ctx: Ctx, project: ProjectRow, row: LoadbalancerRow, request: LoadbalancerUpdateRequest): LoadbalancerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireActionable(row)
    requireUniqueName(ctx, project.id, request.new_name, 'new_name', row.id)
    const updated = updateRow(ctx, loadbalancerResource, row.id, { name: request.new_name }) as LoadbalancerRow
    announce(ctx, loadbalancerResource, updated)
    return updated
  })
}

/** a change the balancer applies for a while (UPDATING), then it is back in the status it had */
function update(ctx: Ctx, row: LoadbalancerRow, change: Partial<LoadbalancerRow>): LoadbalancerRow {
  return begin(ctx, loadbalancerResource, row, { ...change, status: 'UPDATING' }, 'updated', LOADBALANCER_DURATIONS.update, { back: row.status })
}

/** 001 §7 POST /loadbalancers/{id}/algorithm (algorithm, session_persistence) */
export function changeAlgorithm(ctx: Ctx, project: ProjectRow, row: LoadbalancerRow, request: LoadbalancerAlgorithmRequest): LoadbalancerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireActionable(row)
    const persistence = request.session_persistence === undefined ? row.session_persistence : request.session_persistence ? 1 : 0
    return update(ctx, row, { algorithm: request.algorithm, session_persistence: persistence })
  })
}

/** 001 §7 PUT /loadbalancers/{id}/healthmonitor (only non-empty fields) */
export function changeHealthmonitor(ctx: Ctx, project: ProjectRow, row: LoadbalancerRow, request: Healthmonitor): LoadbalancerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireActionable(row)
    const healthmonitor = mergedHealthmonitor(healthmonitorOf(row), request, '')
    return update(ctx, row, { healthmonitor: JSON.stringify(healthmonitor) })
  })
}

/** 001 §7 DELETE /loadbalancers/{id}: locked while processing (000 §4); possible in error */
export function deleteLoadbalancer(ctx: Ctx, project: ProjectRow, row: LoadbalancerRow): LoadbalancerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    if (LOADBALANCER_PROCESSING.includes(row.status)) throw conflict(`The load balancer is ${row.status}; wait until it finishes`, 'loadbalancer_processing', 'status')
    return begin(ctx, loadbalancerResource, row, { status: 'DELETING' }, 'deleted', LOADBALANCER_DURATIONS.delete)
  })
}
