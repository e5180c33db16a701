import { describe, expect, it } from 'vitest'
import { DBAAS, ORDER_MINIMUMS } from '../../contract/constants'
import { fieldsFromForm } from '../../engine/formFields'
import { routeIndex } from '../../engine/routes'
import { numberProblem } from '../../ui/forms/rules'
import { requestedAmount, verifyLimits } from '../../engine/verification'
import type { ActionInput, ProjectInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities'
import { dataEntities } from '../../entities/group.data'

const KIND = 'dbaas_cluster'
const enabled = { visible: true, enabled: true }
const blocked = (reason: string) => ({ visible: true, enabled: false, reason })
const hidden = (reason: string) => ({ visible: false, enabled: false, reason })

/** An ACTIVE cluster without an external address and with backups off: every item action is enabled on it but backup_disable. */
const activeCluster = { id: 'cluster-1', name: 'db', status: 'ACTIVE', external_ip: null, external_addresses: [], backup_enabled: false, storage_size: DBAAS.min_storage_gb, storage_used_KB: 0 }
/** The item in which each item action is enabled (backup_disable needs backups on). */
const usualItem = (action: string) => (action === 'backup_disable' ? { ...activeCluster, backup_enabled: true } : activeCluster)
const cluster = (action: string, item: object = {}, rest: Omit<ActionInput, 'item'> = {}) => evaluateAction(KIND, action, { item: { ...usualItem(action), ...item }, ...rest })
const limits = (used: number, max: number): ProjectInput => ({ limits: [{ name: 'dbaas-clusters', used, max }] })

const ITEM_ACTIONS = ['stop', 'start', 'resize', 'extend_storage', 'attach_floatingip', 'edit_configuration', 'reset_configuration', 'backup_enable', 'backup_disable', 'rename', 'delete']
const PROCESSING = ['CREATING', 'DELETING', 'UPDATING', 'STOPPING', 'STARTING', 'BACKUP', 'AWAITING', 'RESTORE']
const ERROR_OR_DEAD_ACTIONS = ['stop', 'start', 'resize', 'extend_storage', 'attach_floatingip', 'edit_configuration', 'backup_enable', 'backup_disable']

describe('dbaas_cluster: statuses (000 §4, 001 §4)', () => {
  it("000 §4 DBaaS cluster: 'processing CREATING, DELETING, UPDATING, STOPPING, STARTING, BACKUP, AWAITING, RESTORE; error CREATION_ERROR, CONFIG_ERROR, ERROR; usable ACTIVE or STOPPED'", () => {
    for (const status of PROCESSING) expect(registry.statusClass(KIND, status), status).toBe('processing')
    for (const status of ['CREATION_ERROR', 'CONFIG_ERROR', 'ERROR']) expect(registry.statusClass(KIND, status), status).toBe('error')
    for (const status of ['ACTIVE', 'STOPPED']) expect(registry.statusClass(KIND, status), status).toBe('usable')
    // DEAD is listed apart from the error set.
    expect(registry.statusClass(KIND, 'DEAD')).toBeUndefined()
    expect(registry.get(KIND).statuses?.sets.dead).toEqual(['DEAD'])
  })
})

describe('dbaas_cluster: action rules (001 §4 DBaaS rules, 000 §4 DBaaS cluster)', () => {
  it("001 §4 DBaaS: 'While processing all actions are blocked'", () => {
    for (const action of ITEM_ACTIONS) {
      expect(cluster(action), `${action} ACTIVE`).toEqual(enabled)
      for (const status of PROCESSING) expect(cluster(action, { status }), `${action} ${status}`).toEqual(blocked('reason.processing'))
    }
  })

  it("001 §4 DBaaS: 'In error or dead: create, stop, start, resize, extend_storage, attach_floatingip, edit_configuration, backup_enable, backup_disable blocked'", () => {
    for (const action of ERROR_OR_DEAD_ACTIONS) {
      expect(cluster(action), `${action} ACTIVE`).toEqual(enabled)
      for (const status of ['CREATION_ERROR', 'CONFIG_ERROR', 'ERROR']) expect(cluster(action, { status }), `${action} ${status}`).toEqual(blocked('reason.in_error'))
      expect(cluster(action, { status: 'DEAD' }), `${action} DEAD`).toEqual(blocked('reason.dbaas_cluster.dead'))
    }
    // The list is exact: reset_configuration, rename and delete stay possible in error or dead.
    for (const action of ['reset_configuration', 'rename', 'delete']) {
      for (const status of ['CONFIG_ERROR', 'ERROR', 'DEAD']) expect(cluster(action, { status }), `${action} ${status}`).toEqual(enabled)
    }
  })

  it("001 §4 DBaaS: 'Resize and extend_storage blocked when not active'", () => {
    for (const action of ['resize', 'extend_storage']) {
      expect(cluster(action, { status: 'ACTIVE' })).toEqual(enabled)
      expect(cluster(action, { status: 'STOPPED' })).toEqual(blocked('reason.dbaas_cluster.not_active'))
    }
    // Only those two: a stopped cluster can still be started.
    expect(cluster('start', { status: 'STOPPED' })).toEqual(enabled)
  })

  it("001 §4 DBaaS: 'Attach floating IP blocked when the cluster already has an external address'", () => {
    expect(cluster('attach_floatingip')).toEqual(enabled)
    expect(cluster('attach_floatingip', { external_ip: { address: '203.0.113.5', ddos_protection: false } })).toEqual(blocked('reason.dbaas_cluster.has_public_ip'))
    expect(cluster('attach_floatingip', { external_addresses: [{ address: '203.0.113.5', external: true }] })).toEqual(blocked('reason.dbaas_cluster.has_public_ip'))
  })

  it("000 §4, 001 §2: 'Attaching a floating IP with none free redirects to the floating IP list'; the address picked is sent with the cluster (001 §7 POST /addresses/{id}/attach)", () => {
    const withFree = (count: number) =>
      evaluateAction(KIND, 'attach_floatingip', { item: { id: 'c1', status: 'ACTIVE', external_ip: null, external_addresses: [] }, related: { free_floatingips: { count } } })
    expect(withFree(1)).toEqual(enabled)
    const actions = registry.get(KIND).actions
    const redirect = actions.attach_floatingip?.redirects?.[0]
    expect(redirect).toMatchObject({ name: 'no_free_floatingips', route: 'floatingips_all' })
    expect(registry.get(KIND).counts?.free_floatingips).toEqual({ kind: 'floatingip', filter: { status__in: 'DOWN' } })
    expect(actions.attach_floatingip?.offered).toBeUndefined()
    expect(actions.attach_floatingip?.call).toEqual({ method: 'POST', path: '/addresses/{payload.address_id}/attach' })
    expect(actions.attach_floatingip?.payload).toEqual({ entity: 'dbaas_cluster' })
    expect(actions.attach_floatingip?.payload_from).toEqual({ id: 'item.id' })
    expect(actions.attach_floatingip?.dialog?.fields[0]).toMatchObject({ kind: 'entity_picker', picker: { kind: 'floatingip', filter: { status__in: 'DOWN' } } })
  })

  it('000 §3 Floating IP (attachable dbaas_cluster): detach is offered only while a floating IP is attached, blocked while processing, and is made on that address', () => {
    const actions = registry.get(KIND).actions
    const floating = { address_id: 'a1', address: '203.0.113.6', external: true }
    expect(cluster('detach_floatingip')).toEqual(hidden('reason.dbaas_cluster.no_floatingip'))
    // the address ordered with the cluster is not a floating IP: nothing to detach
    expect(cluster('detach_floatingip', { external_addresses: [{ address: '203.0.113.5', external: true }] })).toEqual(hidden('reason.dbaas_cluster.no_floatingip'))
    expect(cluster('detach_floatingip', { external_addresses: [floating] })).toEqual(enabled)
    for (const status of PROCESSING) expect(cluster('detach_floatingip', { status, external_addresses: [floating] }), status).toEqual(blocked('reason.processing'))
    expect(cluster('detach_floatingip', { status: 'ERROR', external_addresses: [floating] })).toEqual(enabled)
    expect(actions.detach_floatingip?.call).toEqual({ method: 'POST', path: '/addresses/{payload.address_id}/detach' })
    expect(actions.detach_floatingip?.payload_from).toEqual({ address_id: 'item.external_addresses.0.address_id' })
  })

  it("001 §4 DBaaS: 'Launching a new cluster blocked at the clusters limit'", () => {
    expect(evaluateAction(KIND, 'create', { item: {}, project: limits(2, 3) })).toEqual(enabled)
    expect(evaluateAction(KIND, 'create', { item: {}, project: limits(3, 3) })).toEqual(blocked('reason.dbaas_cluster.clusters_limit'))
    // 001 §5: if the limits are unknown the order proceeds.
    expect(evaluateAction(KIND, 'create', { item: {} })).toEqual(enabled)
  })

  it("001 §9 DBaaS: 'maximum storage size 500' (extend_storage blocked at the maximum; stricter reading)", () => {
    expect(cluster('extend_storage', { storage_size: DBAAS.max_storage_size - 1 })).toEqual(enabled)
    expect(cluster('extend_storage', { storage_size: DBAAS.max_storage_size })).toEqual(blocked('reason.dbaas_cluster.max_storage_size'))
  })

  it('000 §3 DBaaS cluster: backup_enabled makes backup_enable and backup_disable a toggle (stricter reading)', () => {
    expect(cluster('backup_enable', { backup_enabled: false })).toEqual(enabled)
    expect(cluster('backup_enable', { backup_enabled: true })).toEqual(blocked('reason.dbaas_cluster.backup_already_enabled'))
    expect(cluster('backup_disable', { backup_enabled: true })).toEqual(enabled)
    expect(cluster('backup_disable', { backup_enabled: false })).toEqual(blocked('reason.dbaas_cluster.backup_already_disabled'))
  })
})

describe('dbaas_cluster: account state and project blocking (001 §4)', () => {
  it("001 §4: 'Creating servers, volumes, IPs, load balancers, DNS, S3 users, DB clusters ... is blocked while the account is unverified or unidentified'", () => {
    expect(evaluateAction(KIND, 'create', { item: {}, account: { verified: true, identified: true } })).toEqual(enabled)
    expect(evaluateAction(KIND, 'create', { item: {}, account: { verified: false } })).toEqual(blocked('reason.account_not_verified'))
    expect(evaluateAction(KIND, 'create', { item: {}, account: { identified: false } })).toEqual(blocked('reason.account_not_identified'))
  })

  it("001 §4: 'Under money, paid actions (create, start, resize, attach and similar) are blocked while a reduced set stays allowed'", () => {
    const money: ProjectInput = { status: 'STOPPED', stopping_reason: 'money' }
    expect(evaluateAction(KIND, 'create', { item: {}, project: money })).toEqual(blocked('reason.project_stopped_money'))
    for (const action of ['start', 'resize', 'extend_storage', 'attach_floatingip', 'backup_enable']) {
      expect(cluster(action, {}, { project: money }), action).toEqual(blocked('reason.project_stopped_money'))
    }
    for (const action of ['stop', 'rename', 'delete', 'backup_disable', 'edit_configuration']) expect(cluster(action, {}, { project: money }), action).toEqual(enabled)
  })

  it("001 §4: 'Under the project reasons abuse, admin or manual alarm nearly all mutating actions are blocked'", () => {
    for (const reason of ['abuse', 'admin', 'manual_alarm'] as const) {
      expect(cluster('delete', {}, { project: { status: 'STOPPED', stopping_reason: reason } })).toEqual(blocked(`reason.project_stopped_${reason}`))
    }
    expect(cluster('delete', {}, { project: { status: 'ACTIVE', stopping_reason: null } })).toEqual(enabled)
  })
})

describe('dbaas_cluster: action flow (001 §4, 001 §5, 001 §7)', () => {
  const actions = registry.get(KIND).actions

  it("001 §4 DBaaS: 'Long operations with awaiting status: stop, start, resize, extend_storage, delete'", () => {
    const long = Object.entries(actions)
      .filter(([, action]) => action.awaiting_status)
      .map(([name]) => name)
    expect(long.sort()).toEqual(['delete', 'extend_storage', 'resize', 'start', 'stop'])
    expect(actions.delete?.marks_deleting).toBe(true)
  })

  it("001 §4 DBaaS: 'Create, resize and extend_storage verify money; create also verifies limits' (001 §5: DB clusters 1, DB storage 20)", () => {
    for (const name of ['create', 'resize', 'extend_storage']) expect(actions[name]?.verify?.money?.rule, name).toBe('balance')
    expect(actions.create?.verify?.limits).toEqual([
      { name: 'dbaas-clusters', amount: ORDER_MINIMUMS['dbaas-clusters'] },
      { name: 'dbaas-storage', amount: { field: 'storage_size', times: { field: 'nodes_count', default: DBAAS.nodes_count }, minimum: ORDER_MINIMUMS['dbaas-storage'] } },
    ])
    for (const name of ['resize', 'extend_storage']) expect(actions[name]?.verify?.limits, name).toBeUndefined()
  })

  it("001 §5: 'DB storage 20 (size times nodes, default 2)': the storage a cluster order asks of the dbaas-storage limit", () => {
    const storage = actions.create!.verify!.limits!.find((request) => request.name === 'dbaas-storage')!
    expect(requestedAmount(storage, { storage_size: 50 }), '2 nodes by default').toBe(100)
    expect(requestedAmount(storage, { storage_size: 50, nodes_count: 3 })).toBe(150)
    expect(requestedAmount(storage, { storage_size: DBAAS.min_storage_gb }), 'the minimum 10 GB on 2 nodes is the order minimum 20').toBe(20)
    expect(requestedAmount(storage, { storage_size: 5, nodes_count: 1 }), 'never below the order minimum').toBe(20)
    expect(requestedAmount(storage, {})).toBe(20)
    const limits = [
      { name: 'dbaas-clusters', used: 0, max: 3 },
      { name: 'dbaas-storage', used: 390, max: 500 },
    ]
    expect(verifyLimits(limits, actions.create!.verify!.limits!, { storage_size: 60 })).toEqual({
      ok: false,
      reason: 'limit_reached',
      rejected: [{ name: 'dbaas-storage', used: 390, max: 500, requested: 120 }],
    })
    expect(verifyLimits(limits, actions.create!.verify!.limits!, { storage_size: 60, nodes_count: 1 })).toEqual({ ok: true })
  })

  it("000 §4 DBaaS cluster: the twelve actions, with the calls of 001 §7 (and order, the list's way to new_cluster)", () => {
    // detach_floatingip: attach's counterpart (000 §3 Floating IP: attachable dbaas_cluster), offered with one attached
    expect(registry.actions(KIND)).toEqual(['create', 'order', ...ITEM_ACTIONS.slice(0, 5), 'detach_floatingip', ...ITEM_ACTIONS.slice(5)])
    expect(actions.create?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/dbaas/clusters' })
    expect(actions.extend_storage?.call).toEqual({ method: 'POST', path: '/dbaas/clusters/{id}/extend-storage' })
    expect(actions.reset_configuration?.call).toEqual({ method: 'POST', path: '/dbaas/clusters/{id}/configuration/reset' })
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/dbaas/clusters/{id}' })
  })

  it('000 §2 dbaas routes: list, new_cluster (new_dbaas_cluster), clusters/{id} tabs (overview by default), databases/{id}/details', () => {
    const routes = routeIndex(dataEntities)
    expect(routes.get('dbaas')).toBe('/lk/dbaas/list')
    expect(routes.get('new_dbaas_cluster')).toBe('/lk/dbaas/new_cluster')
    expect(routes.get('dbaas_cluster_details')).toBe('/lk/dbaas/clusters/$id')
    expect(registry.defaultPageRoute(KIND)?.name).toBe('dbaas_cluster_details_overview')
    for (const tab of ['overview', 'resources', 'databases', 'backups']) expect([...routes.values()]).toContain(`/lk/dbaas/clusters/$id/${tab}`)
    expect(routes.get('dbaas_database_details')).toBe('/lk/dbaas/databases/$id/details')
    expect(routes.get('backups')).toBe('/lk/project/backups')
    for (const child of ['servers', 'clusters', 'databases']) expect([...routes.values()]).toContain(`/lk/project/backups/${child}`)
  })
})

describe('dbaas_cluster: forms and pages (000 §2 new_cluster, 001 §7 configuration form)', () => {
  it("001 §7 GET /dbaas/datastores/{id}/configuration/form: edit_configuration's fields are the datastore's; a value out of range is refused on its field", () => {
    expect(registry.get(KIND).actions.edit_configuration?.dialog?.fields_from).toEqual({
      form: '/dbaas/datastores/{item.datastore_id}/configuration/form',
      values: '/dbaas/clusters/{id}/configuration/all',
    })
    const fields = fieldsFromForm(
      {
        fields: [
          { name: 'max_connections', type: 'integer', min: 10, max: 5000, default: 100 },
          { name: 'autovacuum', type: 'boolean', default: true },
          { name: 'mode', type: 'select', options: ['a', 'b'], default: 'a' },
        ],
      },
      { max_connections: 250 },
    )
    expect(fields.map((field) => [field.name, field.kind, field.default])).toEqual([
      ['max_connections', 'number', 250],
      ['autovacuum', 'checkbox', true],
      ['mode', 'select', 'a'],
    ])
    const [connections] = fields
    expect(connections && numberProblem(connections, 9)).toEqual({ key: 'validation.min_value', params: { min: 10 } })
    expect(connections && numberProblem(connections, 5001)).toEqual({ key: 'validation.max_value', params: { max: 5000 } })
    expect(connections && numberProblem(connections, 250)).toBeUndefined()
  })

  it('000 §2 new_cluster: the order page of create, which the list reaches through order (blocked at the clusters limit as create)', () => {
    expect(registry.get(KIND).pages?.orders).toEqual({ create: 'create' })
    expect(registry.get(KIND).actions.order?.entrance).toEqual({ route: 'new_dbaas_cluster' })
    expect(evaluateAction(KIND, 'order', { item: {}, project: limits(3, 3) })).toEqual(blocked('reason.dbaas_cluster.clusters_limit'))
    expect(evaluateAction(KIND, 'order', { item: {}, project: limits(2, 3) })).toEqual(enabled)
    // the order's fields: datastore, flavor, nodes (fixed 2), storage, an external address, a backup to restore or the first database, the name
    expect(registry.get(KIND).actions.create?.dialog?.fields.map((field) => field.name)).toEqual(['datastore', 'flavor', 'nodes_count', 'storage_size', 'address', 'backup', 'database', 'name'])
    expect(registry.get(KIND).actions.create?.dialog?.fields.find((field) => field.name === 'database')?.required_unless).toBe('backup')
  })
})
