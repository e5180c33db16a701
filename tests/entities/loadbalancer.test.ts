import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'
import { reverseRelation } from '../../src/entities/tabs/RelatedListTab'

const lb = (action: string, item: object, rest: Omit<ActionInput, 'item'> = {}) => evaluateAction('loadbalancer', action, { item, ...rest })
const PROCESSING = ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'UPDATING', 'AWAITING']
const ERRORS = ['ERROR', 'CREATION_ERROR', 'CONFIG_ERROR']
const floatingIp = { address: '203.0.113.10', type: 'FIXED', external: true }

describe('loadbalancer: 000 §4 / 001 §4 Load balancer rules', () => {
  it("001 §4 Load balancer: 'Start hidden when ACTIVE or STARTING'", () => {
    for (const status of ['ACTIVE', 'STARTING']) expect(lb('start', { status })).toEqual({ visible: false, enabled: false, reason: 'reason.loadbalancer.active' })
    expect(lb('start', { status: 'STOPPED' })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4 Load balancer: 'stop hidden otherwise' (unless ACTIVE or STARTING)", () => {
    for (const status of ['STOPPED', 'STOPPING', 'CREATING', 'ERROR']) expect(lb('stop', { status })).toEqual({ visible: false, enabled: false, reason: 'reason.loadbalancer.not_active' })
    expect(lb('stop', { status: 'ACTIVE' })).toEqual({ visible: true, enabled: true })
    expect(lb('stop', { status: 'STARTING' })).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
  })

  it("001 §4 Load balancer: 'The balancer is locked during processing' (000 §4: processing CREATING, DELETING, STARTING, STOPPING, UPDATING, AWAITING)", () => {
    for (const status of PROCESSING) {
      for (const action of ['rename', 'change_algorithm', 'change_healthmonitor', 'delete', 'attach_floatingip']) {
        expect(lb(action, { status, addresses: [] }), `${action} in ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
      }
      expect(lb('detach_floatingip', { status, addresses: [floatingIp] }).reason).toBe('reason.processing')
    }
    expect(lb('start', { status: 'AWAITING' })).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
    for (const status of ['ACTIVE', 'STOPPED']) {
      for (const action of ['rename', 'change_algorithm', 'change_healthmonitor', 'delete', 'attach_floatingip']) {
        expect(lb(action, { status, addresses: [] }), `${action} in ${status}`).toEqual({ visible: true, enabled: true })
      }
    }
  })

  it("000 §4 Load balancer: 'actionable ACTIVE and STOPPED' (stricter: error statuses block every action but delete)", () => {
    for (const status of ERRORS) {
      for (const action of ['start', 'rename', 'change_algorithm', 'change_healthmonitor', 'attach_floatingip']) {
        expect(lb(action, { status, addresses: [] }), `${action} in ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.in_error' })
      }
      expect(lb('delete', { status }), `delete in ${status}`).toEqual({ visible: true, enabled: true })
    }
  })

  it("001 §4 Load balancer: 'attach or detach floating IP depends on whether one exists'", () => {
    expect(lb('attach_floatingip', { status: 'ACTIVE', addresses: [floatingIp] })).toEqual({ visible: false, enabled: false, reason: 'reason.loadbalancer.has_floatingip' })
    expect(lb('detach_floatingip', { status: 'ACTIVE', addresses: [floatingIp] })).toEqual({ visible: true, enabled: true })
    expect(lb('attach_floatingip', { status: 'ACTIVE', addresses: [] })).toEqual({ visible: true, enabled: true })
    expect(lb('detach_floatingip', { status: 'ACTIVE', addresses: [] })).toEqual({ visible: false, enabled: false, reason: 'reason.loadbalancer.no_floatingip' })
    // an internal (non-external) address is not a floating IP
    expect(lb('attach_floatingip', { status: 'ACTIVE', addresses: [{ ...floatingIp, external: false }] }).visible).toBe(true)
    expect(lb('detach_floatingip', { status: 'ACTIVE', addresses: [{ ...floatingIp, external: false }] }).visible).toBe(false)
  })

  it("001 §4: 'Creating ... load balancers ... is blocked while the account is unverified or unidentified'", () => {
    expect(lb('create', {}, { account: { verified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_verified' })
    expect(lb('create', {}, { account: { verified: true, identified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_identified' })
    expect(lb('create', {}, { account: { verified: true, identified: true } })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4: 'Under money, paid actions (create, start, resize, attach and similar) are blocked while a reduced set stays allowed'", () => {
    const money = { project: { status: 'STOPPED' as const, stopping_reason: 'money' as const } }
    for (const [action, item] of [
      ['create', {}],
      ['start', { status: 'STOPPED' }],
      ['attach_floatingip', { status: 'ACTIVE', addresses: [] }],
    ] as const) {
      expect(lb(action, item, money), action).toEqual({ visible: true, enabled: false, reason: 'reason.project_stopped_money' })
    }
    expect(lb('stop', { status: 'ACTIVE' }, money)).toEqual({ visible: true, enabled: true })
    expect(lb('delete', { status: 'ACTIVE' }, money)).toEqual({ visible: true, enabled: true })
  })
})

describe('loadbalancer: config', () => {
  it("001 §2: 'Attaching a floating IP when none is free redirects to the floating IP list', from a balancer too", () => {
    const actions = registry.get('loadbalancer').actions
    expect(actions.attach_floatingip?.redirects?.[0]).toMatchObject({ name: 'no_free_floatingips', route: 'floatingips_all' })
    expect(registry.get('loadbalancer').counts?.free_floatingips).toEqual({ kind: 'floatingip', filter: { status__in: 'DOWN' } })
    expect(actions.attach_floatingip?.call).toEqual({ method: 'POST', path: '/addresses/{payload.address_id}/attach/loadbalancer' })
    expect(lb('attach_floatingip', { id: 'lb1', status: 'ACTIVE', addresses: [] }, { related: { free_floatingips: { count: 1 } } })).toEqual({ visible: true, enabled: true })
  })

  it('000 §2 routes: loadbalancers/{id}/details (loadbalancer), loadbalancers/all, loadbalancers/new (new_balancer)', () => {
    expect(registry.defaultPageRoute('loadbalancer')).toEqual({ name: 'loadbalancer', path: '/lk/project/loadbalancers/$id/details' })
    expect(registry.listRoute('loadbalancer')).toEqual({ name: 'loadbalancers_all', path: '/lk/project/loadbalancers/all' })
    expect(registry.get('loadbalancer').routes.create).toEqual({ name: 'new_balancer', path: '/lk/project/loadbalancers/new' })
  })

  it('000 §4: the actions of a load balancer, status classes and the loadbalancer limit', () => {
    expect(registry.actions('loadbalancer')).toEqual(['create', 'start', 'stop', 'delete', 'rename', 'change_algorithm', 'change_healthmonitor', 'attach_floatingip', 'detach_floatingip'])
    for (const status of PROCESSING) expect(registry.statusClass('loadbalancer', status)).toBe('processing')
    for (const status of ['ACTIVE', 'STOPPED']) expect(registry.statusClass('loadbalancer', status)).toBe('usable')
    for (const status of ERRORS) expect(registry.statusClass('loadbalancer', status)).toBe('error')
    expect(registry.limits('loadbalancer')).toEqual(['loadbalancer'])
  })

  it('001 §7 calls and the verification of create (money and the loadbalancer limit) and start (service start)', () => {
    const actions = registry.get('loadbalancer').actions
    expect(actions.create?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/loadbalancers' })
    expect(actions.create?.verify?.limits).toEqual([{ name: 'loadbalancer', amount: 1 }])
    expect(actions.start?.verify?.money?.rule).toBe('service_start')
    expect(actions.rename?.call).toEqual({ method: 'PATCH', path: '/loadbalancers/{id}' })
    expect(actions.change_algorithm?.call).toEqual({ method: 'POST', path: '/loadbalancers/{id}/algorithm' })
    expect(actions.change_healthmonitor?.call).toEqual({ method: 'PUT', path: '/loadbalancers/{id}/healthmonitor' })
    expect(actions.delete?.marks_deleting).toBe(true)
  })
})

describe('issue 11 item 6: a delete lists what depends on the balancer', () => {
  it('its rules (loadbalancer_data naming it) and its floating IP (attached_to naming a loadbalancer)', () => {
    const config = registry.get('loadbalancer')
    expect(config.actions.delete?.dependents).toEqual(['rules', 'floatingips'])
    const rules = reverseRelation(config, 'rules')
    expect(rules && { kind: rules.config.kind, filter: rules.filterField, when: rules.when }).toEqual({ kind: 'loadbalancer_rule', filter: 'loadbalancer_data.id__eq', when: {} })
    const addresses = reverseRelation(config, 'floatingips')
    expect(addresses && { kind: addresses.config.kind, filter: addresses.filterField, when: addresses.when }).toEqual({
      kind: 'floatingip',
      filter: 'attached_to.id__eq',
      when: { 'attached_to.entity__eq': 'loadbalancer' },
    })
  })
})
