import { describe, expect, it } from 'vitest'
import { FLOATING_IP } from '../../contract/constants'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities'
import { ownerValue, reverseRelation } from '../../src/entities/tabs/RelatedListTab'

const linuxServer = { id: 'server-1', status: 'ACTIVE', image: { operation_system: { os_family: 'linux' } } }
const onServer = {
  id: 'fip-1',
  address: '203.0.113.20',
  status: 'ACTIVE',
  type: 'FLOATING',
  attached_to: { entity: 'server', id: 'server-1' },
  is_primary: false,
  bandwidth_max_mbps: 100,
  ddos_protection: false,
}
const unattached = { ...onServer, status: 'DOWN', attached_to: null }

type Patch = Record<string, unknown>
const attachedInput = (patch: Patch = {}, serverPatch: Patch = {}, rest: Omit<ActionInput, 'item' | 'related'> = {}): ActionInput => ({
  item: { ...onServer, ...patch },
  related: { server: { ...linuxServer, ...serverPatch } },
  ...rest,
})
const freeInput = (patch: Patch = {}, rest: Omit<ActionInput, 'item'> = {}): ActionInput => ({ item: { ...unattached, ...patch }, ...rest })
const verdict = (action: string, input: ActionInput) => evaluateAction('floatingip', action, input)
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })
const hidden = (reason: string) => ({ visible: false, enabled: false, reason })

/** the state in which each item action is enabled */
const enabledInput: Record<string, () => ActionInput> = {
  attach: () => freeInput(),
  attach_loadbalancer: () => freeInput(),
  reattach: () => attachedInput(),
  detach: () => attachedInput(),
  make_primary: () => attachedInput(),
  bandwidth_gb_on: () => attachedInput(),
  bandwidth_gb_off: () => attachedInput({ bandwidth_max_mbps: FLOATING_IP.high_bandwidth_mbps }),
  edit_ptr: () => attachedInput(),
  ddos_protection_on: () => attachedInput(),
  ddos_protection_off: () => attachedInput({ ddos_protection: true }),
  delete: () => freeInput(),
}
const itemActions = Object.keys(enabledInput)
const withItem = (action: string, patch: Patch): ActionInput => {
  const base = enabledInput[action]!()
  return { ...base, item: { ...base.item, ...patch } }
}

describe('floatingip: its actions', () => {
  it('000 §4, 001 §4: create, attach, reattach, detach, delete, make_primary, bandwidth_gb_on, bandwidth_gb_off, edit_ptr, ddos protection', () => {
    expect(registry.actions('floatingip').sort()).toEqual(['create', ...itemActions].sort())
  })

  it('each item action is enabled in its usual state', () => {
    for (const action of itemActions) expect(verdict(action, enabledInput[action]!()), action).toEqual(enabled)
  })
})

describe("001 §4 Floating IP rules: 'All actions blocked while processing, in error, or attached to a blocked server'", () => {
  it('while processing (AWAITING, DELETING, PROCESSING, RESERVING, PROCESS)', () => {
    for (const action of itemActions) {
      for (const status of ['AWAITING', 'DELETING', 'PROCESSING', 'RESERVING', 'PROCESS']) {
        expect(verdict(action, withItem(action, { status })), `${action} ${status}`).toEqual(blocked('reason.processing'))
      }
    }
  })

  it('in error', () => {
    for (const action of itemActions) expect(verdict(action, withItem(action, { status: 'ERROR' })), action).toEqual(blocked('reason.floatingip.in_error'))
  })

  it('attached to a blocked server (stopped by admin)', () => {
    // the attach actions are hidden for an attached address (000 §4)
    for (const action of itemActions.filter((a) => a !== 'attach' && a !== 'attach_loadbalancer')) {
      const input = withItem(action, { status: 'ACTIVE', attached_to: { entity: 'server', id: 'server-1' } })
      expect(verdict(action, { ...input, related: { server: { ...linuxServer, status: 'BLOCKED' } } }), action).toEqual(blocked('reason.server_stopped_by_admin'))
      expect(verdict(action, { ...input, related: { server: { ...linuxServer, status: 'STOPPED' } } }), action).toEqual(enabled)
    }
  })

  it('a BLOCKED status of an attached entity that is not a server blocks nothing', () => {
    const input = attachedInput({ attached_to: { entity: 'loadbalancer', id: 'lb-1' } })
    expect(verdict('detach', { ...input, related: { loadbalancer: { id: 'lb-1', status: 'BLOCKED' } } })).toEqual(enabled)
  })
})

describe('001 §4 Floating IP rules: attach, reattach, detach', () => {
  it("000 §4: 'Attach hidden when ACTIVE or attached'", () => {
    expect(verdict('attach', freeInput({ status: 'ACTIVE' }))).toEqual(hidden('reason.floatingip.attached'))
    expect(verdict('attach', freeInput({ status: 'DOWN', attached_to: { entity: 'loadbalancer', id: 'lb-1' } }))).toEqual(hidden('reason.floatingip.attached'))
    expect(verdict('attach', freeInput({ status: 'DOWN', attached_to: null }))).toEqual(enabled)
  })

  it("000 §3 attachable loadbalancer: attach to a balancer is hidden the same way ('Attach hidden when ACTIVE or attached')", () => {
    expect(verdict('attach_loadbalancer', freeInput({ status: 'ACTIVE' }))).toEqual(hidden('reason.floatingip.attached'))
    expect(verdict('attach_loadbalancer', freeInput({ status: 'DOWN', attached_to: { entity: 'server', id: 'server-1' } }))).toEqual(hidden('reason.floatingip.attached'))
    expect(verdict('attach_loadbalancer', freeInput({ status: 'PROCESSING' }))).toEqual(blocked('reason.processing'))
    expect(verdict('attach_loadbalancer', freeInput())).toEqual(enabled)
    expect(registry.get('floatingip').actions.attach_loadbalancer?.call).toEqual({ method: 'POST', path: '/addresses/{id}/attach/loadbalancer' })
  })

  it("'reattach and detach only when ACTIVE' (hidden where attach is offered, DOWN; disabled in the other statuses)", () => {
    for (const action of ['reattach', 'detach']) {
      expect(verdict(action, attachedInput({ status: 'DOWN' })), action).toEqual(hidden('reason.floatingip.not_attached'))
      expect(verdict(action, attachedInput({ status: 'PROCESS' })).enabled, action).toBe(false)
      expect(verdict(action, attachedInput({ status: 'ACTIVE' })), action).toEqual(enabled)
    }
  })
})

describe("001 §4: 'make_primary hidden when not attached to a server, already primary, or the server is windows'", () => {
  it('hidden when not attached to a server', () => {
    expect(verdict('make_primary', freeInput())).toEqual(hidden('reason.floatingip.not_attached_to_server'))
    expect(verdict('make_primary', attachedInput({ attached_to: { entity: 'loadbalancer', id: 'lb-1' } }))).toEqual(hidden('reason.floatingip.not_attached_to_server'))
    expect(verdict('make_primary', attachedInput({ attached_to: { entity: 'server', id: 'server-1' } }))).toEqual(enabled)
  })

  it('hidden when already primary', () => {
    expect(verdict('make_primary', attachedInput({ is_primary: true }))).toEqual(hidden('reason.floatingip.already_primary'))
    expect(verdict('make_primary', attachedInput({ is_primary: false }))).toEqual(enabled)
  })

  it('hidden when the server is windows (its image.operation_system.os_family)', () => {
    expect(verdict('make_primary', attachedInput({}, { image: { operation_system: { os_family: 'windows' } } }))).toEqual(hidden('reason.floatingip.windows_server'))
    expect(verdict('make_primary', attachedInput({}, { image: { operation_system: { os_family: 'linux' } } }))).toEqual(enabled)
  })
})

describe("001 §4: 'Bandwidth-on hidden when already 1024; bandwidth-off hidden when not 1024'", () => {
  it('bandwidth_gb_on', () => {
    expect(verdict('bandwidth_gb_on', attachedInput({ bandwidth_max_mbps: FLOATING_IP.high_bandwidth_mbps }))).toEqual(hidden('reason.floatingip.bandwidth_on'))
    expect(verdict('bandwidth_gb_on', attachedInput({ bandwidth_max_mbps: FLOATING_IP.default_bandwidth_mbps }))).toEqual(enabled)
  })

  it('bandwidth_gb_off', () => {
    expect(verdict('bandwidth_gb_off', attachedInput({ bandwidth_max_mbps: FLOATING_IP.default_bandwidth_mbps }))).toEqual(hidden('reason.floatingip.bandwidth_off'))
    expect(verdict('bandwidth_gb_off', attachedInput({ bandwidth_max_mbps: FLOATING_IP.high_bandwidth_mbps }))).toEqual(enabled)
  })

  it('ddos protection on/off are hidden the same way (judgement, by analogy)', () => {
    expect(verdict('ddos_protection_on', attachedInput({ ddos_protection: true }))).toEqual(hidden('reason.floatingip.ddos_on'))
    expect(verdict('ddos_protection_off', attachedInput({ ddos_protection: false }))).toEqual(hidden('reason.floatingip.ddos_off'))
  })
})

describe('cross-cutting flags', () => {
  it('creating an IP is blocked while the account is unverified or unidentified', () => {
    expect(evaluateAction('floatingip', 'create', { item: {}, account: { verified: false } })).toEqual(blocked('reason.account_not_verified'))
    expect(evaluateAction('floatingip', 'create', { item: {}, account: { identified: false } })).toEqual(blocked('reason.account_not_identified'))
    expect(evaluateAction('floatingip', 'create', { item: {}, account: { verified: true, identified: true } })).toEqual(enabled)
  })

  it('under money, create, attach, reattach and bandwidth_gb_on are blocked; detach and bandwidth_gb_off stay allowed', () => {
    const project = { status: 'STOPPED' as const, stopping_reason: 'money' as const }
    expect(evaluateAction('floatingip', 'create', { item: {}, project })).toEqual(blocked('reason.project_stopped_money'))
    expect(verdict('attach', freeInput({}, { project }))).toEqual(blocked('reason.project_stopped_money'))
    expect(verdict('reattach', attachedInput({}, {}, { project }))).toEqual(blocked('reason.project_stopped_money'))
    expect(verdict('bandwidth_gb_on', attachedInput({}, {}, { project }))).toEqual(blocked('reason.project_stopped_money'))
    expect(verdict('detach', attachedInput({}, {}, { project }))).toEqual(enabled)
    expect(verdict('bandwidth_gb_off', attachedInput({ bandwidth_max_mbps: FLOATING_IP.high_bandwidth_mbps }, {}, { project }))).toEqual(enabled)
  })

  it('DESIGN: an item alone (no project, no account, nothing related) is judged as nothing-blocks', () => {
    expect(verdict('attach', { item: { status: 'DOWN' } })).toEqual(enabled)
    expect(verdict('detach', { item: { status: 'ACTIVE' } })).toEqual(enabled)
    expect(verdict('make_primary', { item: { ...onServer } })).toEqual(enabled)
    expect(verdict('delete', { item: { status: 'DOWN' } })).toEqual(enabled)
  })
})

describe('floatingip: config', () => {
  const config = registry.get('floatingip')

  it("000 §3: display name address; 'List default filter external__in false'; filters all, attached, unattached", () => {
    expect(registry.displayName('floatingip', onServer)).toBe('203.0.113.20')
    expect(config.list?.default_filter).toEqual({ external__in: false })
    expect(Object.keys(config.list?.filters ?? {})).toEqual(['all', 'attached', 'unattached'])
  })

  it('000 §2 routes: floatingips_all and floatingip_details (floatingips/{id}/details, optional back query as JSON)', () => {
    expect(registry.listRoute('floatingip')).toEqual({ name: 'floatingips_all', path: '/lk/project/floatingips/all' })
    expect(registry.defaultPageRoute('floatingip')).toEqual({ name: 'floatingip_details', path: '/lk/project/floatingips/$id/details', query: ['back'] })
  })

  it('001 §7 calls and 000 §5 addresses used+1 on create', () => {
    expect(config.actions.create?.verify?.limits).toEqual([{ name: 'addresses', amount: 1 }])
    expect(config.actions.attach?.call).toEqual({ method: 'POST', path: '/addresses/{id}/attach' })
    expect(config.actions.detach?.call).toEqual({ method: 'POST', path: '/addresses/{id}/detach' })
    expect(config.actions.make_primary?.call).toEqual({ method: 'POST', path: '/addresses/{id}/primary' })
    expect(config.actions.edit_ptr?.call).toEqual({ method: 'PUT', path: '/addresses/{id}/ptr' })
    expect(config.actions.bandwidth_gb_on?.call).toEqual({ method: 'POST', path: '/addresses/{id}/bandwidth' })
    expect(config.actions.delete?.call).toEqual({ method: 'DELETE', path: '/addresses/{id}' })
    expect(config.actions.delete?.marks_deleting).toBe(true)
  })
})

describe('issue 11 item 6: a delete lists what depends on the address', () => {
  it('the DNS records naming it BY VALUE: an A record whose ipv4, an AAAA record whose value, is its address', () => {
    const config = registry.get('floatingip')
    expect(config.actions.delete?.dependents).toEqual(['dns_records', 'dns_records_v6'])
    const a = reverseRelation(config, 'dns_records')
    expect(a && { kind: a.config.kind, filter: a.filterField, when: a.when, key: a.key }).toEqual({ kind: 'dns_record', filter: 'ipv4__eq', when: { type__eq: 'A' }, key: 'address' })
    const aaaa = reverseRelation(config, 'dns_records_v6')
    expect(aaaa && { filter: aaaa.filterField, when: aaaa.when }).toEqual({ filter: 'value__eq', when: { type__eq: 'AAAA' } })
    expect(a && ownerValue(a, { id: 'f1', address: '203.0.113.7' })).toBe('203.0.113.7')
  })
})
