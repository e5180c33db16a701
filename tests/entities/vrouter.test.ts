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
    for (const [status, action] of [
      ['ACTIVE', 'stop'],
      ['ACTIVE', 'delete'],
      ['STOPPED', 'start'],
      ['STOPPED', 'delete'],
    ])
      expect(vr(action as string, { status }), `${action} in ${status}`).toEqual({ visible: true, enabled: true })
    for (const status of ['ACTIVE', 'STOPPED']) expect(create({ status })).toEqual({ visible: true, enabled: true })
    expect(create(), 'no router in the project').toEqual({ visible: true, enabled: true })
  })

  it("001 §4 Virtual router: 'create, start, stop blocked in error' (delete is not)", () => {
    for (const action of ['start', 'stop']) expect(vr(action, { status: 'ERROR' }), action).toEqual({ visible: true, enabled: false, reason: 'reason.in_error' })
    expect(create({ status: 'ERROR' })).toEqual({ visible: true, enabled: false, reason: 'reason.vrouter.router_in_error' })
    expect(vr('delete', { status: 'ERROR' })).toEqual({ visible: true, enabled: true })
  })

  it('000 §4 Virtual router start, stop: start hidden on a running router, stop on a stopped one (judgement, as a load balancer)', () => {
    expect(vr('start', { status: 'ACTIVE' })).toEqual({ visible: false, enabled: false, reason: 'reason.vrouter.already_active' })
    expect(vr('stop', { status: 'STOPPED' })).toEqual({ visible: false, enabled: false, reason: 'reason.vrouter.already_stopped' })
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
    expect(registry.actions('vrouter')).toEqual(['create', 'start', 'stop', 'delete', 'attach_floatingip'])
    expect(actions.create?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/vrouters' })
    expect(actions.start?.call).toEqual({ method: 'POST', path: '/vrouters/{id}/start' })
    expect(actions.stop?.call).toEqual({ method: 'POST', path: '/vrouters/{id}/stop' })
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/vrouters/{id}' })
  })
})

describe('vrouter: pages, create form and floating IPs', () => {
  const config = registry.get('vrouter')
  const actions = config.actions

  it("000 §2 vrouters: 'back goes to dashboard', where the routers are listed (a dashboard card with its list)", () => {
    expect(config.routes.list).toEqual({ name: 'dashboard', path: '/lk/project/dashboard' })
    expect(config.pages?.dashboard).toEqual([{ label: 'vrouter.plural', list: true }])
    expect(config.pages?.details).toEqual(['page'])
    expect(config.sources).toEqual([{ list: '/projects/{project_id}/vrouters', detail: '/vrouters/{id}' }])
  })

  it('001 §7 POST /projects/{id}/vrouters (name, private_networks): the form sends the networks as a list', () => {
    expect(actions.create?.request).toBe('VrouterCreateRequest')
    expect(actions.create?.dialog?.fields.map((field) => [field.name, field.list ?? false])).toEqual([
      ['name', false],
      ['private_networks', true],
    ])
  })

  it("001 §4 Virtual router: 'Stop and delete first load the external gateway address': a load of the router's VROUTER address", () => {
    expect(config.preparations?.load_gateway_address?.path).toBe('/projects/{project_id}/addresses?attached_to.id__eq={id}&type=VROUTER')
  })

  it('000 §3 Floating IP: attachable to a vrouter; 000 §4 Virtual router: usable = neither processing nor in error', () => {
    const attach = (item: object, free = 1) => evaluateAction('vrouter', 'attach_floatingip', { item, related: { free_floatingips: { count: free } } })
    for (const status of ['ACTIVE', 'STOPPED']) expect(attach({ status })).toEqual({ visible: true, enabled: true })
    for (const status of PROCESSING) expect(attach({ status }).reason).toBe('reason.processing')
    expect(attach({ status: 'ERROR' }).reason).toBe('reason.in_error')
    expect(actions.attach_floatingip?.payload).toEqual({ entity: 'vrouter' })
    expect(actions.attach_floatingip?.payload_from).toEqual({ id: 'item.id' })
    expect(actions.attach_floatingip?.call).toEqual({ method: 'POST', path: '/addresses/{payload.floatingip_id}/attach' })
  })

  it("000 §4, 001 §2: 'Attaching a floating IP when none is free redirects to the floating IP list'", () => {
    const context = { item: { id: 'r-1', status: 'ACTIVE' }, related: { free_floatingips: { count: 0 } } }
    expect(registry.resolveRedirect('vrouter', 'attach_floatingip', context)?.route).toBe('floatingips_all')
    expect(registry.resolveRedirect('vrouter', 'attach_floatingip', { ...context, related: { free_floatingips: { count: 2 } } })).toBeUndefined()
  })

  it('issue 11 item 6: delete lists what depends on the router, its addresses (floatingip.vrouter, attached_to naming vrouter)', () => {
    expect(actions.delete?.dependents).toEqual(['addresses'])
    expect(config.relations?.addresses).toMatchObject({ kind: 'floatingip', cardinality: 'one-to-many', reverse: 'vrouter' })
    expect(registry.get('floatingip').relations?.vrouter).toEqual({
      kind: 'vrouter',
      cardinality: 'many-to-one',
      reverse: 'addresses',
      reference: 'attached_to',
      when: { 'attached_to.entity': 'vrouter' },
    })
  })

  it("000 §3 Floating IP type VROUTER: a router's gateway address is neither detached nor deleted on its own", () => {
    const gateway = { status: 'ACTIVE', type: 'VROUTER', attached_to: { entity: 'vrouter', id: 'r-1' } }
    for (const action of ['detach', 'reattach', 'delete'])
      expect(evaluateAction('floatingip', action, { item: gateway }), action).toEqual({ visible: false, enabled: false, reason: 'reason.floatingip.gateway_address' })
    expect(evaluateAction('floatingip', 'detach', { item: { ...gateway, type: 'FIXED' } })).toEqual({ visible: true, enabled: true })
  })
})
