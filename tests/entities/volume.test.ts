import { describe, expect, it } from 'vitest'
import { VOLUME } from '../../contract/constants'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities'

const server = { id: 'server-1', status: 'STOPPED', snapshots: [] as object[] }
const unattached = { id: 'volume-1', name: 'data', size: 100, status: 'AVAILABLE', storage_type: 'volume', bootable: false, attached_to_server: null, snapshots: [] as object[] }
const attachedItem = { ...unattached, status: 'IN_USE', attached_to_server: { id: 'server-1', rescue_mode: 'NO' } }

type Patch = Record<string, unknown>
/** an unattached volume */
const free = (patch: Patch = {}, rest: Omit<ActionInput, 'item'> = {}): ActionInput => ({ item: { ...unattached, ...patch }, ...rest })
/** a volume attached to a stopped server */
const attached = (patch: Patch = {}, serverPatch: Patch = {}, rest: Omit<ActionInput, 'item' | 'related'> = {}): ActionInput => ({
  item: { ...attachedItem, ...patch },
  related: { server: { ...server, ...serverPatch } },
  ...rest,
})
const verdict = (action: string, input: ActionInput) => evaluateAction('volume', action, input)
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })
const hidden = (reason: string) => ({ visible: false, enabled: false, reason })

const PROCESSING = ['AWAITING', 'CREATING', 'ATTACHING', 'DETACHING', 'DELETING', 'RESERVING', 'PROCESSING']
/** the state in which each item action is enabled */
const enabledInput: Record<string, () => ActionInput> = {
  launch_server: () => attached(),
  attach: () => free(),
  detach: () => attached(),
  extend: () => free(),
  rename: () => free(),
  edit_description: () => free(),
  delete: () => free(),
}
const itemActions = Object.keys(enabledInput)
const withStatus = (action: string, status: string): ActionInput => {
  const base = enabledInput[action]!()
  return { ...base, item: { ...base.item, status } }
}

describe('volume: its actions', () => {
  it('000 §4 Volume: create, launch_server, attach, detach, delete, extend, rename, edit_description', () => {
    expect(registry.actions('volume').sort()).toEqual(['create', ...itemActions].sort())
  })

  it('each item action is enabled in its usual state', () => {
    for (const action of itemActions) expect(verdict(action, enabledInput[action]!()), action).toEqual(enabled)
  })
})

describe('001 §4 Volume rules', () => {
  it("'All actions blocked while the volume or its attached server is processing'", () => {
    for (const action of ['attach', 'extend', 'rename', 'edit_description', 'delete']) {
      for (const status of PROCESSING.filter((s) => !(action === 'attach' && ['AWAITING', 'DETACHING', 'PROCESSING'].includes(s)))) {
        expect(verdict(action, withStatus(action, status)), `${action} ${status}`).toEqual(blocked('reason.processing'))
      }
    }
    for (const action of ['launch_server', 'detach', 'delete', 'rename']) {
      expect(verdict(action, attached({}, { status: 'REBOOTING' })), action).toEqual(blocked('reason.server_processing'))
      expect(verdict(action, attached({}, { status: 'STOPPED' })), action).toEqual(enabled)
    }
  })

  it("'Attach hidden when IN_USE, AWAITING, DETACHING or PROCESSING'", () => {
    for (const status of ['IN_USE', 'AWAITING', 'DETACHING', 'PROCESSING']) expect(verdict('attach', free({ status })), status).toEqual(hidden('reason.volume.attached'))
    expect(verdict('attach', free({ status: 'AVAILABLE' }))).toEqual(enabled)
    expect(verdict('attach', free({ status: 'ATTACHING' }))).toEqual(blocked('reason.processing'))
  })

  it("'Detach hidden when AVAILABLE or ATTACHING, and blocked when not IN_USE'", () => {
    for (const status of ['AVAILABLE', 'ATTACHING']) expect(verdict('detach', attached({ status })), status).toEqual(hidden('reason.volume.not_attached'))
    expect(verdict('detach', attached({ status: 'DETACHING' })).enabled).toBe(false)
    expect(verdict('detach', attached({ status: 'ERROR' })).enabled).toBe(false)
    expect(verdict('detach', attached({ status: 'IN_USE' }))).toEqual(enabled)
  })

  it("'launch_server only when in use and attached'", () => {
    expect(verdict('launch_server', free({ status: 'AVAILABLE' }))).toEqual(hidden('reason.volume.not_attached'))
    expect(verdict('launch_server', free({ status: 'IN_USE' })), 'in use but not attached').toEqual(hidden('reason.volume.not_attached'))
    expect(verdict('launch_server', attached({ status: 'IN_USE' }))).toEqual(enabled)
  })

  it("'In ERROR, launch_server, attach, detach, extend and rename are blocked' (delete is not)", () => {
    for (const action of ['attach', 'extend', 'rename']) expect(verdict(action, free({ status: 'ERROR' })), action).toEqual(blocked('reason.volume.in_error'))
    expect(verdict('detach', attached({ status: 'ERROR' }))).toEqual(blocked('reason.volume.in_error'))
    // launch_server is shown only when IN_USE, so ERROR hides it before it could be blocked.
    expect(verdict('launch_server', attached({ status: 'ERROR' })).enabled).toBe(false)
    expect(verdict('delete', free({ status: 'ERROR' }))).toEqual(enabled)
  })

  it("'Extend, detach, delete blocked when attached to a server in rescue mode'", () => {
    for (const action of ['extend', 'detach', 'delete']) {
      expect(verdict(action, attached({ attached_to_server: { id: 'server-1', rescue_mode: 'ACTIVE' } })), action).toEqual(blocked('reason.server_in_rescue'))
    }
    expect(verdict('detach', attached({ attached_to_server: { id: 'server-1', rescue_mode: 'NO' } }))).toEqual(enabled)
  })

  it("'Extend, detach, delete blocked when attached to a server ... stopped by an admin'", () => {
    for (const action of ['extend', 'detach', 'delete']) expect(verdict(action, attached({}, { status: 'BLOCKED' })), action).toEqual(blocked('reason.server_stopped_by_admin'))
    expect(verdict('delete', attached({}, { status: 'STOPPED' }))).toEqual(enabled)
  })

  it("'Extend, detach, delete blocked ... when snapshots exist' (an attached volume's delete redirects instead, see below)", () => {
    const snapshots = [{ id: 'snapshot-1' }]
    expect(verdict('extend', free({ snapshots }))).toEqual(blocked('reason.volume.snapshots_exist'))
    expect(verdict('detach', attached({ snapshots }))).toEqual(blocked('reason.volume.snapshots_exist'))
    expect(verdict('delete', free({ snapshots }))).toEqual(blocked('reason.volume.snapshots_exist'))
    expect(verdict('delete', free({ snapshots: [] }))).toEqual(enabled)
  })

  it("'Extend is also blocked when the disk-space limit would be exceeded or the volume is at maximum size'", () => {
    const limit = (used: number) => ({ project: { limits: [{ name: 'disk-space', used, max: 1000 }] } })
    expect(verdict('extend', free({}, limit(1000)))).toEqual(blocked('reason.volume.disk_space_limit'))
    expect(verdict('extend', free({}, limit(999)))).toEqual(enabled)
    expect(verdict('extend', free({ size: VOLUME.max_size }))).toEqual(blocked('reason.volume.max_size'))
    expect(verdict('extend', free({ size: VOLUME.max_size - VOLUME.step }))).toEqual(enabled)
  })

  it("'Local disks block extend, rename, launch_server'", () => {
    for (const action of ['extend', 'rename']) expect(verdict(action, free({ storage_type: 'local' })), action).toEqual(blocked('reason.volume.local_disk'))
    expect(verdict('launch_server', attached({ storage_type: 'local' }))).toEqual(blocked('reason.volume.local_disk'))
    expect(verdict('rename', free({ storage_type: 'volume' }))).toEqual(enabled)
  })

  it("'Volume create, delete variants and edit_description are hidden in the generic volume entity'", () => {
    expect(registry.get('volume').actions.create?.menu).toBe(false)
    expect(registry.get('volume').actions.edit_description?.menu).toBe(false)
    expect(registry.get('volume').actions.delete?.menu).toBeUndefined()
  })

  it("'A disk can be detached or deleted only when the parent server is stopped'", () => {
    for (const action of ['detach', 'delete']) {
      expect(verdict(action, attached({}, { status: 'ACTIVE' })), action).toEqual(blocked('reason.volume.server_not_stopped'))
      expect(verdict(action, attached({}, { status: 'STOPPED' })), action).toEqual(enabled)
    }
  })

  it("'Extending is impossible while attached, processing, or attached to a server with a snapshot'", () => {
    expect(verdict('extend', attached())).toEqual(blocked('reason.volume.attached'))
    expect(verdict('extend', attached({}, { snapshots: [{ id: 'snapshot-1' }] }))).toEqual(blocked('reason.volume.server_has_snapshot'))
    expect(verdict('extend', free({ status: 'PROCESSING' }))).toEqual(blocked('reason.processing'))
    expect(verdict('extend', free())).toEqual(enabled)
  })

  it("'Long operations with awaiting status: attach, detach, delete, extend. Delete and extend recalculate the balance'", () => {
    const actions = registry.get('volume').actions
    for (const action of ['attach', 'detach', 'delete', 'extend']) expect(actions[action]?.awaiting_status, action).toBe(true)
    expect(actions.delete?.after?.recalculate_balance).toBe(true)
    expect(actions.extend?.after?.recalculate_balance).toBe(true)
    expect(actions.extend?.on_failure).toBe('order_flow')
  })
})

describe('001 §2 redirect rules for volumes', () => {
  const redirect = (action: string, input: ActionInput) => registry.resolveRedirect('volume', action, input)

  it("'detach of an attached bootable volume redirects to detach_bootable, which sends the user to the server volumes page'", () => {
    // 000 §4: the system disk goes only with the server's deletion: the page it lands on says so
    expect(redirect('detach', attached({ bootable: true }))).toEqual({
      name: 'detach_bootable',
      route: 'server_details_volumes',
      params: { id: 'server-1' },
      notice: 'console.notice.volume.system_disk',
    })
    expect(redirect('detach', attached({ bootable: false }))).toBeUndefined()
  })

  it("'Delete of a bootable attached volume redirects to delete_bootable'", () => {
    expect(redirect('delete', attached({ bootable: true }))).toMatchObject({ name: 'delete_bootable', notice: 'console.notice.volume.system_disk' })
    expect(redirect('delete', free({ bootable: true }))).toBeUndefined()
  })

  it("'Delete of a volume with snapshots redirects to delete_with_snapshot, which sends the user to the server snapshots page'", () => {
    expect(redirect('delete', attached({ snapshots: [{ id: 'snapshot-1' }] }))).toEqual({
      name: 'delete_with_snapshot',
      route: 'server_details_snapshots',
      params: { id: 'server-1' },
      notice: 'console.notice.volume.snapshots_first',
    })
    expect(redirect('delete', attached({ snapshots: [] }))).toBeUndefined()
    expect(verdict('delete', attached({ snapshots: [{ id: 'snapshot-1' }] })), 'an attached volume takes the redirect').toEqual(enabled)
  })
})

describe('cross-cutting flags', () => {
  it('creating a volume (and launching a server from one) is blocked while the account is unverified or unidentified', () => {
    expect(evaluateAction('volume', 'create', { item: {}, account: { verified: false } })).toEqual(blocked('reason.account_not_verified'))
    expect(evaluateAction('volume', 'create', { item: {}, account: { identified: false } })).toEqual(blocked('reason.account_not_identified'))
    expect(verdict('launch_server', attached({}, {}, { account: { verified: false } }))).toEqual(blocked('reason.account_not_verified'))
    expect(evaluateAction('volume', 'create', { item: {}, account: { verified: true, identified: true } })).toEqual(enabled)
  })

  it('under money, extend and attach are blocked; detach, delete and rename stay allowed', () => {
    const project = { status: 'STOPPED' as const, stopping_reason: 'money' as const }
    expect(verdict('extend', free({}, { project }))).toEqual(blocked('reason.project_stopped_money'))
    expect(verdict('attach', free({}, { project }))).toEqual(blocked('reason.project_stopped_money'))
    expect(verdict('detach', attached({}, {}, { project }))).toEqual(enabled)
    expect(verdict('delete', free({}, { project }))).toEqual(enabled)
    expect(verdict('rename', free({}, { project }))).toEqual(enabled)
  })

  it('DESIGN: an item alone (no project, no account, no related server) is judged as nothing-blocks', () => {
    expect(verdict('attach', { item: { status: 'AVAILABLE' } })).toEqual(enabled)
    expect(verdict('extend', { item: { status: 'AVAILABLE', size: 100 } })).toEqual(enabled)
    expect(verdict('detach', { item: { status: 'IN_USE', attached_to_server: { id: 'server-1' } } })).toEqual(enabled)
    expect(verdict('delete', { item: { status: 'IN_USE', attached_to_server: { id: 'server-1' } } })).toEqual(enabled)
    expect(verdict('create', { item: {} })).toEqual(enabled)
  })
})

describe('volume: config', () => {
  it('relation to server through attached_to_server (reverse volumes); routes volume_details, volumes', () => {
    expect(registry.relations('volume').server).toMatchObject({ kind: 'server', cardinality: 'many-to-one', reverse: 'volumes', reference: 'attached_to_server' })
    expect(registry.defaultPageRoute('volume')?.name).toBe('volume_details')
    expect(registry.listRoute('volume')?.name).toBe('volumes')
  })

  it('001 §5: volume order checks volumes used+1 and disk-space used+10; extend checks disk-space used+1', () => {
    const actions = registry.get('volume').actions
    expect(actions.create?.verify?.limits).toEqual([
      { name: 'volumes', amount: 1 },
      { name: 'disk-space', amount: { field: 'size', minimum: VOLUME.min_size } },
    ])
    expect(actions.extend?.verify?.limits).toEqual([{ name: 'disk-space', amount: 1 }])
  })
})
