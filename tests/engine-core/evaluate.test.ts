import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../engine/registry'
import { disk, host, note } from './fixture'

const registry = createRegistry([host, disk, note])
const evaluate = registry.evaluateAction

describe('evaluateAction: the config rules', () => {
  it('DESIGN: missing context means nothing blocks (an item alone is judged in an active project of a verified account)', () => {
    expect(evaluate('disk', 'grow', { item: { status: 'READY' } })).toEqual({ visible: true, enabled: true })
    expect(evaluate('disk', 'create', { item: {} })).toEqual({ visible: true, enabled: true })
  })

  it('a hide condition hides the action and names its reason', () => {
    expect(evaluate('disk', 'grow', { item: { status: 'READY', kind: 'fixed' } })).toEqual({ visible: false, enabled: false, reason: 'reason.fixed' })
  })

  it('a block condition shows the action disabled with the first matching reason', () => {
    expect(evaluate('disk', 'grow', { item: { status: 'WORKING', size: 1, used: 1 } })).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
    expect(evaluate('disk', 'grow', { item: { status: 'READY', size: 1, used: 1 } }).reason).toBe('reason.full')
  })

  it("a status set of another kind is read from that kind's config", () => {
    expect(evaluate('disk', 'grow', { item: { status: 'READY' }, related: { host: { status: 'BUSY' } } }).reason).toBe('reason.host_processing')
    expect(evaluate('disk', 'grow', { item: { status: 'READY' }, related: { host: { status: 'UP' } } }).enabled).toBe(true)
  })

  it('comparisons with another path and array counts', () => {
    expect(evaluate('disk', 'grow', { item: { status: 'READY', size: 10, max_size: 10 } }).reason).toBe('reason.max_size')
    expect(evaluate('disk', 'grow', { item: { status: 'READY', size: 9, max_size: 10 } }).enabled).toBe(true)
    expect(evaluate('disk', 'grow', { item: { status: 'READY', snapshots: [{}, {}] } }).reason).toBe('reason.snapshots')
    expect(evaluate('disk', 'grow', { item: { status: 'READY', snapshots: [{}] } }).enabled).toBe(true)
  })

  it('a limit condition matches when used + amount exceeds max, and never without the limit entry', () => {
    const at = { project: { limits: [{ name: 'disks', used: 5, max: 5 }] } }
    const below = { project: { limits: [{ name: 'disks', used: 4, max: 5 }] } }
    expect(evaluate('disk', 'create', { item: {}, ...at })).toEqual({ visible: false, enabled: false, reason: 'reason.limit' })
    expect(evaluate('disk', 'create', { item: {}, ...below }).visible).toBe(true)
    expect(evaluate('disk', 'create', { item: {}, project: { limits: [] } }).visible).toBe(true)
  })

  it('not(exists) matches a missing value', () => {
    expect(evaluate('disk', 'rename', { item: {} }).reason).toBe('reason.no_name')
    expect(evaluate('disk', 'rename', { item: { name: 'a' } }).enabled).toBe(true)
  })

  it("001 §8: 'Entity {name} not found' and an unknown action throws", () => {
    expect(() => evaluate('teapot', 'grow', { item: {} })).toThrow('Entity teapot not found')
    expect(() => evaluate('disk', 'fly', { item: {} })).toThrow('Action fly not found for entity disk')
  })
})

describe('evaluateAction: the cross-cutting rules the engine adds', () => {
  const stopped = (stopping_reason: 'money' | 'admin' | 'abuse' | 'manual_alarm' | null) => ({ project: { status: 'STOPPED' as const, stopping_reason } })

  it("001 §4: 'Under money, paid actions (create, start, resize, attach and similar) are blocked while a reduced set stays allowed'", () => {
    expect(evaluate('disk', 'grow', { item: { status: 'READY' }, ...stopped('money') })).toEqual({ visible: true, enabled: false, reason: 'reason.project_stopped_money' })
    expect(evaluate('disk', 'rename', { item: { name: 'a' }, ...stopped('money') }).enabled).toBe(true)
  })

  it("001 §4: 'Under the project reasons abuse, admin or manual alarm nearly all mutating actions are blocked'", () => {
    for (const reason of ['abuse', 'admin', 'manual_alarm'] as const) {
      expect(evaluate('disk', 'rename', { item: { name: 'a' }, ...stopped(reason) })).toEqual({ visible: true, enabled: false, reason: `reason.project_stopped_${reason}` })
      expect(evaluate('disk', 'show', { item: {}, ...stopped(reason) }).enabled, 'a read-only action stays').toBe(true)
      expect(evaluate('disk', 'drop', { item: {}, ...stopped(reason) }).enabled, 'the reduced set flagged allowed_when_project_blocked stays').toBe(true)
    }
    expect(evaluate('disk', 'rename', { item: { name: 'a' }, project: { status: 'ACTIVE', stopping_reason: null } }).enabled).toBe(true)
  })

  it('000 §3 Project: a stopped project with no reason is read as not active (stricter), a deleted one blocks every mutating action', () => {
    expect(evaluate('disk', 'rename', { item: { name: 'a' }, project: { status: 'STOPPED' } }).reason).toBe('reason.project_not_active')
    expect(evaluate('disk', 'drop', { item: {}, project: { status: 'DELETED' } }).reason).toBe('reason.project_deleted')
    expect(evaluate('disk', 'show', { item: {}, project: { status: 'DELETED' } }).enabled).toBe(true)
  })

  it('project stopping rules do not touch account-level kinds', () => {
    expect(evaluate('note', 'write', { item: {}, ...stopped('money') }).enabled).toBe(true)
  })

  it("001 §4: 'Creating ... is blocked while the account is unverified or unidentified'", () => {
    expect(evaluate('disk', 'create', { item: {}, account: { verified: false } }).reason).toBe('reason.account_not_verified')
    expect(evaluate('disk', 'create', { item: {}, account: { verified: true, identified: false } }).reason).toBe('reason.account_not_identified')
    expect(evaluate('disk', 'create', { item: {}, account: { verified: true, identified: true } }).enabled).toBe(true)
    expect(evaluate('disk', 'grow', { item: {}, account: { verified: false } }).enabled, 'only creating actions').toBe(true)
  })

  it('000 §6: actions flagged for it are blocked in a support session', () => {
    expect(evaluate('disk', 'drop', { item: {}, account: { is_support_session: true } }).reason).toBe('reason.support_session')
    expect(evaluate('disk', 'drop', { item: {}, account: { is_support_session: false } }).enabled).toBe(true)
  })

  it('hiding wins over blocking: a hidden action is not also reported blocked', () => {
    expect(evaluate('disk', 'create', { item: {}, account: { verified: false }, project: { limits: [{ name: 'disks', used: 1, max: 1 }] } }).reason).toBe('reason.limit')
  })
})

describe('registry lookups (001 §3: every entity has a configuration holding ...)', () => {
  it('routes, service, parent, name field, websocket name, icon, actions, resources, limits, relations', () => {
    expect(registry.defaultPageRoute('disk')).toEqual({ name: 'disk_details', path: '/lk/disks/$id' })
    expect(registry.listRoute('host')?.name).toBe('hosts')
    expect(registry.service('disk')).toBe('disks')
    expect(registry.parent('disk')?.kind).toBe('host')
    expect(registry.parent('note')).toBeUndefined()
    expect(registry.nameField('host')).toBe('label')
    expect(registry.displayName('host', { label: 'alpha' })).toBe('alpha')
    expect(registry.displayName('host', {})).toBe('')
    expect(registry.kindOfWsEntity('host_ws')?.kind).toBe('host')
    expect(registry.icon('disk')).toBe('disk')
    expect(registry.actions('disk')).toEqual(['create', 'grow', 'rename', 'show', 'drop'])
    expect(registry.resources('disk')).toEqual(['disk'])
    expect(registry.limits('disk')).toEqual(['disks'])
    expect(registry.relations('disk').host).toMatchObject({ kind: 'host', id: 'host_id' })
  })

  it('conditions of an action list the cross-cutting blocks before its own', () => {
    const { hide, block } = registry.conditions('disk', 'grow')
    expect(hide.map((c) => c.reason)).toEqual(['reason.fixed'])
    expect(block.map((c) => c.reason)).toContain('reason.project_stopped_money')
    expect(block.at(-1)?.reason).toBe('reason.snapshots')
  })

  it('status class of a status', () => {
    expect(registry.statusClass('disk', 'WORKING')).toBe('processing')
    expect(registry.statusClass('disk', 'FAILED')).toBe('error')
    expect(registry.statusClass('disk', 'READY')).toBe('usable')
    expect(registry.statusClass('note', 'READY')).toBeUndefined()
  })

  it('redirects resolve with their route params', () => {
    expect(registry.resolveRedirect('disk', 'drop', { item: { bootable: true, host_id: 'h1' } })).toEqual({ name: 'drop_bootable', route: 'host_details', params: { id: 'h1' } })
    expect(registry.resolveRedirect('disk', 'drop', { item: { bootable: false, host_id: 'h1' } })).toBeUndefined()
  })

  it('a kind registered twice is refused', () => {
    expect(() => createRegistry([host, host])).toThrow('Entity host registered twice')
  })
})

describe('paths', () => {
  it('project.limits.<name>.<field> reads a field of the limit entry of that name', async () => {
    const { valueAt } = await import('../../engine/evaluate')
    const { contextOf } = await import('../../engine/evaluate')
    const context = contextOf({ item: {}, project: { limits: [{ name: 'disk-space', used: 3, max: 9 }] } })
    expect(valueAt(context, 'project.limits.disk-space.used')).toBe(3)
    expect(valueAt(context, 'project.limits.disk-space')).toEqual({ name: 'disk-space', used: 3, max: 9 })
    expect(valueAt(context, 'project.limits.volumes.used')).toBeUndefined()
  })
})
