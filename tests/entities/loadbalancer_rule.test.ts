import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'

const create = (related: Record<string, object>, rest: Omit<ActionInput, 'item' | 'related'> = {}) => evaluateAction('loadbalancer_rule', 'create', { item: {}, related, ...rest })
const remove = (item: object, related: Record<string, object> = {}) => evaluateAction('loadbalancer_rule', 'delete', { item, related })
const PROCESSING = ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'UPDATING', 'AWAITING']
const withInternal = { id: 's1', status: 'ACTIVE', internal_addresses: [{ address: '10.0.0.5' }] }
const withoutInternal = { id: 's2', status: 'ACTIVE', internal_addresses: [] }
const balancer = { id: 'lb-1', status: 'ACTIVE', rules_count: 1, rules_limit: 10 }

describe('loadbalancer_rule: 000 §4 / 001 §4 Load balancer rules', () => {
  it("001 §4 Load balancer: 'Rule create needs attachable servers to exist' (000 §5: the server needs an internal address)", () => {
    expect(create({ balancer, servers: { items: [] } })).toEqual({ visible: true, enabled: false, reason: 'reason.loadbalancer_rule.no_servers' })
    expect(create({ balancer, servers: { items: [withoutInternal] } })).toEqual({ visible: true, enabled: false, reason: 'reason.loadbalancer_rule.no_servers' })
    expect(create({ balancer, servers: { items: [withoutInternal, withInternal] } })).toEqual({ visible: true, enabled: true })
    expect(create({ balancer }), 'without the server list nothing blocks').toEqual({ visible: true, enabled: true })
    // the list is the project's servers, asked for when the action runs (the first page, as the dialog's picker has it)
    expect(registry.get('loadbalancer_rule').counts?.servers).toEqual({ kind: 'server', items: true })
  })

  it("001 §4 Load balancer: rule create 'is blocked when rules_count reaches rules_limit'", () => {
    expect(create({ balancer: { ...balancer, rules_count: 10, rules_limit: 10 }, servers: { items: [withInternal] } })).toEqual({
      visible: true,
      enabled: false,
      reason: 'reason.loadbalancer_rule.rules_limit',
    })
    expect(create({ balancer: { ...balancer, rules_count: 11, rules_limit: 10 }, servers: { items: [withInternal] } }).reason).toBe('reason.loadbalancer_rule.rules_limit')
    expect(create({ balancer: { ...balancer, rules_count: 9, rules_limit: 10 }, servers: { items: [withInternal] } })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4 Load balancer: rule create is blocked 'when the balancer is processing'", () => {
    for (const status of PROCESSING) {
      expect(create({ balancer: { ...balancer, status }, servers: { items: [withInternal] } }), status).toEqual({
        visible: true,
        enabled: false,
        reason: 'reason.loadbalancer_rule.balancer_processing',
      })
    }
    for (const status of ['ACTIVE', 'STOPPED']) expect(create({ balancer: { ...balancer, status }, servers: { items: [withInternal] } })).toEqual({ visible: true, enabled: true })
  })

  it("000 §4 Load balancer: 'actionable ACTIVE and STOPPED' (stricter: a balancer in error takes no new rules)", () => {
    for (const status of ['ERROR', 'CREATION_ERROR', 'CONFIG_ERROR']) {
      expect(create({ balancer: { ...balancer, status }, servers: { items: [withInternal] } }), status).toEqual({ visible: true, enabled: false, reason: 'reason.loadbalancer_rule.balancer_in_error' })
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
    expect(create({ balancer, servers: { items: [withInternal] } }, { account: { verified: false, identified: false } })).toEqual({ visible: true, enabled: true })
    expect(create({ balancer, servers: { items: [withInternal] } }, { project: { status: 'STOPPED', stopping_reason: 'money' } }).reason).toBe('reason.project_stopped_money')
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
    expect(registry.relations('loadbalancer_rule').balancer).toMatchObject({ kind: 'loadbalancer', cardinality: 'many-to-one', reference: 'loadbalancer_data' })
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
