// Snapshot (000 §3 Snapshot, 000 §4 Snapshot, 001 §4 Snapshot rules, 001 §9). Created by the server's
// create_snapshot; its own actions are restore and delete.
import { DEFAULT_LIST_ORDER, LIMIT_NAMES, ORDER_MINIMUMS, PRICE_GROUPS, RESOURCES, TIMINGS } from '../contract/constants'
import { all, defineEntity, dimension, dimensionOf, fact, is, isIn, not, present, rule, status } from '../engine/define'
import type { Condition } from '../engine/types'
import { valueAt } from '../engine/evaluate'
import type { Snapshot } from '../generated/types/index.js'

const STATUSES = ['ACTIVE', 'ERROR', 'CREATING', 'AWAITING', 'DELETING'] as const
const SETTLED = ['ACTIVE', 'ERROR'] as const

// 001 §4 "Any status other than ACTIVE or ERROR counts as in process": written as "not ACTIVE or ERROR" rather
// than as the processing set, so that a status the spec does not list also counts (stricter).
const inProcess: Condition<Snapshot> = rule(
  all(present('item.status'), not(isIn('item.status', SETTLED))),
  'reason.processing',
  '001 §4 Snapshot rules: restore and delete blocked while creating or in process',
)

export const snapshot = defineEntity<Snapshot>()({
  kind: 'snapshot',
  spec: '000 §3 Snapshot; 000 §4 Snapshot; 001 §4 Snapshot rules',
  scope: 'project',
  service: 'snapshots',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'snapshot',
  icon: 'camera',
  routes: {
    page: { name: 'snapshot_details', path: '/lk/project/snapshots/$id/details' },
    list: { name: 'snapshots_all', path: '/lk/project/snapshots/all' },
    section: { name: 'snapshots', path: '/lk/project/snapshots' },
  },
  statuses: {
    values: STATUSES,
    sets: {
      processing: ['CREATING', 'AWAITING', 'DELETING'],
      usable: ['ACTIVE'],
      error: ['ERROR'],
    },
  },
  facts: {
    child_server_building: {
      reads: ['item.child_servers'],
      compute: (context) => {
        const children = valueAt(context, 'item.child_servers')
        return Array.isArray(children) && children.some((child) => typeof child === 'object' && child !== null && (child as { status?: unknown }).status === 'BUILDING')
      },
      spec: '001 §4 Snapshot rules: delete blocked when child servers are BUILDING',
    },
  },
  inputs: [
    dimension('status', 'item.status', STATUSES),
    dimensionOf('type', [
      // 000 §3 names only PARTIAL; any other type (or none) is a full snapshot.
      { label: 'not partial', set: { 'item.type': null } },
      { label: 'PARTIAL', set: { 'item.type': 'PARTIAL' } },
    ]),
    dimensionOf('child servers', [
      { label: 'none', set: { 'item.child_servers': [] } },
      { label: 'one ACTIVE', set: { 'item.child_servers': [{ id: 'server-2', status: 'ACTIVE' }] } },
      { label: 'one BUILDING', set: { 'item.child_servers': [{ id: 'server-2', status: 'BUILDING' }] } },
    ]),
  ],
  relations: {
    server: { kind: 'server', cardinality: 'many-to-one', reverse: 'snapshots', reference: 'parent_server' },
    // 000 §3 Snapshot child_servers: the servers restored from it, whose answers name it
    child_servers: { kind: 'server', cardinality: 'one-to-many', reverse: 'restored_from', data: 'child_servers' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §2 project/snapshots/all: the one filter
    filters: { all: {} },
    // 000 §3 Snapshot: name, status, parent server, size, created
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'parent_server', label: 'column.server', format: 'link' },
      { field: 'size', label: 'column.size', format: 'size_gb' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 000 §2 snapshots/{id}/details with the fields of 000 §3 Snapshot: parent server, size, status, created, the
  // delete date and the servers restored from it (child servers, with their status)
  detail: {
    tabs: [
      {
        name: 'details',
        label: 'snapshot.tab.details',
        route: 'snapshot_details',
        fields: [
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'parent_server', label: 'column.server', format: 'link' },
          { field: 'size', label: 'column.size', format: 'size_gb' },
          { field: 'created_in', label: 'column.created_in', format: 'date' },
          { field: 'delete_date', label: 'column.delete_date', format: 'date' },
          { field: 'child_servers', label: 'column.child_servers', widget: 'related_items' },
        ],
      },
    ],
  },
  // 001 §7 GET /projects/{id}/snapshots, GET /snapshots/{id}
  sources: [{ list: '/projects/{project_id}/snapshots', detail: '/snapshots/{id}' }],
  pages: { details: ['page'], redirects: { section: 'list' }, menu: { group: 'compute', order: 30, icon: 'camera' }, dashboard: [{ label: 'snapshot.plural' }] },
  actions: {
    restore: {
      scope: 'item',
      spec: '000 §4 Snapshot: restore (new server name, ddos_protection) goes to servers_all',
      // Restoring orders a new server: paid, a resource creation, and the server order's checks.
      paid: true,
      creates_resource: true,
      hide: [rule(is('item.type', 'PARTIAL'), 'reason.snapshot.partial', '001 §4 Snapshot rules: partial snapshots hide restore')],
      block: [inProcess, rule(status.is('ERROR'), 'reason.snapshot.in_error', '001 §4 Snapshot rules: restore blocked in ERROR')],
      verify: {
        money: { rule: 'service_start' },
        // The restored server gets an external address (its ddos_protection is asked) and a disk of the snapshot:
        // addresses, volumes and disk-space +1 too, at their 001 §5 order minimums (the API checks the disk's size)
        limits: [
          { name: LIMIT_NAMES.servers, amount: ORDER_MINIMUMS[LIMIT_NAMES.servers] },
          { name: LIMIT_NAMES.addresses, amount: ORDER_MINIMUMS[LIMIT_NAMES.addresses] },
          { name: LIMIT_NAMES.volumes, amount: ORDER_MINIMUMS[LIMIT_NAMES.volumes] },
          { name: LIMIT_NAMES.disk_space, amount: ORDER_MINIMUMS[LIMIT_NAMES.disk_space] },
        ],
      },
      // 000 §4 Snapshot restore: a new server of the parent's flavor, a disk of the snapshot's size, an address
      price: [
        { group: PRICE_GROUPS.server, name: { path: 'related.server.flavor.name' }, amount: 1 },
        { group: PRICE_GROUPS.volume, name: LIMIT_NAMES.disk_space, amount: { path: 'item.size' } },
        { group: PRICE_GROUPS.address, name: RESOURCES.ipv4, amount: 1 },
        { group: PRICE_GROUPS.address, name: RESOURCES.ddos_protection, amount: 1, when: is('payload.ddos_protection', true) },
      ],
      call: { method: 'POST', path: '/snapshots/{id}/restore' },
      after: { refetch: 'list', recalculate_balance: true, navigate: 'servers_all' },
      // 000 §4: restore takes a new server name and ddos_protection; it orders a paid server, so the price is
      // shown before ordering (000 §1), as for a new volume
      dialog: {
        price: true,
        fields: [
          { name: 'name', kind: 'name', label: 'console.action.field.server_name', required: true },
          { name: 'ddos_protection', kind: 'checkbox', label: 'console.action.field.ddos_protection' },
        ],
      },
      request: 'SnapshotRestoreRequest',
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Snapshot: delete; 001 §7 DELETE /snapshots/{id}',
      // Not blocked in ERROR: 001 §8 "snapshot created with error (delete and recreate)".
      awaiting_status: true,
      marks_deleting: true,
      block: [inProcess, rule(fact('child_server_building'), 'reason.snapshot.child_servers_building', '001 §4 Snapshot rules: delete blocked when child servers are BUILDING')],
      call: { method: 'DELETE', path: '/snapshots/{id}' },
      after: { refetch: 'list' },
    },
  },
})
