// Volume and local disk (000 §3, 000 §4 Volume, 001 §4 Volume rules, 001 §2 redirect rules).
// A local disk is a volume whose storage_type is local.
import { DEFAULT_LIST_ORDER, LIMIT_NAMES, ORDER_MINIMUMS, PRICE_GROUPS, RESOURCES, TIMINGS, VOLUME } from '../contract/constants'
import { absent, all, any, cmp, count, defineEntity, dimension, dimensionOf, inSet, is, isIn, limitExceeded, not, present, rule, status } from '../engine/define'
import type { Condition } from '../engine/types'
import type { Volume } from '../generated/types/index.js'
import { ATTACH_PRICE_SLOT, volumeAttachPrice } from './attach.price'
import { IN_RESCUE, RESCUE_MODES, SERVER_STATUSES } from './server.statuses'

const processing: Condition<Volume> = rule(status.inSet('processing'), 'reason.processing', '001 §4 Volume: all actions blocked while the volume or its attached server is processing')
const serverProcessing: Condition<Volume> = rule(
  inSet('related.server.status', 'processing', 'server'),
  'reason.server_processing',
  '001 §4 Volume: all actions blocked while the volume or its attached server is processing',
)
const inError: Condition<Volume> = rule(status.is('ERROR'), 'reason.volume.in_error', '001 §4 Volume: in ERROR, launch_server, attach, detach, extend and rename are blocked')
const localDisk: Condition<Volume> = rule(is('item.storage_type', 'local'), 'reason.volume.local_disk', '001 §4 Volume: local disks block extend, rename, launch_server')
const serverInRescue: Condition<Volume> = rule(
  isIn('item.attached_to_server.rescue_mode', IN_RESCUE),
  'reason.server_in_rescue',
  '001 §4 Volume: extend, detach, delete blocked when attached to a server in rescue mode',
)
const serverStoppedByAdmin: Condition<Volume> = rule(
  inSet('related.server.status', 'stopped_by_admin', 'server'),
  'reason.server_stopped_by_admin',
  '001 §4 Volume: extend, detach, delete blocked when attached to a server stopped by an admin',
)
const snapshotsExist: Condition<Volume> = rule(count('item.snapshots', '>=', 1), 'reason.volume.snapshots_exist', '001 §4 Volume: extend, detach, delete blocked when snapshots exist')
const serverHasSnapshot: Condition<Volume> = rule(
  count('related.server.snapshots', '>=', 1),
  'reason.volume.server_has_snapshot',
  '001 §4 Volume: extending is impossible while attached to a server with a snapshot',
)
const serverNotStopped: Condition<Volume> = rule(
  all(present('item.attached_to_server'), present('related.server.status'), not(is('related.server.status', 'STOPPED'))),
  'reason.volume.server_not_stopped',
  '001 §4 Volume: a disk can be detached or deleted only when the parent server is stopped',
)
const everyAction: Condition<Volume>[] = [processing, serverProcessing]

const attached = { id: 'server-1', rescue_mode: 'NO' }

export const volume = defineEntity<Volume>()({
  kind: 'volume',
  spec: '000 §3 Volume / local disk; 001 §4 Volume rules',
  scope: 'project',
  service: 'volumes',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'volume',
  icon: 'hard-drive',
  routes: {
    page: { name: 'volume_details', path: '/lk/project/volumes/$id/details' },
    list: { name: 'volumes', path: '/lk/project/volumes/all' },
    section: { name: 'volumes_section', path: '/lk/project/volumes' },
    local_disk_page: { name: 'local_disk_details', path: '/lk/project/volumes/local-disks/$id/details' },
    create: { name: 'new_volume', path: '/lk/project/volumes/new' },
  },
  statuses: {
    values: ['AVAILABLE', 'IN_USE', 'ERROR', 'AWAITING', 'CREATING', 'ATTACHING', 'DETACHING', 'DELETING', 'RESERVING', 'PROCESSING'],
    sets: {
      processing: ['AWAITING', 'CREATING', 'ATTACHING', 'DETACHING', 'DELETING', 'RESERVING', 'PROCESSING'],
      usable: ['AVAILABLE', 'IN_USE'],
      error: ['ERROR'],
      /** 001 §4: a volume is ready unless CREATING or RESERVING */
      not_ready: ['CREATING', 'RESERVING'],
    },
  },
  inputs: [
    dimension('status', 'item.status', ['AVAILABLE', 'IN_USE', 'ERROR', 'AWAITING', 'CREATING', 'ATTACHING', 'DETACHING', 'DELETING', 'RESERVING', 'PROCESSING']),
    dimension('storage type', 'item.storage_type', ['volume', 'local']),
    dimension('bootable', 'item.bootable', [false, true]),
    dimensionOf('attached to server', [
      { label: 'no', set: { 'item.attached_to_server': null, 'related.server': null } },
      { label: 'yes', set: { 'item.attached_to_server': attached, 'related.server': { id: 'server-1', status: 'STOPPED', snapshots: [] } } },
    ]),
    dimension('server status', 'related.server.status', ['STOPPED', ...SERVER_STATUSES.filter((s) => s !== 'STOPPED')]),
    dimension('server rescue mode', 'item.attached_to_server.rescue_mode', RESCUE_MODES),
    dimension('volume snapshots', 'item.snapshots', [[], [{ id: 'snapshot-1' }]]),
    dimension('server snapshots', 'related.server.snapshots', [[], [{ id: 'snapshot-1' }]]),
    dimension('size', 'item.size', [VOLUME.default_size, VOLUME.max_size]),
    dimensionOf(`${LIMIT_NAMES.disk_space} limit`, [
      { label: 'below max', set: { [`project.limits.${LIMIT_NAMES.disk_space}`]: { name: LIMIT_NAMES.disk_space, used: 100, max: 1000 } } },
      { label: 'at max', set: { [`project.limits.${LIMIT_NAMES.disk_space}`]: { name: LIMIT_NAMES.disk_space, used: 1000, max: 1000 } } },
    ]),
    dimensionOf(`${LIMIT_NAMES.volumes} limit`, [
      { label: 'below max', set: { [`project.limits.${LIMIT_NAMES.volumes}`]: { name: LIMIT_NAMES.volumes, used: 1, max: 10 } } },
      { label: 'at max', set: { [`project.limits.${LIMIT_NAMES.volumes}`]: { name: LIMIT_NAMES.volumes, used: 10, max: 10 } } },
    ]),
  ],
  limits: [LIMIT_NAMES.volumes, LIMIT_NAMES.disk_space],
  resources: [RESOURCES.volume, LIMIT_NAMES.disk_space],
  relations: {
    server: { kind: 'server', cardinality: 'many-to-one', reverse: 'volumes', reference: 'attached_to_server' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §2 all, attached, unattached: by attachment, not by status (IN_USE / AVAILABLE), so that an attached
    // volume mid-operation (ATTACHING, DETACHING, AWAITING, ...) stays in the list it belongs to
    filters: {
      all: {},
      attached: { 'attached_to_server.id__isnull': false },
      unattached: { 'attached_to_server.id__isnull': true },
    },
    // 000 §3 Volume / local disk; one list of both (001 §7: "The merged list of both sorts by -created_in")
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'size', label: 'column.size', format: 'size_gb' },
      { field: 'storage_type', label: 'column.type', format: 'text' },
      { field: 'attached_to_server', label: 'column.server', format: 'link' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 000 §2 volumes/{id}/details and local-disks/{id}/details: one details tab, shown by both pages
  // 000 §2 volumes/{id}/details and local-disks/{id}/details with the fields of 000 §3 Volume / local disk
  detail: {
    tabs: [
      {
        name: 'details',
        label: 'volume.tab.details',
        route: 'volume_details',
        fields: [
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'size', label: 'column.size', format: 'size_gb' },
          { field: 'storage_type', label: 'column.type', format: 'text' },
          { field: 'bootable', label: 'column.bootable', format: 'boolean' },
          { field: 'attached_to_server', label: 'column.server', format: 'link' },
          { field: 'description', label: 'column.description', format: 'text' },
          { field: 'created_in', label: 'column.created_in', format: 'date' },
        ],
      },
    ],
  },
  // 001 §7: /projects/{id}/volumes lists network volumes, /projects/{id}/local-disks the local ones; each has its
  // detail call and page (a local disk is a volume whose storage_type is local)
  sources: [
    { list: '/projects/{project_id}/volumes', detail: '/volumes/{id}/detail', route: 'page', scope: { storage_type: 'volume' } },
    { list: '/projects/{project_id}/local-disks', detail: '/local-disks/{id}/detail', route: 'local_disk_page', scope: { storage_type: 'local' } },
  ],
  pages: {
    details: ['page', 'local_disk_page'],
    // a section's bare path (000 §2 project/volumes) opens its default list
    redirects: { section: 'list' },
    menu: { group: 'compute', order: 20, icon: 'hard-drive' },
    // local disks are listed with the volumes (000 §2 volumes/all), so their card opens that list too
    dashboard: [{ label: 'volume.plural' }, { label: 'console.dashboard.local_disks', source: 1 }],
    // 000 §2 volumes/new: the create action's form (the dialog's rules) as a page
    orders: { create: 'create' },
  },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 Volume actions: create; 001 §5 volume order limits',
      // 001 §4: volume create is hidden in the generic volume entity; the volumes page offers it.
      menu: false,
      paid: true,
      creates_resource: true,
      verify: {
        money: { rule: 'balance' },
        limits: [
          // 001 §5: volumes used+1 and disk-space used+10 (the size, at least the minimum order size 10)
          { name: LIMIT_NAMES.volumes, amount: ORDER_MINIMUMS[LIMIT_NAMES.volumes] },
          { name: LIMIT_NAMES.disk_space, amount: { field: 'size', minimum: VOLUME.min_size } },
        ],
      },
      call: { method: 'POST', path: '/projects/{project_id}/volumes' },
      // 001 §7: POST /projects/{id}/volumes (name, size integer, autorename true)
      payload: { autorename: true },
      // size GB of disk space
      price: [{ group: PRICE_GROUPS.volume, name: LIMIT_NAMES.disk_space, amount: { path: 'payload.size' } }],
      after: { refetch: 'list', recalculate_balance: true },
      // 001 §9: size from 10, step 10, up to 1000, 100 by default; the price is shown before ordering (000 §1)
      dialog: {
        price: true,
        fields: [
          { name: 'name', kind: 'name', label: 'console.action.field.name', required: true },
          { name: 'size', kind: 'size', label: 'console.action.field.size', required: true, min: VOLUME.min_size, max: VOLUME.max_size, step: VOLUME.step, default: VOLUME.default_size },
        ],
      },
      request: 'VolumeCreateRequest',
    },
    launch_server: {
      // its page (servers/new) is not built yet (issue "Servers complete")
      offered: false,
      scope: 'item',
      spec: '000 §4 Volume: launch_server (only when in use and attached)',
      paid: true,
      creates_resource: true,
      hide: [rule(not(all(status.is('IN_USE'), present('item.attached_to_server'))), 'reason.volume.not_attached', '001 §4 Volume: launch_server only when in use and attached')],
      block: [...everyAction, inError, localDisk],
      // volume_id is no path param of servers_new: it goes to the query (/lk/project/servers/new?volume_id=<id>)
      entrance: { route: 'servers_new', params: { volume_id: 'item.id' } },
      baseline: { 'item.status': 'IN_USE', 'item.attached_to_server': attached, 'related.server': { id: 'server-1', status: 'STOPPED', snapshots: [] } },
    },
    attach: {
      scope: 'item',
      spec: '000 §4 Volume: attach (pick server; long)',
      paid: true,
      awaiting_status: true,
      hide: [rule(status.in('IN_USE', 'AWAITING', 'DETACHING', 'PROCESSING'), 'reason.volume.attached', '001 §4 Volume: attach hidden when IN_USE, AWAITING, DETACHING or PROCESSING')],
      block: [...everyAction, inError],
      call: { method: 'POST', path: '/volumes/{id}/attach' },
      after: { refetch: 'both' },
      price: volumeAttachPrice<Volume>(),
      // 000 §4: attach (pick server): a server of the project; the app offers those whose attach_volume is enabled
      dialog: { ...ATTACH_PRICE_SLOT, fields: [{ name: 'server_id', kind: 'entity_picker', label: 'console.action.field.server', required: true, picker: { kind: 'server' } }] },
      request: 'VolumeAttachRequest',
    },
    detach: {
      scope: 'item',
      spec: '000 §4 Volume: detach (long; bootable attached goes to detach_bootable)',
      awaiting_status: true,
      hide: [rule(status.in('AVAILABLE', 'ATTACHING'), 'reason.volume.not_attached', '001 §4 Volume: detach hidden when AVAILABLE or ATTACHING')],
      block: [
        ...everyAction,
        inError,
        rule(not(status.is('IN_USE')), 'reason.volume.not_in_use', '001 §4 Volume: detach blocked when not IN_USE'),
        serverInRescue,
        serverStoppedByAdmin,
        snapshotsExist,
        serverNotStopped,
      ],
      redirects: [
        {
          when: all(is('item.bootable', true), present('item.attached_to_server')),
          name: 'detach_bootable',
          route: 'server_details_volumes',
          params: { id: 'item.attached_to_server.id' },
          // 000 §4: the system disk goes only with the server's deletion: said there, not a silent jump
          notice: 'console.notice.volume.system_disk',
          spec: '001 §2: detach of an attached bootable volume redirects to detach_bootable, which sends the user to the server volumes page',
        },
      ],
      call: { method: 'POST', path: '/volumes/{id}/detach' },
      after: { refetch: 'both' },
      // no dialog: a confirmation
      request: 'VolumeDetachRequest',
      baseline: { 'item.status': 'IN_USE', 'item.attached_to_server': attached, 'related.server': { id: 'server-1', status: 'STOPPED', snapshots: [] } },
    },
    extend: {
      scope: 'item',
      spec: '000 §4 Volume: extend (long); disk size can only grow',
      paid: true,
      awaiting_status: true,
      block: [
        ...everyAction,
        inError,
        localDisk,
        serverInRescue,
        serverStoppedByAdmin,
        snapshotsExist,
        serverHasSnapshot,
        rule(present('item.attached_to_server'), 'reason.volume.attached', '001 §4 Volume: extending is impossible while attached'),
        rule(cmp('item.size', '>=', VOLUME.max_size), 'reason.volume.max_size', '001 §4 Volume: extend blocked when the volume is at maximum size'),
        rule(limitExceeded(VOLUME.limit, 1), 'reason.volume.disk_space_limit', '001 §4 Volume: extend blocked when the disk-space limit would be exceeded (001 §5: disk-space used+1)'),
      ],
      verify: { money: { rule: 'balance' }, limits: [{ name: VOLUME.limit, amount: 1 }] },
      call: { method: 'POST', path: '/volumes/{id}/extend' },
      after: { refetch: 'both', recalculate_balance: true },
      // 001 §4: disk size can only grow (step 10, at most 1000); the dialog starts at the current size + 10. Extending
      // is paid (the added space): the dialog shows what the growth costs before ordering, as the create dialog does
      dialog: {
        price: true,
        price_label: 'volume.price.extend',
        fields: [
          {
            name: 'new_size',
            kind: 'size',
            label: 'console.action.field.new_size',
            required: true,
            min: VOLUME.min_size,
            max: VOLUME.max_size,
            step: VOLUME.step,
            default: { amount: { min: [{ sum: [{ path: 'item.size' }, VOLUME.step] }, VOLUME.max_size] } },
            must: { cmp: '>', to: { path: 'item.size' }, message: 'validation.size_must_grow' },
          },
        ],
      },
      // the GB the volume grows by (001 §4: disk size can only grow)
      price: [{ group: PRICE_GROUPS.volume, name: LIMIT_NAMES.disk_space, amount: { minus: [{ path: 'payload.new_size' }, { path: 'item.size' }] } }],
      request: 'VolumeExtendRequest',
      // 000 §4: if extend fails, the requested size is kept as preselected order data and the order flow opens:
      // a new volume of the size the extend asked for
      on_failure: 'order_flow',
      order_flow: { action: 'create', values: { size: 'new_size' } },
    },
    rename: {
      scope: 'item',
      spec: '000 §4 Volume: rename',
      block: [...everyAction, inError, localDisk],
      call: { method: 'PATCH', path: '/volumes/{id}' },
      after: { refetch: 'both' },
      dialog: { fields: [{ name: 'name', kind: 'name', label: 'console.action.field.name', required: true, default: { path: 'item.name' } }] },
      request: 'VolumeUpdateRequest',
    },
    edit_description: {
      scope: 'item',
      spec: '000 §4 Volume: edit_description',
      // 001 §4: edit_description is hidden in the generic volume entity; it has no dialog yet.
      menu: false,
      offered: false,
      block: [...everyAction],
      call: { method: 'PATCH', path: '/volumes/{id}' },
      after: { refetch: 'details' },
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Volume: delete (long; bootable attached goes to delete_bootable; with snapshots goes to delete_with_snapshot)',
      awaiting_status: true,
      marks_deleting: true,
      block: [
        ...everyAction,
        serverInRescue,
        serverStoppedByAdmin,
        serverNotStopped,
        // 001 §4 blocks delete "when snapshots exist" and 001 §2 redirects a delete "with snapshots" to the
        // server snapshots page. Both keep a volume with snapshots from being deleted: an attached one takes the
        // redirect (so the user can remove them), an unattached one, with no server page to go to, is blocked.
        rule(all(count('item.snapshots', '>=', 1), absent('item.attached_to_server')), 'reason.volume.snapshots_exist', '001 §4 Volume: delete blocked when snapshots exist'),
      ],
      redirects: [
        {
          when: all(is('item.bootable', true), present('item.attached_to_server')),
          name: 'delete_bootable',
          route: 'server_details_volumes',
          params: { id: 'item.attached_to_server.id' },
          notice: 'console.notice.volume.system_disk',
          spec: '001 §2: delete of a bootable attached volume redirects to delete_bootable',
        },
        {
          when: all(any(count('item.snapshots', '>=', 1), count('related.server.snapshots', '>=', 1)), present('item.attached_to_server')),
          name: 'delete_with_snapshot',
          route: 'server_details_snapshots',
          params: { id: 'item.attached_to_server.id' },
          // 001 §8: cannot delete a disk while a snapshot exists
          notice: 'console.notice.volume.snapshots_first',
          spec: '001 §2: delete of a volume with snapshots redirects to delete_with_snapshot, which sends the user to the server snapshots page',
        },
      ],
      call: { method: 'DELETE', path: '/volumes/{id}' },
      after: { refetch: 'list', recalculate_balance: true },
      // 000 §5: disk deletion requires typing its name plus a confirm checkbox (the name is not sent)
      dialog: { fields: [{ name: 'confirm_name', kind: 'confirm_name', label: 'console.action.field.confirm_name', required: true }] },
      request: 'VolumeDeleteRequest',
    },
  },
})
