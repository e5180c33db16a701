import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'

const vr = (action: string, item: object, rest: Omit<ActionInput, 'item'> = {}) => evaluateAction('vrouter', action, { item, ...rest })
const create = (first_vrouter?: object) => evaluateAction('vrouter', 'create', { item: {}, related: first_vrouter ? { first_vrouter } : {} })
const PROCESSING = ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'AWAITING']

describe('vrouter: 000 §4 / 001 §4 Virtual router rules', () => {
  it("001 §4 Virtual router: 'Create, start, stop, delete blocked while processing'", () => {
    for (const status of PROCESSING) {
      for (const action of ['start', 'stop', 'delete']) expect(vr(action, { status }), `${action} in ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
      expect(create({ status }), `create while the project's router is ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.vrouter.router_processing' })
    }
    for (const status of ['ACTIVE', 'STOPPED']) {
      for (const action of ['start', 'stop', 'delete']) expect(vr(action, { status }), `${action} in ${status}`).toEqual({ visible: true, enabled: true })
      expect(create({ status })).toEqual({ visible: true, enabled: true })
    }
    expect(create(), 'no router in the project').toEqual({ visible: true, enabled: true })
  })

  it("001 §4 Virtual router: 'create, start, stop blocked in error' (delete is not)", () => {
    for (const action of ['start', 'stop']) expect(vr(action, { status: 'ERROR' }), action).toEqual({ visible: true, enabled: false, reason: 'reason.in_error' })
    expect(create({ status: 'ERROR' })).toEqual({ visible: true, enabled: false, reason: 'reason.vrouter.router_in_error' })
    expect(vr('delete', { status: 'ERROR' })).toEqual({ visible: true, enabled: true })
  })

  it('000 §4 Virtual router: AWAITING is processing (001 §4 gives two readings; stricter)', () => {
    expect(registry.statusClass('vrouter', 'AWAITING')).toBe('processing')
    expect(registry.statusClass('vrouter', 'ACTIVE')).toBe('usable')
    expect(registry.statusClass('vrouter', 'ERROR')).toBe('error')
  })

  it("001 §4: 'Creating ... vrouters ... is blocked while the account is unverified or unidentified'", () => {
    expect(vr('create', {}, { account: { verified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_verified' })
    expect(vr('create', {}, { account: { identified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_identified' })
    expect(vr('create', {}, { account: { verified: true, identified: true } })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4: 'Under money, paid actions (create, start, ...) are blocked while a reduced set stays allowed'", () => {
    const money = { project: { status: 'STOPPED' as const, stopping_reason: 'money' as const } }
    expect(vr('start', { status: 'STOPPED' }, money).reason).toBe('reason.project_stopped_money')
    expect(vr('create', {}, money).reason).toBe('reason.project_stopped_money')
    expect(vr('stop', { status: 'ACTIVE' }, money)).toEqual({ visible: true, enabled: true })
  })
})

describe('vrouter: config', () => {
  const actions = registry.get('vrouter').actions

  it("001 §4 Virtual router: 'Stop and delete first load the external gateway address'", () => {
    expect(actions.stop?.prepare).toEqual(['load_gateway_address'])
    expect(actions.delete?.prepare).toEqual(['load_gateway_address'])
    expect(actions.start?.prepare).toBeUndefined()
  })

  it('000 §2 route vrouters/{id}/details (vrouter); 001 §7 calls', () => {
    expect(registry.defaultPageRoute('vrouter')).toEqual({ name: 'vrouter', path: '/lk/vrouters/$id/details' })
    expect(registry.actions('vrouter')).toEqual(['create', 'start', 'stop', 'delete'])
    expect(actions.create?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/vrouters' })
    expect(actions.start?.call).toEqual({ method: 'POST', path: '/vrouters/{id}/start' })
    expect(actions.stop?.call).toEqual({ method: 'POST', path: '/vrouters/{id}/stop' })
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/vrouters/{id}' })
  })
})
