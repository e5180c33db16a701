import { describe, expect, it } from 'vitest'
import { crossCuttingInputs } from '../../engine/crossCutting'
import { LIMIT_PATH_PREFIX, readsOf } from '../../engine/predicates'
import type { ActionInput, InputPath, Json, Predicate } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'

// ---- config contract (same block in every tests/entities/<kind>.test.ts of the network group) ----------------
/** An ActionInput from path → value settings, as the matrices build them (`project.limits.<name>` is a limit entry). */
function inputOf(set: Record<InputPath, Json>): ActionInput {
  const input: Record<string, any> = { item: {}, related: {}, project: {}, account: {} }
  for (const [path, value] of Object.entries(set)) {
    if (path.startsWith(LIMIT_PATH_PREFIX)) {
      const name = path.slice(LIMIT_PATH_PREFIX.length)
      const others = ((input.project.limits ?? []) as { name: string }[]).filter((limit) => limit.name !== name)
      input.project.limits = value === null ? others : [...others, value]
      continue
    }
    const keys = path.split('.')
    const last = keys.pop() as string
    let node = input
    for (const key of keys) node = node[key] = node[key] !== null && typeof node[key] === 'object' ? node[key] : {}
    node[last] = value
  }
  return input as ActionInput
}

function contract(kind: string) {
  const config = registry.get(kind)
  const dimensions = [...crossCuttingInputs, ...config.inputs]
  const declared = dimensions.flatMap((d) => d.values.flatMap((v) => Object.keys(v.set)))
  const defaults = Object.assign({}, ...dimensions.map((d) => d.values[0]?.set ?? {})) as Record<InputPath, Json>
  const predicates = Object.values(config.actions).flatMap((action) => [
    ...[...(action.hide ?? []), ...(action.block ?? []), ...(action.redirects ?? [])].map((c) => c.when),
    ...(action.verify?.money?.minimum_balance_when ? [action.verify.money.minimum_balance_when] : []),
  ]) as Predicate[]

  describe(`${kind}: config contract`, () => {
    it('every path a rule reads is set by a declared input of the config', () => {
      const reads = predicates.flatMap((p) => readsOf(p, config))
      const undeclared = reads.filter((path) => !declared.some((d) => path === d || path.startsWith(`${d}.`)))
      expect(undeclared).toEqual([])
    })
    it('each action is visible and enabled in its baseline (the defaults of every input, then baseline)', () => {
      for (const [name, action] of Object.entries(config.actions)) {
        expect(evaluateAction(kind, name, inputOf({ ...defaults, ...(action.baseline ?? {}) })), name).toEqual({ visible: true, enabled: true })
      }
    })
    it('every rule cites the spec and names an i18n reason key (reason.<name> or reason.<kind>.<name>)', () => {
      for (const action of Object.values(config.actions)) {
        for (const condition of [...(action.hide ?? []), ...(action.block ?? [])]) {
          expect(condition.reason).toMatch(new RegExp(`^reason\\.(${kind}\\.)?[a-z_]+$`))
          expect(condition.spec).toMatch(/^00[01] §\d/)
        }
      }
    })
    it('001 §3: an entity relation sets exactly one of a reference field, a data field or an id field', () => {
      for (const relation of Object.values(config.relations ?? {})) {
        expect(['reference', 'data', 'id'].filter((field) => (relation as Record<string, unknown>)[field] !== undefined)).toHaveLength(1)
      }
    })
    it('000 §2: routes live under /lk', () => {
      for (const route of Object.values(config.routes)) expect(route?.path).toMatch(/^\/lk\//)
    })
  })
}
// ---------------------------------------------------------------------------------------------------------------

contract('loadbalancer_rule')

const create = (related: Record<string, object>, rest: Omit<ActionInput, 'item' | 'related'> = {}) => evaluateAction('loadbalancer_rule', 'create', { item: {}, related, ...rest })
const remove = (item: object, related: Record<string, object> = {}) => evaluateAction('loadbalancer_rule', 'delete', { item, related })
const PROCESSING = ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'UPDATING', 'AWAITING']
const withInternal = { id: 's1', status: 'ACTIVE', internal_addresses: [{ address: '10.0.0.5' }] }
const withoutInternal = { id: 's2', status: 'ACTIVE', internal_addresses: [] }
const balancer = { id: 'lb-1', status: 'ACTIVE', rules_count: 1, rules_limit: 10 }

describe('loadbalancer_rule: 000 §4 / 001 §4 Load balancer rules', () => {
  it("001 §4 Load balancer: 'Rule create needs attachable servers to exist' (000 §5: the server needs an internal address)", () => {
    expect(create({ balancer, servers: [] })).toEqual({ visible: true, enabled: false, reason: 'reason.loadbalancer_rule.no_servers' })
    expect(create({ balancer, servers: [withoutInternal] })).toEqual({ visible: true, enabled: false, reason: 'reason.loadbalancer_rule.no_servers' })
    expect(create({ balancer, servers: [withoutInternal, withInternal] })).toEqual({ visible: true, enabled: true })
    expect(create({ balancer }), 'without the server list nothing blocks').toEqual({ visible: true, enabled: true })
  })

  it("001 §4 Load balancer: rule create 'is blocked when rules_count reaches rules_limit'", () => {
    expect(create({ balancer: { ...balancer, rules_count: 10, rules_limit: 10 }, servers: [withInternal] })).toEqual({ visible: true, enabled: false, reason: 'reason.loadbalancer_rule.rules_limit' })
    expect(create({ balancer: { ...balancer, rules_count: 11, rules_limit: 10 }, servers: [withInternal] }).reason).toBe('reason.loadbalancer_rule.rules_limit')
    expect(create({ balancer: { ...balancer, rules_count: 9, rules_limit: 10 }, servers: [withInternal] })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4 Load balancer: rule create is blocked 'when the balancer is processing'", () => {
    for (const status of PROCESSING) {
      expect(create({ balancer: { ...balancer, status }, servers: [withInternal] }), status).toEqual({ visible: true, enabled: false, reason: 'reason.loadbalancer_rule.balancer_processing' })
    }
    for (const status of ['ACTIVE', 'STOPPED']) expect(create({ balancer: { ...balancer, status }, servers: [withInternal] })).toEqual({ visible: true, enabled: true })
  })

  it("000 §4 Load balancer: 'actionable ACTIVE and STOPPED' (stricter: a balancer in error takes no new rules)", () => {
    for (const status of ['ERROR', 'CREATION_ERROR', 'CONFIG_ERROR']) {
      expect(create({ balancer: { ...balancer, status }, servers: [withInternal] }), status).toEqual({ visible: true, enabled: false, reason: 'reason.loadbalancer_rule.balancer_in_error' })
    }
  })

  it("001 §4 Load balancer: 'Rule delete is blocked while that rule is processing' (000 §4: rules share the processing set)", () => {
    for (const status of PROCESSING) expect(remove({ status }), status).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
    for (const status of ['ACTIVE', 'STOPPED', 'ERROR']) expect(remove({ status }), status).toEqual({ visible: true, enabled: true })
  })

  it("001 §4 Load balancer: 'The balancer is locked during processing' (stricter: its rules cannot be deleted then either)", () => {
    expect(remove({ status: 'ACTIVE' }, { balancer: { ...balancer, status: 'UPDATING' } })).toEqual({ visible: true, enabled: false, reason: 'reason.loadbalancer_rule.balancer_processing' })
    expect(remove({ status: 'ACTIVE' }, { balancer })).toEqual({ visible: true, enabled: true })
  })

  it('001 §4: a rule is not a load balancer: its create does not need a verified account, but it is paid (every create; stricter)', () => {
    expect(create({ balancer, servers: [withInternal] }, { account: { verified: false, identified: false } })).toEqual({ visible: true, enabled: true })
    expect(create({ balancer, servers: [withInternal] }, { project: { status: 'STOPPED', stopping_reason: 'money' } }).reason).toBe('reason.project_stopped_money')
  })
})

describe('loadbalancer_rule: config', () => {
  it("000 §4: 'Rules share the processing set' of the balancer", () => {
    for (const status of registry.get('loadbalancer').statuses?.values ?? []) {
      expect(registry.statusClass('loadbalancer_rule', status), String(status)).toBe(registry.statusClass('loadbalancer', status))
    }
    expect(registry.get('loadbalancer_rule').statuses?.sets.processing).toEqual(PROCESSING)
  })

  it('000 §3: loadbalancer rule to server many-to-one via server (reverse loadbalancer_rules); parent loadbalancer', () => {
    expect(registry.relations('loadbalancer_rule').server).toEqual({ kind: 'server', cardinality: 'many-to-one', reverse: 'loadbalancer_rules', id: 'server_id' })
    expect(registry.relations('loadbalancer_rule').balancer).toMatchObject({ kind: 'loadbalancer', cardinality: 'many-to-one', data: 'loadbalancer_data' })
    expect(registry.parent('loadbalancer_rule')?.kind).toBe('loadbalancer')
  })

  it('001 §7: POST /loadbalancers/{id}/rules and DELETE /loadbalancers/rules/{id}; rules listed newest first', () => {
    const actions = registry.get('loadbalancer_rule').actions
    expect(registry.actions('loadbalancer_rule')).toEqual(['create', 'delete'])
    expect(actions.create?.call).toEqual({ method: 'POST', path: '/loadbalancers/{related.balancer.id}/rules' })
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/loadbalancers/rules/{id}' })
    expect(registry.get('loadbalancer_rule').list?.order).toBe('-created_in')
  })
})
