import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities'

const external = { address: '203.0.113.10', type: 'FIXED', external: true }
const internal = { address: '10.0.0.10', type: 'FIXED', external: false }
const base = { id: 'license-1', addon: 'mssql_web', name: 'MS SQL Web', status: 'ACTIVE', server_id: 'server-1' }
type Patch = Record<string, unknown>
const input = (patch: Patch = {}, addresses: object[] = [external], rest: Omit<ActionInput, 'item' | 'related'> = {}): ActionInput => ({
  item: { ...base, ...patch },
  related: { server: { id: 'server-1', status: 'ACTIVE', addresses } },
  ...rest,
})
const verdict = (action: string, patch: Patch = {}, addresses: object[] = [external], rest: Omit<ActionInput, 'item' | 'related'> = {}) =>
  evaluateAction('server_license', action, input(patch, addresses, rest))
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })

describe('server_license', () => {
  it('000 §4 Server license: actions change and delete; 000 §2 licenses tab: add (create)', () => {
    expect(registry.actions('server_license')).toEqual(['create', 'change', 'delete'])
  })

  it("000 §4 Server actions: a licence is the server's: blocked while the server processes, is in error, in rescue or stopped by admin", () => {
    const server = (patch: Patch) => ({ server: { id: 'server-1', status: 'ACTIVE', rescue_mode: 'NO', addresses: [external], ...patch } })
    const cases: [Patch, string][] = [
      [{ status: 'REBOOTING' }, 'reason.server_processing'],
      [{ status: 'ERROR' }, 'reason.server.in_error'],
      [{ status: 'BLOCKED' }, 'reason.server_stopped_by_admin'],
      [{ rescue_mode: 'ACTIVE' }, 'reason.server_in_rescue'],
    ]
    for (const [patch, reason] of cases) {
      expect(evaluateAction('server_license', 'create', { item: {}, related: server(patch) }), reason).toEqual(blocked(reason))
      for (const action of ['change', 'delete']) expect(evaluateAction('server_license', action, { item: base, related: server(patch) }), `${action} ${reason}`).toEqual(blocked(reason))
    }
    expect(evaluateAction('server_license', 'create', { item: {}, related: server({ status: 'STOPPED' }) })).toEqual(enabled)
  })

  it('000 §4 Project: adding a licence is paid (blocked under money) and checks the balance; its price is the addon times the units', () => {
    const project = { status: 'STOPPED' as const, stopping_reason: 'money' as const }
    expect(evaluateAction('server_license', 'create', { item: {}, related: { server: { id: 'server-1', status: 'ACTIVE' } }, project })).toEqual(blocked('reason.project_stopped_money'))
    const create = registry.get('server_license').actions.create
    expect(create?.verify?.money).toEqual({ rule: 'balance' })
    expect(create?.price).toEqual([{ group: 'license', name: { path: 'payload.addon' }, amount: { path: 'payload.value' } }])
    expect(create?.call).toEqual({ method: 'POST', path: '/servers/{related.server.id}/licenses' })
    // windows_server comes with a Windows image: never offered to add (000 §4: not changed or deleted either)
    const addon = create?.dialog?.fields.find((field) => field.name === 'addon')
    expect(addon?.options?.map((option) => option.value)).toEqual(['ispmanager_6', 'windows_rdp', 'mssql_web', 'mssql_standard'])
  })

  it("000 §4 Server license: 'all actions blocked while processing' (BUILDING, CREATING, DELETING, CHANGING)", () => {
    for (const action of ['change', 'delete']) {
      for (const status of ['BUILDING', 'CREATING', 'DELETING', 'CHANGING']) expect(verdict(action, { status }), `${action} ${status}`).toEqual(blocked('reason.processing'))
      expect(verdict(action, { status: 'ACTIVE' }), action).toEqual(enabled)
    }
  })

  it("000 §4 Server license: 'Change and delete blocked for windows_server'", () => {
    for (const action of ['change', 'delete']) {
      expect(verdict(action, { addon: 'windows_server' }), action).toEqual(blocked('reason.server_license.windows_server'))
      for (const addon of ['ispmanager_6', 'windows_rdp', 'mssql_web', 'mssql_standard']) expect(verdict(action, { addon }), `${action} ${addon}`).toEqual(enabled)
    }
  })

  it("000 §4 Server actions: 'ISPmanager 6 licence needs an external IP' (binds a change of such a licence)", () => {
    expect(verdict('change', { addon: 'ispmanager_6' }, [internal])).toEqual(blocked('reason.server_license.needs_external_ip'))
    expect(verdict('change', { addon: 'ispmanager_6' }, [internal, external])).toEqual(enabled)
    expect(verdict('change', { addon: 'mssql_web' }, [internal]), 'other licences need none').toEqual(enabled)
    expect(verdict('delete', { addon: 'ispmanager_6' }, [internal]), 'removing it needs none').toEqual(enabled)
  })

  it('cross-cutting: change is paid (blocked under money), delete is not', () => {
    const project = { status: 'STOPPED' as const, stopping_reason: 'money' as const }
    expect(verdict('change', {}, [external], { project })).toEqual(blocked('reason.project_stopped_money'))
    expect(verdict('delete', {}, [external], { project })).toEqual(enabled)
    expect(verdict('delete', {}, [external], { project: { status: 'STOPPED', stopping_reason: 'admin' } })).toEqual(blocked('reason.project_stopped_admin'))
  })

  it('DESIGN: an item alone (no server, project or account) is judged as nothing-blocks', () => {
    expect(evaluateAction('server_license', 'change', { item: { addon: 'ispmanager_6', status: 'ACTIVE' } })).toEqual(enabled)
    expect(evaluateAction('server_license', 'delete', { item: { addon: 'mssql_web', status: 'ACTIVE' } })).toEqual(enabled)
  })

  it('config: a license belongs to a server (relation server, reverse licenses)', () => {
    expect(registry.relations('server_license').server).toMatchObject({ kind: 'server', cardinality: 'many-to-one', reverse: 'licenses' })
    expect(registry.parent('server_license')?.kind).toBe('server')
    expect(registry.get('server_license').actions.delete?.marks_deleting).toBe(true)
  })
})
