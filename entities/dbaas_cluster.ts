// DBaaS cluster (000 §3 DBaaS cluster, 000 §4 DBaaS cluster, 001 §3, 001 §4 DBaaS rules, 001 §5, 001 §7 DBaaS, 001 §9).
import { DBAAS, DEFAULT_LIST_ORDER, LIMIT_NAMES, ORDER_MINIMUMS, PRICE_GROUPS, RESOURCES, TIMINGS } from '../contract/constants'
import { any, cmp, count, defineEntity, dimension, dimensionOf, fact, is, limitExceeded, not, present, rule, status } from '../engine/define'
import { valueAt } from '../engine/evaluate'
import type { Condition, Fact, PriceEntry, StatusSets } from '../engine/types'
import type { DbaasCluster } from '../generated/types/index.js'
import { CLUSTER_ORDER_FIELDS, RESIZE_FIELDS } from './dbaas_cluster.order'
import { attachFreeFloatingip, FREE_FLOATINGIPS, freeFloatingipsDimension } from './floatingip.attach'

export const DBAAS_CLUSTER_STATUSES = {
  values: ['ACTIVE', 'STOPPED', 'CREATING', 'DELETING', 'UPDATING', 'STOPPING', 'STARTING', 'BACKUP', 'AWAITING', 'RESTORE', 'CREATION_ERROR', 'CONFIG_ERROR', 'ERROR', 'DEAD'],
  sets: {
    // 001 §4 gives RESTORE only as "also listed"; 000 §4 puts it in the processing set. Stricter reading: processing.
    processing: ['CREATING', 'DELETING', 'UPDATING', 'STOPPING', 'STARTING', 'BACKUP', 'AWAITING', 'RESTORE'],
    /** 000 §4, 001 §4: usable means ACTIVE or STOPPED */
    usable: ['ACTIVE', 'STOPPED'],
    error: ['CREATION_ERROR', 'CONFIG_ERROR', 'ERROR'],
    /** DEAD is listed apart from the error set; the rules name it with it ("in error or dead") */
    dead: ['DEAD'],
    active: ['ACTIVE'],
    stopped: ['STOPPED'],
  },
} as const satisfies StatusSets

/**
 * 001 §4: storage is full when free space is 1024 KB or less. Free space = storage_size (GB) in KB (DBAAS.kb_per_gb) minus
 * storage_used_KB. `owner` is where the cluster sits in the context: `item` for the cluster itself,
 * `related.cluster` for its databases. Missing numbers never make the storage full (nothing blocks).
 */
export function storageFull(owner: 'item'): Fact<DbaasCluster>
export function storageFull(owner: 'related.cluster'): Fact<never>
export function storageFull(owner: 'item' | 'related.cluster'): Fact<DbaasCluster> {
  const size = `${owner}.storage_size` as const
  const used = `${owner}.storage_used_KB` as const
  return {
    reads: [size, used],
    compute: (context) => {
      const sizeGb = valueAt(context, size)
      const usedKb = valueAt(context, used)
      if (typeof sizeGb !== 'number' || typeof usedKb !== 'number') return false
      return sizeGb * DBAAS.kb_per_gb - usedKb <= DBAAS.storage_full_free_kb
    },
    spec: "001 §4 DBaaS: 'Storage is full when free space is 1024 KB or less' (000 §4: storage_size in GB, storage_used_KB)",
  }
}

const spec = {
  processing: "001 §4 DBaaS: 'While processing all actions are blocked'",
  errorOrDead: "001 §4 DBaaS: 'In error or dead: create, stop, start, resize, extend_storage, attach_floatingip, edit_configuration, backup_enable, backup_disable blocked'",
  notActive: "001 §4 DBaaS: 'Resize and extend_storage blocked when not active'",
}
const processing: Condition<DbaasCluster> = rule(status.inSet('processing'), 'reason.processing', spec.processing)
const inError: Condition<DbaasCluster> = rule(status.inSet('error'), 'reason.in_error', spec.errorOrDead)
const dead: Condition<DbaasCluster> = rule(status.inSet('dead'), 'reason.dbaas_cluster.dead', spec.errorOrDead)
const notActive: Condition<DbaasCluster> = rule(not(status.inSet('active')), 'reason.dbaas_cluster.not_active', spec.notActive)
/** the actions 001 §4 names for "in error or dead" (create there is the database create, see dbaas_database) */
const healthy: Condition<DbaasCluster>[] = [processing, inError, dead]

const externalIp = { address: '203.0.113.20', ddos_protection: false }
/** a floating IP attached to the cluster (an address entity: it has an address_id) */
const floatingIp = { address_id: 'address-1', address: '203.0.113.21', type: 'FIXED' as const, external: true, ddos_protection: false }

const clustersLimit: Condition<DbaasCluster> = rule(
  limitExceeded(LIMIT_NAMES.dbaas_clusters, ORDER_MINIMUMS[LIMIT_NAMES.dbaas_clusters]),
  'reason.dbaas_cluster.clusters_limit',
  "001 §4 DBaaS: 'Launching a new cluster blocked at the clusters limit'",
)

/** what a cluster costs per hour and month (000 §3 Project prices): its vCPUs, RAM and storage, and its external address */
const dbaasPrice = (vcpus: `payload.${string}`, ram: `payload.${string}`): PriceEntry<DbaasCluster>[] => [
  { group: PRICE_GROUPS.dbaas, name: RESOURCES.cpu, amount: { path: vcpus } },
  { group: PRICE_GROUPS.dbaas, name: RESOURCES.ram, amount: { path: ram } },
]

export const dbaasCluster = defineEntity<DbaasCluster>()({
  kind: 'dbaas_cluster',
  spec: '000 §3 DBaaS cluster; 000 §4 DBaaS cluster; 001 §4 DBaaS rules',
  scope: 'project',
  service: 'dbaas',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'dbaas_cluster',
  icon: 'database',
  routes: {
    // 000 §2 / 001 §2: the bare cluster path redirects to the overview, the default tab.
    page: { name: 'dbaas_cluster_details_overview', path: '/lk/dbaas/clusters/$id/overview' },
    list: { name: 'dbaas', path: '/lk/dbaas/list' },
    section: { name: 'dbaas_section', path: '/lk/dbaas' },
    clusters: { name: 'dbaas_clusters', path: '/lk/dbaas/clusters' },
    // 000 §2 / 001 §2: new_dbaas_cluster takes the optional query `backup` (the id of the backup to restore from).
    // A backup's restore passes it as an entrance param, which goes to the query: /lk/dbaas/new_cluster?backup=<id>.
    create: { name: 'new_dbaas_cluster', path: '/lk/dbaas/new_cluster', query: ['backup'] },
    details: { name: 'dbaas_cluster_details', path: '/lk/dbaas/clusters/$id' },
    resources: { name: 'dbaas_cluster_resources', path: '/lk/dbaas/clusters/$id/resources' },
    databases: { name: 'dbaas_cluster_databases', path: '/lk/dbaas/clusters/$id/databases' },
    backups: { name: 'dbaas_cluster_backups', path: '/lk/dbaas/clusters/$id/backups' },
  },
  statuses: DBAAS_CLUSTER_STATUSES,
  facts: {
    has_floatingip: {
      reads: ['item.external_addresses'],
      // a floating IP is an address entity (address_id); the address ordered with the cluster has none
      compute: (context) => Array.isArray(context.item.external_addresses) && context.item.external_addresses.some((address: { address_id?: unknown }) => typeof address?.address_id === 'string'),
      spec: '000 §3 Floating IP: attachable entity kinds include dbaas_cluster',
    },
  },
  // counts of free floating IPs, read by attach_floatingip's redirect (000 §4: none free → the floating IP list)
  counts: FREE_FLOATINGIPS,
  inputs: [
    dimension('status', 'item.status', DBAAS_CLUSTER_STATUSES.values),
    dimensionOf('external address', [
      { label: 'none', set: { 'item.external_ip': null, 'item.external_addresses': [] } },
      { label: 'external_ip', set: { 'item.external_ip': externalIp, 'item.external_addresses': [] } },
      { label: 'external_addresses', set: { 'item.external_ip': null, 'item.external_addresses': [{ address: externalIp.address, external: true }] } },
      { label: 'floating IP', set: { 'item.external_ip': { address: floatingIp.address, ddos_protection: false }, 'item.external_addresses': [floatingIp] } },
    ]),
    freeFloatingipsDimension(),
    dimension('backup enabled', 'item.backup_enabled', [false, true]),
    dimension('storage size', 'item.storage_size', [DBAAS.min_storage_gb, DBAAS.max_storage_size]),
    dimensionOf(`${LIMIT_NAMES.dbaas_clusters} limit`, [
      { label: 'below max', set: { [`project.limits.${LIMIT_NAMES.dbaas_clusters}`]: { name: LIMIT_NAMES.dbaas_clusters, used: 0, max: 3 } } },
      { label: 'at max', set: { [`project.limits.${LIMIT_NAMES.dbaas_clusters}`]: { name: LIMIT_NAMES.dbaas_clusters, used: 3, max: 3 } } },
    ]),
  ],
  limits: [LIMIT_NAMES.dbaas_clusters, LIMIT_NAMES.dbaas_storage],
  resources: [RESOURCES.cpu, RESOURCES.ram, RESOURCES.storage, RESOURCES.ipv4, RESOURCES.ddos_protection],
  relations: {
    // the cluster's answer lists its databases and FULL backups (their tabs list them through the other side)
    databases: { kind: 'dbaas_database', cardinality: 'one-to-many', data: 'databases' },
    backups: { kind: 'dbaas_cluster_backup', cardinality: 'one-to-many', data: 'backups' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'datastore', label: 'column.datastore', format: 'text' },
      { field: 'flavor', label: 'column.flavor', widget: 'flavor' },
      { field: 'storage_size', label: 'column.storage_size', format: 'size_gb' },
      { field: 'external_addresses', label: 'column.addresses', widget: 'address_list' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 000 §2 clusters/{id}: overview (default), resources, databases, backups
  detail: {
    tabs: [
      {
        name: 'overview',
        label: 'dbaas_cluster.tab.overview',
        route: 'dbaas_cluster_details_overview',
        fields: [
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'datastore', label: 'column.datastore', format: 'text' },
          { field: 'datastore_version', label: 'column.datastore_version', format: 'text' },
          { field: 'flavor', label: 'column.flavor', widget: 'flavor' },
          { field: 'nodes_count', label: 'column.nodes_count', format: 'text' },
          { field: 'storage_size', label: 'column.storage_size', format: 'size_gb' },
          { field: 'external_addresses', label: 'column.addresses', widget: 'address_list' },
          { field: 'port', label: 'column.port', format: 'text' },
          { field: 'backup_enabled', label: 'column.backup_enabled', format: 'boolean' },
          { field: 'created_in', label: 'column.created_in', format: 'date' },
        ],
      },
      {
        name: 'resources',
        label: 'dbaas_cluster.tab.resources',
        route: 'dbaas_cluster_resources',
        fields: [
          // 001 §3: nodes with their role (master or slave), status and addresses
          { field: 'nodes', label: 'column.nodes', widget: 'record_list' },
          { field: 'storage_size', label: 'column.storage_size', format: 'size_gb' },
          { field: 'storage_used_KB', label: 'column.storage_used', format: 'size_kb' },
        ],
      },
      { name: 'databases', label: 'dbaas_cluster.tab.databases', route: 'dbaas_cluster_databases', related: 'databases' },
      { name: 'backups', label: 'dbaas_cluster.tab.backups', route: 'dbaas_cluster_backups', related: 'backups' },
    ],
  },
  // 001 §7 GET /projects/{id}/dbaas/clusters, GET /dbaas/clusters/{id}
  sources: [{ list: '/projects/{project_id}/dbaas/clusters', detail: '/dbaas/clusters/{id}' }],
  pages: {
    details: ['page', 'resources', 'databases', 'backups'],
    // 000 §2 dbaas: the section (and its clusters folder) opens the list
    redirects: { details: 'page', section: 'list', clusters: 'list' },
    menu: { group: 'data', order: 220, icon: 'database' },
    dashboard: [{ label: 'dbaas_cluster.plural' }],
    // 000 §2 new_cluster: the create action's form as a page
    orders: { create: 'create' },
  },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 DBaaS cluster actions: create; 001 §7 POST /projects/{id}/dbaas/clusters (datastore, backup, flavor, storage_size, address, name, database)',
      // Offered by its own page, new_dbaas_cluster (000 §2), not by the generic menu.
      menu: false,
      paid: true,
      creates_resource: true,
      block: [clustersLimit],
      verify: {
        money: { rule: 'balance' },
        limits: [
          { name: LIMIT_NAMES.dbaas_clusters, amount: ORDER_MINIMUMS[LIMIT_NAMES.dbaas_clusters] },
          // 001 §5: "DB storage 20 (size times nodes, default 2)": storage_size × nodes_count (DBAAS.nodes_count when
          // the order gives none), at least the order minimum 20.
          {
            name: LIMIT_NAMES.dbaas_storage,
            amount: { field: 'storage_size', times: { field: 'nodes_count', default: DBAAS.nodes_count }, minimum: ORDER_MINIMUMS[LIMIT_NAMES.dbaas_storage] },
          },
        ],
      },
      call: { method: 'POST', path: '/projects/{project_id}/dbaas/clusters' },
      // the new cluster shows in the list, CREATING (RESTORE from a backup) then ACTIVE, by the websocket
      after: { refetch: 'list', recalculate_balance: true, navigate: 'dbaas' },
      price: [
        ...dbaasPrice('payload.flavor.vcpus', 'payload.flavor.ram'),
        { group: PRICE_GROUPS.dbaas, name: RESOURCES.storage, amount: { path: 'payload.storage_size' } },
        { group: PRICE_GROUPS.address, name: RESOURCES.ipv4, amount: 1, when: present('payload.address') },
        { group: PRICE_GROUPS.address, name: RESOURCES.ddos_protection, amount: 1, when: is('payload.address.ddos_protection', true) },
      ],
      // the order page (000 §2 new_cluster, pages.orders): datastore, flavor, nodes, storage, an external address, the
      // first database, or a backup to restore from (entities/dbaas_cluster.order.ts)
      dialog: { price: true, fields: CLUSTER_ORDER_FIELDS },
      request: 'DbaasClusterCreateRequest',
    },
    order: {
      scope: 'collection',
      spec: "000 §2 dbaas: new_cluster (route new_dbaas_cluster): the list's way to the order page of create",
      paid: true,
      creates_resource: true,
      block: [clustersLimit],
      entrance: { route: 'new_dbaas_cluster' },
    },
    stop: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: stop (long); 001 §7 POST /dbaas/clusters/{id}/stop',
      awaiting_status: true,
      block: healthy,
      call: { method: 'POST', path: '/dbaas/clusters/{id}/stop' },
      after: { refetch: 'both', recalculate_balance: true },
    },
    start: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: start (long); 001 §7 POST /dbaas/clusters/{id}/start',
      paid: true,
      awaiting_status: true,
      block: healthy,
      // 001 §4 names create, resize and extend_storage as the DBaaS money checks; 000 §5 adds the service start
      // check (24 hours of current plus new hourly cost). Stricter reading: start verifies it too.
      verify: { money: { rule: 'service_start' } },
      // a started cluster is charged for its vCPUs and RAM again; storage and address are charged while stopped too
      price: [
        { group: PRICE_GROUPS.dbaas, name: RESOURCES.cpu, amount: { path: 'item.flavor.vcpus' } },
        { group: PRICE_GROUPS.dbaas, name: RESOURCES.ram, amount: { path: 'item.flavor.ram' } },
      ],
      call: { method: 'POST', path: '/dbaas/clusters/{id}/start' },
      after: { refetch: 'both', recalculate_balance: true },
      // a confirmation that shows what starting costs and the runway (issue "Money" item 8)
      dialog: { price: true, fields: [] },
    },
    resize: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: resize (long; verifies money); 001 §7 POST /dbaas/clusters/{id}/resize (vcpus, ram)',
      paid: true,
      awaiting_status: true,
      block: [...healthy, notActive],
      verify: { money: { rule: 'balance' } },
      call: { method: 'POST', path: '/dbaas/clusters/{id}/resize' },
      after: { refetch: 'both', recalculate_balance: true },
      price: dbaasPrice('payload.vcpus', 'payload.ram'),
      dialog: { price: true, price_label: 'dbaas_cluster.price.flavor', fields: RESIZE_FIELDS },
      request: 'DbaasClusterResizeRequest',
    },
    extend_storage: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: extend_storage (long; verifies money); 001 §7 POST /dbaas/clusters/{id}/extend-storage (size)',
      // 001 §4 lists "create, start, resize, attach and similar" as paid: extending storage is a resize of storage.
      paid: true,
      awaiting_status: true,
      block: [
        ...healthy,
        notActive,
        // 001 §9 gives a maximum storage size of 500; a cluster at it has nothing to extend to (stricter reading).
        rule(cmp('item.storage_size', '>=', DBAAS.max_storage_size), 'reason.dbaas_cluster.max_storage_size', '001 §9 DBaaS: maximum storage size 500'),
      ],
      verify: { money: { rule: 'balance' } },
      call: { method: 'POST', path: '/dbaas/clusters/{id}/extend-storage' },
      after: { refetch: 'both', recalculate_balance: true },
      // what the growth costs: the added GB of storage
      price: [{ group: PRICE_GROUPS.dbaas, name: RESOURCES.storage, amount: { minus: [{ path: 'payload.size' }, { path: 'item.storage_size' }] } }],
      dialog: {
        price: true,
        price_label: 'dbaas_cluster.price.extension',
        fields: [
          {
            name: 'size',
            kind: 'size',
            label: 'dbaas_cluster.field.storage_size',
            required: true,
            min: DBAAS.min_storage_gb,
            max: DBAAS.max_storage_size,
            step: DBAAS.min_storage_gb,
            default: { amount: { min: [{ sum: [{ path: 'item.storage_size' }, DBAAS.min_storage_gb] }, DBAAS.max_storage_size] } },
            must: { cmp: '>', to: { path: 'item.storage_size' }, message: 'dbaas_cluster.validation.storage_grows' },
          },
        ],
      },
      request: 'DbaasClusterExtendStorageRequest',
    },
    // The call is made on the address chosen in the dialog (payload address_id), with entity dbaas_cluster and the
    // cluster's id in the body.
    attach_floatingip: attachFreeFloatingip<DbaasCluster>({
      spec: '000 §4 DBaaS cluster actions: attach_floatingip; 001 §7 POST /addresses/{id}/attach (entity, id, bandwidth_max_mbps)',
      block: [
        ...healthy,
        // 000 §3 names the field external_ip, 001 §3 external_addresses: either one counts (stricter reading).
        // (address, 001 §3, is not read: it may be the internal address.)
        rule(
          any(present('item.external_ip'), count('item.external_addresses', '>=', 1)),
          'reason.dbaas_cluster.has_public_ip',
          "001 §4 DBaaS: 'Attach floating IP blocked when the cluster already has an external address'",
        ),
      ],
      call: { method: 'POST', path: '/addresses/{payload.address_id}/attach' },
      field: 'address_id',
      after: { refetch: 'details', recalculate_balance: true },
      payload: { entity: 'dbaas_cluster' },
    }),
    detach_floatingip: {
      scope: 'item',
      spec: '000 §3 Floating IP: attachable dbaas_cluster; 000 §4 Floating IP: detach only when ACTIVE; 001 §7 POST /addresses/{id}/detach',
      // The counterpart of attach (beyond the cluster's list of 000 §4): offered only while a floating IP is attached;
      // the cluster's own external address, ordered with it, is no floating IP and stays.
      hide: [rule(not(fact('has_floatingip')), 'reason.dbaas_cluster.no_floatingip', '000 §3 Floating IP: attachable entity kinds include dbaas_cluster (detach what was attached)')],
      block: [processing],
      // the cluster holds one external address (attach is blocked while it has one): the floating one is the first
      call: { method: 'POST', path: '/addresses/{payload.address_id}/detach' },
      after: { refetch: 'details', recalculate_balance: true },
      payload_from: { address_id: 'item.external_addresses.0.address_id' },
      baseline: { 'item.external_ip': { address: externalIp.address, ddos_protection: false }, 'item.external_addresses': [floatingIp] },
    },
    edit_configuration: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: edit_configuration; 001 §7 PUT /dbaas/clusters/{id}/configuration',
      block: healthy,
      call: { method: 'PUT', path: '/dbaas/clusters/{id}/configuration' },
      after: { refetch: 'details' },
      // one form engine for any datastore: the fields are what its configuration form lists, with the cluster's values
      dialog: { fields: [], fields_from: { form: '/dbaas/datastores/{item.datastore_id}/configuration/form', values: '/dbaas/clusters/{id}/configuration/all' } },
      request: 'DbaasConfigurationUpdateRequest',
    },
    reset_configuration: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: reset_configuration; 001 §7 POST /dbaas/clusters/{id}/configuration/reset (source)',
      // Not in the "in error or dead" list of 001 §4: reset stays possible in CONFIG_ERROR.
      block: [processing],
      call: { method: 'POST', path: '/dbaas/clusters/{id}/configuration/reset' },
      after: { refetch: 'details' },
      payload: { source: 'default' },
      request: 'DbaasConfigurationResetRequest',
    },
    backup_enable: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: backup_enable; 001 §7 POST /dbaas/clusters/{id}/backup/enable',
      // Backups are billed by consumption (000 §4 Cart): read as "paid ... and similar" of 001 §4 (stricter).
      paid: true,
      block: [
        ...healthy,
        // The spec gives no state rule for the pair; backup_enabled (000 §3) makes them a toggle (stricter reading).
        rule(is('item.backup_enabled', true), 'reason.dbaas_cluster.backup_already_enabled', '000 §3 DBaaS cluster: backup_enabled (backup_enable on an enabled cluster)'),
      ],
      call: { method: 'POST', path: '/dbaas/clusters/{id}/backup/enable' },
      after: { refetch: 'details', recalculate_balance: true },
    },
    backup_disable: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: backup_disable; 001 §7 POST /dbaas/clusters/{id}/backup/disable',
      block: [...healthy, rule(is('item.backup_enabled', false), 'reason.dbaas_cluster.backup_already_disabled', '000 §3 DBaaS cluster: backup_enabled (backup_disable on a cluster without backups)')],
      call: { method: 'POST', path: '/dbaas/clusters/{id}/backup/disable' },
      after: { refetch: 'details', recalculate_balance: true },
      baseline: { 'item.backup_enabled': true },
    },
    rename: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: rename; 001 §7 PATCH /dbaas/clusters/{id} (name)',
      block: [processing],
      call: { method: 'PATCH', path: '/dbaas/clusters/{id}' },
      after: { refetch: 'both' },
      dialog: { fields: [{ name: 'name', kind: 'name', label: 'console.action.field.name', required: true, default: { path: 'item.name' } }] },
      request: 'DbaasClusterUpdateRequest',
    },
    delete: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster actions: delete (long); 001 §7 DELETE /dbaas/clusters/{id}',
      awaiting_status: true,
      marks_deleting: true,
      block: [processing],
      call: { method: 'DELETE', path: '/dbaas/clusters/{id}' },
      after: { refetch: 'list', recalculate_balance: true },
    },
  },
})
