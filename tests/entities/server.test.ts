import { describe, expect, it } from 'vitest'
import { callPath } from '../../engine/evaluate'
import { orderPrice } from '../../engine/verification'
import { isOfferedAction, offeredActions } from '../../engine/registry'
import { SERVER, SNAPSHOTS } from '../../contract/constants'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities'
import { SERVER_STATUS_SETS } from '../../entities/server.statuses'
import { reverseRelation } from '../../src/entities/tabs/RelatedListTab'

const external = { address_id: 'a1', address: '203.0.113.10', type: 'FIXED', external: true, is_primary: true }
const internal = { address_id: 'a2', address: '10.0.0.10', type: 'FIXED', external: false, is_primary: false }
const base = {
  id: 'server-1',
  name: 'web',
  status: 'ACTIVE',
  rescue_mode: 'NO',
  guest_agent: true,
  addresses: [external],
  disk_data: { storage_type: 'volume', size: 20 },
  volumes: [{ storage_type: 'volume', bootable: true, size: 20 }],
  snapshots: [],
  image: { operation_system: { distribution: 'ubuntu', version: '22.04', os_family: 'linux' } },
  backup_plans: [],
  admin_key_status: 'NO',
}
type Patch = Record<string, unknown>
const input = (patch: Patch = {}, rest: Omit<ActionInput, 'item'> = {}): ActionInput => ({ item: { ...base, ...patch }, ...rest })
const verdict = (action: string, patch: Patch = {}, rest: Omit<ActionInput, 'item'> = {}) => evaluateAction('server', action, input(patch, rest))
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })

/** The state in which each item action is enabled (the base item unless the action needs more). */
const enabledState: Record<string, Patch> = {
  start: { status: 'STOPPED' },
  stop: {},
  reboot: {},
  change_password: {},
  console: {},
  attach_volume: {},
  attach_floatingip: {},
  resize: {},
  create_snapshot: {},
  rescue_enable: {},
  rescue_disable: { rescue_mode: 'ACTIVE' },
  rescue_password: { rescue_mode: 'ACTIVE' },
  delete: {},
  rename: {},
  edit_backups: { backup_plans: [{ id: 'plan-1' }] },
  backup_enable: {},
  admin_key_enable: {},
  admin_key_disable: { admin_key_status: 'THERE' },
  update_os_core: {},
}
const itemActions = Object.keys(enabledState)

describe('server: its actions', () => {
  it('000 §4 Server actions: the spec list (create, start, stop, reboot, change_password, console, attach_volume, attach_floatingip, resize, create_snapshot, rescue_enable, rescue_disable, rescue_password, delete, rename, edit_backups, backup_enable, admin_key_enable/disable, update OS core)', () => {
    expect(registry.actions('server').sort()).toEqual(['create', ...itemActions].sort())
  })

  it('each item action is enabled in its usual state', () => {
    for (const action of itemActions) expect(verdict(action, enabledState[action]), action).toEqual(enabled)
  })
})

describe("000 §4 Server actions: 'Blocked while processing, in error, in rescue, stopped by admin, or without an external IP'", () => {
  it("'blocked while processing': every processing status blocks every action", () => {
    for (const action of itemActions) {
      for (const status of SERVER_STATUS_SETS.processing) expect(verdict(action, { ...enabledState[action], status }), `${action} ${status}`).toEqual(blocked('reason.processing'))
    }
  })

  it("'blocked in error': ERROR and FAILED block every action but delete (001 §8: a server in error is deleted and reordered)", () => {
    for (const action of itemActions.filter((a) => a !== 'delete')) {
      for (const status of SERVER_STATUS_SETS.error) expect(verdict(action, { ...enabledState[action], status }), `${action} ${status}`).toEqual(blocked('reason.server.in_error'))
    }
    expect(verdict('delete', { status: 'ERROR' })).toEqual(enabled)
    expect(verdict('delete', { status: 'FAILED' })).toEqual(enabled)
  })

  it("'blocked when stopped by admin': BLOCKED blocks every action", () => {
    for (const action of itemActions) expect(verdict(action, { ...enabledState[action], status: 'BLOCKED' }), action).toEqual(blocked('reason.server_stopped_by_admin'))
  })

  it("'blocked in rescue': every action but console and the rescue ones (rescue_disable, rescue_password) is blocked in rescue", () => {
    const inRescueAllowed = ['console', 'rescue_disable', 'rescue_password']
    for (const action of itemActions.filter((a) => !inRescueAllowed.includes(a))) {
      expect(verdict(action, { ...enabledState[action], rescue_mode: 'ACTIVE' }), action).toEqual(blocked('reason.server_in_rescue'))
      expect(verdict(action, { ...enabledState[action], rescue_mode: 'NO' }), action).toEqual(enabled)
    }
    for (const action of inRescueAllowed) expect(verdict(action, { rescue_mode: 'ACTIVE' }), action).toEqual(enabled)
  })

  it("'blocked without an external IP': rescue_enable, rescue_password, backup_enable and admin_key_enable need one", () => {
    for (const action of ['rescue_enable', 'rescue_password', 'backup_enable', 'admin_key_enable']) {
      expect(verdict(action, { ...enabledState[action], addresses: [internal] }), action).toEqual(blocked('reason.server.no_external_ip'))
      expect(verdict(action, { ...enabledState[action], addresses: [] }), action).toEqual(blocked('reason.server.no_external_ip'))
      expect(verdict(action, { ...enabledState[action], addresses: [internal, external] }), action).toEqual(enabled)
    }
  })

  it('judgement: start, stop, attach_floatingip, rescue_disable and delete do not need an external IP', () => {
    for (const action of ['start', 'stop', 'attach_floatingip', 'rescue_disable', 'delete']) {
      expect(verdict(action, { ...enabledState[action], addresses: [internal] }), action).toEqual(enabled)
    }
  })

  it("000 §4 'Usable: ACTIVE and STOPPED': UNKNOWN and DELETED block the actions", () => {
    for (const action of itemActions) {
      for (const status of ['UNKNOWN', 'DELETED']) expect(verdict(action, { ...enabledState[action], status }), `${action} ${status}`).toEqual(blocked('reason.server.not_usable'))
    }
  })
})

describe('000 §4 Server actions: start, stop, reboot, resize', () => {
  it('start: only a stopped server starts', () => {
    expect(verdict('start', { status: 'ACTIVE' })).toEqual(blocked('reason.server.not_stopped'))
    expect(verdict('start', { status: 'STOPPED' })).toEqual(enabled)
  })

  it("stop and reboot: 001 §8 'server only when running'", () => {
    for (const action of ['stop', 'reboot']) {
      expect(verdict(action, { status: 'STOPPED' }), action).toEqual(blocked('reason.server.not_running'))
      expect(verdict(action, { status: 'ACTIVE' }), action).toEqual(enabled)
    }
  })

  it("'resize (vcpus, ram; only when running or stopped)'", () => {
    expect(verdict('resize', { status: 'ACTIVE' })).toEqual(enabled)
    expect(verdict('resize', { status: 'STOPPED' })).toEqual(enabled)
    expect(verdict('resize', { status: 'REBOOTING' }).enabled).toBe(false)
    expect(verdict('resize', { status: 'UNKNOWN' }).enabled).toBe(false)
  })
})

describe("000 §4: 'Snapshot blocked at the maximum snapshots per server, without a guest agent, for a server with a local disk, when not running, or while in a processing state'", () => {
  const snapshots = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `snapshot-${i}` }))

  it('at the maximum snapshots per server (001 §9: 2)', () => {
    expect(verdict('create_snapshot', { snapshots: snapshots(SNAPSHOTS.max_per_server) })).toEqual(blocked('reason.server.snapshots_limit'))
    expect(verdict('create_snapshot', { snapshots: snapshots(SNAPSHOTS.max_per_server - 1) })).toEqual(enabled)
  })

  it('without a guest agent', () => {
    expect(verdict('create_snapshot', { guest_agent: false })).toEqual(blocked('reason.server.no_guest_agent'))
    expect(verdict('create_snapshot', { guest_agent: true })).toEqual(enabled)
  })

  it('for a server with a local disk (its disk_data or one of its volumes)', () => {
    expect(verdict('create_snapshot', { disk_data: { storage_type: 'local', size: 20 } })).toEqual(blocked('reason.server.local_disk'))
    expect(verdict('create_snapshot', { volumes: [{ storage_type: 'volume' }, { storage_type: 'local' }] })).toEqual(blocked('reason.server.local_disk'))
    expect(verdict('create_snapshot', { volumes: [{ storage_type: 'volume' }] })).toEqual(enabled)
  })

  it("when not running ('running' is ACTIVE; RUNNING is a processing status)", () => {
    expect(verdict('create_snapshot', { status: 'STOPPED' })).toEqual(blocked('reason.server.not_running'))
    expect(verdict('create_snapshot', { status: 'RUNNING' })).toEqual(blocked('reason.processing'))
  })

  it("001 §4: 'A snapshot cannot be made on a server in a processing state'", () => {
    expect(verdict('create_snapshot', { status: 'BUILDING' })).toEqual(blocked('reason.processing'))
    expect(verdict('create_snapshot', { status: 'ACTIVE' })).toEqual(enabled)
  })
})

describe("000 §4: 'Attaching an address blocked at max_addresses_per_server (64)'", () => {
  const addresses = (n: number) => Array.from({ length: n }, (_, i) => ({ ...internal, address_id: `a${i}` }))

  it('at 64 addresses (the constant when the project gives no param)', () => {
    expect(verdict('attach_floatingip', { addresses: addresses(SERVER.max_addresses) })).toEqual(blocked('reason.server.addresses_limit'))
    expect(verdict('attach_floatingip', { addresses: addresses(SERVER.max_addresses - 1) })).toEqual(enabled)
  })

  it("at the project's params.max_addresses_per_server", () => {
    const project = { params: { max_addresses_per_server: 2 } }
    expect(verdict('attach_floatingip', { addresses: addresses(2) }, { project })).toEqual(blocked('reason.server.addresses_limit'))
    expect(verdict('attach_floatingip', { addresses: addresses(1) }, { project })).toEqual(enabled)
  })
})

describe("000 §4: 'Backup enable only for OS: ubuntu 20, ubuntu 22, debian 11, debian 12, windows 2016, 2019, 2022; also needs the QEMU agent and is blocked if already enabled'", () => {
  const os = (distribution: string, version: string, os_family = 'linux') => ({ image: { operation_system: { distribution, version, os_family } } })

  it('the supported OS', () => {
    for (const [distribution, version, family] of [
      ['ubuntu', '20.04'],
      ['Ubuntu', '22.04'],
      ['debian', '11'],
      ['debian', '12'],
      ['windows', '2016', 'windows'],
      ['Windows Server', '2019', 'windows'],
      ['windows', '2022', 'windows'],
    ] as const) {
      expect(verdict('backup_enable', os(distribution, version, family)), `${distribution} ${version}`).toEqual(enabled)
    }
  })

  it('any other OS', () => {
    for (const [distribution, version] of [
      ['ubuntu', '18.04'],
      ['ubuntu', '24.04'],
      ['debian', '10'],
      ['centos', '7'],
      ['windows', '2012'],
    ] as const) {
      expect(verdict('backup_enable', os(distribution, version)), `${distribution} ${version}`).toEqual(blocked('reason.server.backup_os_unsupported'))
    }
  })

  it('needs the QEMU agent', () => {
    expect(verdict('backup_enable', { guest_agent: false })).toEqual(blocked('reason.server.no_guest_agent'))
  })

  it('blocked if already enabled', () => {
    expect(verdict('backup_enable', { backup_plans: [{ id: 'plan-1' }] })).toEqual(blocked('reason.server.backup_already_enabled'))
    expect(verdict('backup_enable', { backup_plans: [] })).toEqual(enabled)
  })

  it("000 §4 'Servers are hidden from the backup choice unless active, with external IP and no plan' (read as a condition of backup_enable too)", () => {
    expect(verdict('backup_enable', { status: 'STOPPED' })).toEqual(blocked('reason.server.not_running'))
    expect(verdict('backup_enable', { addresses: [internal] })).toEqual(blocked('reason.server.no_external_ip'))
  })

  it('blocked while the backup service is in maintenance (001 §8; project backups_maintenance_mode), as is edit_backups', () => {
    const project = { backups_maintenance_mode: true }
    expect(verdict('backup_enable', {}, { project })).toEqual(blocked('reason.backups_maintenance'))
    expect(verdict('edit_backups', enabledState.edit_backups, { project })).toEqual(blocked('reason.backups_maintenance'))
    expect(verdict('backup_enable', {}, { project: { backups_maintenance_mode: false } })).toEqual(enabled)
  })

  it("001 §8 disabled-action reasons 'OS unsupported for backup; backup already enabled; QEMU agent missing': each says its own why", () => {
    const reasons = [verdict('backup_enable', os('centos', '7')), verdict('backup_enable', { backup_plans: [{ id: 'plan-1' }] }), verdict('backup_enable', { guest_agent: false })].map((v) => v.reason)
    expect(new Set(reasons).size).toBe(3)
  })

  it('the OS list and the QEMU agent are rules of enabling: a plan already made is edited on its tab whatever the OS (001 §4: the plan comes with backups)', () => {
    expect(verdict('edit_backups', { ...enabledState.edit_backups, ...os('centos', '7'), guest_agent: false })).toEqual(enabled)
    expect(registry.get('server').actions.edit_backups?.entrance).toEqual({ route: 'server_details_backups', params: { id: 'item.id' } })
  })

  it('edit_backups needs an enabled backup', () => {
    expect(verdict('edit_backups', { backup_plans: [] })).toEqual(blocked('reason.server.backup_not_enabled'))
    expect(verdict('edit_backups', { backup_plans: [{ id: 'plan-1' }] })).toEqual(enabled)
  })
})

describe("001 §4 Backup plan rules: 'Blocking statuses for server actions: ACTIVATING, INSTALLING_AGENT, APPLYING_SETTINGS'", () => {
  it("block every mutating server action while the server's plan is in one of them", () => {
    for (const action of itemActions.filter((a) => a !== 'console')) {
      for (const status of ['ACTIVATING', 'INSTALLING_AGENT', 'APPLYING_SETTINGS']) {
        expect(verdict(action, enabledState[action], { related: { backup_plan: { id: 'p', status } } }), `${action} ${status}`).toEqual(blocked('reason.server.backup_plan_processing'))
      }
      expect(verdict(action, enabledState[action], { related: { backup_plan: { id: 'p', status: 'ACTIVE' } } }), action).toEqual(enabled)
    }
  })
})

describe('000 §4: rescue mode (NO, INITIALIZATION, ACTIVE, RESUMPTION; rescue is entered and left via reboot)', () => {
  it('rescue_enable blocked when already in rescue', () => {
    for (const rescue_mode of ['INITIALIZATION', 'ACTIVE', 'RESUMPTION']) expect(verdict('rescue_enable', { rescue_mode }), rescue_mode).toEqual(blocked('reason.server_in_rescue'))
  })

  it('rescue_disable and rescue_password only in an ACTIVE rescue', () => {
    for (const action of ['rescue_disable', 'rescue_password']) {
      expect(verdict(action, { rescue_mode: 'NO' }), action).toEqual(blocked('reason.server.not_in_rescue'))
      expect(verdict(action, { rescue_mode: 'INITIALIZATION', status: 'RESCUE_PROCESSING' }), action).toEqual(blocked('reason.processing'))
      expect(verdict(action, { rescue_mode: 'ACTIVE' }), action).toEqual(enabled)
    }
  })
})

describe("000 §4 'Admin key status: THERE, NO, ADDING_KEY, DELETING_KEY'; Support key: 'adding or deleting a key on a server, allowed only if the user agrees'", () => {
  it('admin_key_enable blocked when the key is there; admin_key_disable when it is not', () => {
    expect(verdict('admin_key_enable', { admin_key_status: 'THERE' })).toEqual(blocked('reason.server.admin_key_present'))
    expect(verdict('admin_key_disable', { admin_key_status: 'NO' })).toEqual(blocked('reason.server.admin_key_absent'))
  })

  it('both blocked while the key is being added or deleted', () => {
    for (const admin_key_status of ['ADDING_KEY', 'DELETING_KEY']) {
      expect(verdict('admin_key_enable', { admin_key_status })).toEqual(blocked('reason.server.admin_key_processing'))
      expect(verdict('admin_key_disable', { admin_key_status })).toEqual(blocked('reason.server.admin_key_processing'))
    }
  })

  it('only the user can agree: admin_key_enable is blocked in a support session', () => {
    expect(verdict('admin_key_enable', {}, { account: { is_support_session: true } })).toEqual(blocked('reason.support_session'))
    expect(verdict('admin_key_enable', {}, { account: { is_support_session: false } })).toEqual(enabled)
  })
})

describe('redirects', () => {
  it("000 §4: 'Deleting a server with snapshots redirects to its snapshots tab'", () => {
    expect(registry.resolveRedirect('server', 'delete', input({ snapshots: [{ id: 'snapshot-1' }] }))).toEqual({
      name: 'delete_with_snapshot',
      route: 'server_details_snapshots',
      params: { id: 'server-1' },
    })
    expect(registry.resolveRedirect('server', 'delete', input({ snapshots: [] }))).toBeUndefined()
    expect(verdict('delete', { snapshots: [{ id: 'snapshot-1' }] }), 'the action stays enabled so that the redirect can run').toEqual(enabled)
  })

  it("000 §4, 001 §2: 'Attaching a floating IP with none free redirects to the floating IP list'", () => {
    expect(registry.resolveRedirect('server', 'attach_floatingip', input({}, { related: { free_floatingips: { count: 0 } } }))).toEqual({
      name: 'no_free_floatingips',
      route: 'floatingips_all',
      params: {},
    })
    expect(registry.resolveRedirect('server', 'attach_floatingip', input({}, { related: { free_floatingips: { count: 3 } } }))).toBeUndefined()
    expect(registry.resolveRedirect('server', 'attach_floatingip', input()), 'unknown free count: no redirect').toBeUndefined()
  })
})

describe('cross-cutting flags (000 §4 Project, 001 §4 Account state and project blocking)', () => {
  it('creating a server is blocked while the account is unverified or unidentified', () => {
    expect(evaluateAction('server', 'create', { item: {}, account: { verified: false } })).toEqual(blocked('reason.account_not_verified'))
    expect(evaluateAction('server', 'create', { item: {}, account: { verified: true, identified: false } })).toEqual(blocked('reason.account_not_identified'))
    expect(evaluateAction('server', 'create', { item: {}, account: { verified: true, identified: true } })).toEqual(enabled)
  })

  it('under money, start, resize, attach and create are blocked while stop, reboot and delete stay allowed', () => {
    const project = { status: 'STOPPED' as const, stopping_reason: 'money' as const }
    for (const action of ['start', 'resize', 'attach_volume', 'attach_floatingip', 'backup_enable']) {
      expect(verdict(action, enabledState[action], { project }), action).toEqual(blocked('reason.project_stopped_money'))
    }
    expect(evaluateAction('server', 'create', { item: {}, project })).toEqual(blocked('reason.project_stopped_money'))
    for (const action of ['stop', 'reboot', 'delete', 'rename', 'create_snapshot']) expect(verdict(action, enabledState[action], { project }), action).toEqual(enabled)
  })

  it('under abuse, admin or manual alarm the mutating actions are blocked; the console (read-only) is not', () => {
    for (const stopping_reason of ['abuse', 'admin', 'manual_alarm'] as const) {
      const project = { status: 'STOPPED' as const, stopping_reason }
      expect(verdict('stop', {}, { project })).toEqual(blocked(`reason.project_stopped_${stopping_reason}`))
      expect(verdict('console', {}, { project })).toEqual(enabled)
    }
  })

  it('DESIGN: an item alone (no project, no account) is judged as nothing-blocks', () => {
    for (const action of itemActions) {
      const status = action === 'start' ? 'STOPPED' : 'ACTIVE'
      expect(evaluateAction('server', action, { item: { id: 'server-1', status } }), action).toEqual(enabled)
      expect(evaluateAction('server', action, { item: { ...base, ...enabledState[action] } }), action).toEqual(enabled)
    }
    expect(evaluateAction('server', 'create', { item: {} })).toEqual(enabled)
  })
})

describe('server: config', () => {
  const config = registry.get('server')

  it('000 §2 routes: servers (all, active, stopped), servers/new, servers/{id} with tabs, console', () => {
    expect(registry.defaultPageRoute('server')).toEqual({ name: 'server_details_overview', path: '/lk/project/servers/$id/overview' })
    expect(registry.listRoute('server')).toEqual({ name: 'servers_all', path: '/lk/project/servers/all' })
    const names = Object.values(config.routes).map((r) => r?.name)
    for (const tab of ['overview', 'access', 'network', 'snapshots', 'volumes', 'rescue', 'licenses', 'backups']) expect(names).toContain(`server_details_${tab}`)
    expect(Object.keys(config.list?.filters ?? {})).toEqual(['all', 'active', 'stopped'])
    expect(config.actions.console?.entrance?.route).toBe('server_console')
  })

  it('000 §5 order limit checks: servers used+1, addresses used+1 (and the volumes of the order); money for a service start', () => {
    expect(config.actions.create?.verify?.limits).toContainEqual({ name: 'servers', amount: 1 })
    expect(config.actions.create?.verify?.limits).toContainEqual({ name: 'addresses', amount: 1 })
    expect(config.actions.create?.verify?.money?.rule).toBe('service_start')
    expect(config.actions.start?.verify?.money?.rule).toBe('service_start')
    expect(config.actions.resize?.verify?.money?.rule).toBe('balance')
  })

  it('flags: long actions show AWAITING, delete marks the item deleting and recalculates the balance', () => {
    for (const action of ['start', 'stop', 'reboot', 'resize', 'rescue_enable', 'rescue_disable', 'delete']) expect(config.actions[action]?.awaiting_status, action).toBe(true)
    expect(config.actions.delete?.marks_deleting).toBe(true)
    expect(config.actions.delete?.after?.recalculate_balance).toBe(true)
    expect(config.actions.create?.creates_resource).toBe(true)
    expect(config.actions.console?.mutating).toBe(false)
  })

  it('001 §7: the backup calls and the floating IP attach call', () => {
    expect(config.actions.backup_enable?.call).toEqual({ method: 'POST', path: '/servers/{id}/backup-enable' })
    expect(config.actions.backup_enable?.request).toBe('BackupEnableRequest')
    // 001 §7 POST /floatingips/{id}/attach/server: the floating IP picked in the dialog, not the server
    expect(config.actions.attach_floatingip?.call?.method).toBe('POST')
    expect(callPath(config.actions.attach_floatingip!.call!.path, { item: { id: 'server-1' } }, { floatingip_id: 'fip-1' })).toBe('/floatingips/fip-1/attach/server')
    // 001 §7 POST /volumes/{id}/attach (server_id): the volume picked in the dialog
    expect(callPath(config.actions.attach_volume!.call!.path, { item: { id: 'server-1' } }, { volume_id: 'vol-1' })).toBe('/volumes/vol-1/attach')
  })

  it('000 §3 relations: snapshots (reverse of snapshot.parent_server), volumes, licenses', () => {
    expect(registry.relations('server').snapshots).toMatchObject({ kind: 'snapshot', cardinality: 'one-to-many' })
    expect(registry.relations('server').volumes).toMatchObject({ kind: 'volume', cardinality: 'one-to-many' })
    expect(registry.relations('server').licenses).toMatchObject({ kind: 'server_license' })
  })
})

describe('000 §4 Server actions: console; 000 §2 servers/{id}/console', () => {
  it("001 §8 'server only when running': a stopped server has no console", () => {
    expect(verdict('console', { status: 'STOPPED' })).toEqual(blocked('reason.server.not_running'))
    expect(verdict('console', { status: 'ACTIVE' })).toEqual(enabled)
  })

  it('the console is offered, in rescue too (rescue is worked on through it)', () => {
    expect(isOfferedAction(registry.get('server').actions.console)).toBe(true)
    expect(verdict('console', { rescue_mode: 'ACTIVE' })).toEqual(enabled)
  })

  it('servers/{id}/console is a page drawn by the terminal widget on the console socket', () => {
    expect(registry.get('server').pages?.widgets?.console).toEqual({ widget: 'terminal', socket: '/servers/{id}/console' })
    expect(registry.get('server').routes.console).toEqual({ name: 'server_console', path: '/lk/project/servers/$id/console' })
  })
})

describe('server: the actions the console offers and their dialogs', () => {
  const config = registry.get('server')
  const fieldsOf = (action: string) => (config.actions[action]?.dialog?.fields ?? []).map((field) => field.name)

  it('every item action of 000 §4 is offered, the backup ones with the backup plans', () => {
    const offered = offeredActions(config, 'item').sort()
    expect(offered).toEqual([...itemActions].sort())
  })

  it("000 §4 'resize (vcpus, ram)': the dialog asks both, starting from the current flavor, within the 001 §5 minimums", () => {
    const fields = config.actions.resize?.dialog?.fields ?? []
    expect(fields.map((field) => [field.name, field.default, field.min])).toEqual([
      ['vcpus', { path: 'item.flavor.vcpus' }, 1],
      ['ram', { path: 'item.flavor.ram' }, 1],
    ])
    expect(config.actions.resize?.request).toBe('ServerResizeRequest')
  })

  it("000 §4 'delete can keep the bootable volume or clear the filesystem table': two choices and the typed name", () => {
    expect(fieldsOf('delete')).toEqual(['keep_bootable_volume', 'clear_fstab', 'confirm_name'])
    expect(config.actions.delete?.request).toBe('ServerDeleteRequest')
  })

  it("000 §4 Support key: 'allowed only if the user agrees': both admin key dialogs wait for a required agreement", () => {
    for (const action of ['admin_key_enable', 'admin_key_disable']) {
      expect(config.actions[action]?.dialog?.fields, action).toEqual([expect.objectContaining({ name: 'agree', kind: 'checkbox', required: true })])
      expect(config.actions[action]?.request, action).toBe('ServerAdminKeyRequest')
    }
  })

  it('000 §4 change_password and rescue_password ask a new password (000 §5 password rules in the request schema)', () => {
    for (const action of ['change_password', 'rescue_password']) {
      expect(config.actions[action]?.dialog?.fields, action).toEqual([expect.objectContaining({ name: 'password', kind: 'password', required: true })])
      expect(config.actions[action]?.request, action).toBe('ServerPasswordRequest')
    }
  })

  it('000 §4 update OS core: a request the API records (a ticket once tickets exist)', () => {
    expect(config.actions.update_os_core?.call).toEqual({ method: 'POST', path: '/servers/{id}/os-core-update' })
  })

  it('000 §4 attach_volume: a free network volume of the project, sent with this server', () => {
    expect(config.actions.attach_volume?.dialog?.fields[0]).toMatchObject({ kind: 'entity_picker', picker: { kind: 'volume', filter: { status__in: 'AVAILABLE', storage_type: 'volume' } } })
    expect(config.actions.attach_volume?.payload_from).toEqual({ server_id: 'item.id' })
  })
})

describe('000 §2 servers/{id}: the tabs at their own URLs, and staticip', () => {
  const config = registry.get('server')

  it('000 §2: the tabs in the spec order (overview, access, network, snapshots, volumes, rescue, licenses, backups), overview the default, each a details page', () => {
    const tabs = config.detail?.tabs ?? []
    expect(tabs.map((tab) => tab.name)).toEqual(['overview', 'access', 'network', 'snapshots', 'volumes', 'rescue', 'licenses', 'backups'])
    for (const tab of tabs) expect(config.routes[tab.name === 'overview' ? 'page' : tab.name]?.name, tab.name).toBe(tab.route)
    expect([...(config.pages?.details ?? [])].sort()).toEqual(['access', 'backups', 'licenses', 'network', 'page', 'rescue', 'snapshots', 'volumes'])
  })

  it('servers/{id}/staticip opens the network tab, where the fixed addresses are', () => {
    expect(config.pages?.redirects?.staticip).toBe('network')
  })
})

describe('issue 11 item 6: a delete lists what depends on the server', () => {
  it('its volumes, the floating IPs on it, the balancer rules naming it and its backup plan', () => {
    const config = registry.get('server')
    expect(config.actions.delete?.dependents).toEqual(['volumes', 'floatingips', 'loadbalancer_rules', 'backup_plan'])
    const filters = (config.actions.delete?.dependents ?? []).map((name) => {
      const reverse = reverseRelation(config, name)
      return reverse && [reverse.config.kind, reverse.filterField, reverse.when]
    })
    expect(filters).toEqual([
      ['volume', 'attached_to_server.id__eq', {}],
      ['floatingip', 'attached_to.id__eq', { 'attached_to.entity__eq': 'server' }],
      ['loadbalancer_rule', 'server_id__eq', {}],
      ['backup_plan', 'server.id__eq', {}],
    ])
  })
})

describe('000 §4 Server actions: resize (vcpus, ram): the price of the change before OK', () => {
  const config = registry.get('server')
  const cost = (hour: number) => ({ hour, month: hour * 720 })
  const prices = [
    { group: 'server', name: 'std-1-2', cost: cost(1.5) },
    { group: 'server', name: 'std-2-4', cost: cost(3) },
    { group: 'server', name: 'ded-2-8', cost: cost(9) },
  ]
  const flavors = [
    { name: 'std-1-2', vcpus: 1, ram: 2, cpu_type: 'shared' },
    { name: 'std-2-4', vcpus: 2, ram: 4, cpu_type: 'shared' },
    { name: 'ded-2-8', vcpus: 2, ram: 8, cpu_type: 'DEDICATED' },
  ]
  const input: ActionInput = { item: { id: 'server-1', status: 'STOPPED', flavor: { name: 'std-1-2', vcpus: 1, ram: 2, cpu_type: 'shared' } }, project: { flavors } }
  const priceOf = (payload: Record<string, unknown>) => orderPrice(config, 'resize', payload, input, prices, registry.get)

  it("the new flavor's price less the current one, per hour and month; the dialog shows it and the money check uses it", () => {
    expect(priceOf({ vcpus: 2, ram: 4 })).toEqual({ hour: 1.5, month: 1080 })
    expect(config.actions.resize?.dialog?.price).toBe(true)
    expect(config.actions.resize?.verify?.money).toEqual({ rule: 'balance' })
  })

  it("000 §5 CPU and RAM linked by allowed ranges: a pair that is no flavor of the server's CPU type cannot be priced", () => {
    expect(priceOf({ vcpus: 3, ram: 5 })).toBeUndefined()
    // ded-2-8 is DEDICATED, the server shared
    expect(priceOf({ vcpus: 2, ram: 8 })).toBeUndefined()
  })

  it('a smaller flavor costs nothing more (the total does not go below 0)', () => {
    const big: ActionInput = { ...input, item: { ...input.item, flavor: { name: 'std-2-4', vcpus: 2, ram: 4, cpu_type: 'shared' } } }
    expect(orderPrice(config, 'resize', { vcpus: 1, ram: 2 }, big, prices, registry.get)).toEqual({ hour: 0, month: 0 })
  })
})
