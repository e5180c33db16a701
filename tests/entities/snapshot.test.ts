import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities'

const base = { id: 'snapshot-1', name: 'before-upgrade', status: 'ACTIVE', parent_server: { id: 'server-1' }, child_servers: [] as object[] }
type Patch = Record<string, unknown>
const input = (patch: Patch = {}, rest: Omit<ActionInput, 'item'> = {}): ActionInput => ({ item: { ...base, ...patch }, ...rest })
const verdict = (action: string, patch: Patch = {}, rest: Omit<ActionInput, 'item'> = {}) => evaluateAction('snapshot', action, input(patch, rest))
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })
const hidden = (reason: string) => ({ visible: false, enabled: false, reason })

describe('snapshot: its actions', () => {
  it('000 §4 Snapshot: restore and delete (creation is the server action create_snapshot)', () => {
    expect(registry.actions('snapshot')).toEqual(['restore', 'delete'])
    expect(registry.actions('server')).toContain('create_snapshot')
  })
})

describe('001 §4 Snapshot rules', () => {
  it("'Restore and delete blocked while creating or in process' ('Any status other than ACTIVE or ERROR counts as in process')", () => {
    for (const action of ['restore', 'delete']) {
      for (const status of ['CREATING', 'AWAITING', 'DELETING', 'SOMETHING_NEW']) expect(verdict(action, { status }), `${action} ${status}`).toEqual(blocked('reason.processing'))
      expect(verdict(action, { status: 'ACTIVE' }), action).toEqual(enabled)
    }
  })

  it("'Restore blocked in ERROR' (delete is not: 001 §8 'snapshot created with error (delete and recreate)')", () => {
    expect(verdict('restore', { status: 'ERROR' })).toEqual(blocked('reason.snapshot.in_error'))
    expect(verdict('delete', { status: 'ERROR' })).toEqual(enabled)
  })

  it("'Delete blocked when child servers are BUILDING'", () => {
    expect(
      verdict('delete', {
        child_servers: [
          { id: 'server-2', status: 'ACTIVE' },
          { id: 'server-3', status: 'BUILDING' },
        ],
      }),
    ).toEqual(blocked('reason.snapshot.child_servers_building'))
    expect(verdict('delete', { child_servers: [{ id: 'server-2', status: 'ACTIVE' }] })).toEqual(enabled)
    expect(verdict('restore', { child_servers: [{ id: 'server-3', status: 'BUILDING' }] }), 'only delete').toEqual(enabled)
  })

  it("'Partial snapshots hide restore'", () => {
    expect(verdict('restore', { type: 'PARTIAL' })).toEqual(hidden('reason.snapshot.partial'))
    expect(verdict('restore', { type: 'FULL' })).toEqual(enabled)
    expect(verdict('delete', { type: 'PARTIAL' })).toEqual(enabled)
  })

  it("'Restore takes a new server name and ddos_protection and then goes to servers_all'", () => {
    const restore = registry.get('snapshot').actions.restore
    expect(restore?.call).toEqual({ method: 'POST', path: '/snapshots/{id}/restore' })
    expect(restore?.after?.navigate).toBe('servers_all')
  })

  it("000 §4 Server actions: 'Snapshot blocked at the maximum snapshots per server' (001 §9: max 2 per server)", () => {
    const server = { id: 'server-1', status: 'ACTIVE', snapshots: [{ id: 's1' }, { id: 's2' }] }
    expect(evaluateAction('server', 'create_snapshot', { item: server })).toEqual(blocked('reason.server.snapshots_limit'))
    expect(evaluateAction('server', 'create_snapshot', { item: { ...server, snapshots: [{ id: 's1' }] } })).toEqual(enabled)
  })
})

describe('cross-cutting flags', () => {
  it('restore orders a server: blocked while the account is unverified or unidentified, and under money', () => {
    expect(verdict('restore', {}, { account: { verified: false } })).toEqual(blocked('reason.account_not_verified'))
    expect(verdict('restore', {}, { account: { identified: false } })).toEqual(blocked('reason.account_not_identified'))
    expect(verdict('restore', {}, { project: { status: 'STOPPED', stopping_reason: 'money' } })).toEqual(blocked('reason.project_stopped_money'))
    expect(verdict('restore', {}, { account: { verified: true, identified: true }, project: { status: 'ACTIVE' } })).toEqual(enabled)
  })

  it('delete stays allowed under money, not under abuse', () => {
    expect(verdict('delete', {}, { project: { status: 'STOPPED', stopping_reason: 'money' } })).toEqual(enabled)
    expect(verdict('delete', {}, { project: { status: 'STOPPED', stopping_reason: 'abuse' } })).toEqual(blocked('reason.project_stopped_abuse'))
  })

  it('DESIGN: an item alone (no project, no account) is judged as nothing-blocks', () => {
    expect(evaluateAction('snapshot', 'restore', { item: { status: 'ACTIVE' } })).toEqual(enabled)
    expect(evaluateAction('snapshot', 'delete', { item: { status: 'ACTIVE' } })).toEqual(enabled)
  })
})

describe('snapshot: config', () => {
  it("000 §3 Relations: 'snapshot to server many-to-one via parent_server (reverse name snapshots)'", () => {
    expect(registry.relations('snapshot').server).toEqual({ kind: 'server', cardinality: 'many-to-one', reverse: 'snapshots', reference: 'parent_server' })
  })

  it('000 §2 routes: project/snapshots/all and snapshots/{id}/details (snapshot_details)', () => {
    expect(registry.defaultPageRoute('snapshot')).toEqual({ name: 'snapshot_details', path: '/lk/project/snapshots/$id/details' })
    expect(registry.listRoute('snapshot')?.path).toBe('/lk/project/snapshots/all')
  })

  it('restore verifies a service start and the limits of what it makes (a server, its address, its disk); delete marks the item deleting', () => {
    const actions = registry.get('snapshot').actions
    expect(actions.restore?.verify?.money?.rule).toBe('service_start')
    expect(actions.restore?.verify?.limits?.map((l) => [l.name, l.amount])).toEqual([
      ['servers', 1],
      ['addresses', 1],
      ['volumes', 1],
      ['disk-space', 10],
    ])
    expect(actions.delete?.marks_deleting).toBe(true)
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/snapshots/{id}' })
  })
})
