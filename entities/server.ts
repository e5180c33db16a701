// Server (000 §3 Server, 000 §4 Server statuses and Server actions, 001 §4 backup plan rules, 001 §8 reasons, 001 §9).
//
// 000 §4: "Blocked while processing, in error, in rescue, stopped by admin, or without an external IP."
// Which of these apply is decided per action below; the judgements are commented next to each action.
// Every mutating item action is also blocked while the server's backup plan is in one of the statuses
// 001 §4 names as blocking server actions.
//
// 001 §7 lists no server calls beyond the backup ones. The other calls below are inferred from the API's
// own pattern (/loadbalancers/{id}/start, /dbaas/clusters/{id}/resize, PATCH and DELETE on the item) and
// are marked "inferred"; calls made on another entity take its id from the dialog's payload ({payload.volume_id},
// {payload.floatingip_id}: the volume or floating IP the user picked).
import { BACKUPS, DEFAULT_LIST_ORDER, LICENSE, LIMIT_NAMES, ORDER_MINIMUMS, PRICE_GROUPS, RESOURCES, SERVER, SNAPSHOTS, TIMINGS } from '../contract/constants'
import { all, count, defineEntity, dimension, dimensionOf, fact, is, isIn, not, present, rule, status } from '../engine/define'
import { valueAt } from '../engine/evaluate'
import type { Condition, EvalContext } from '../engine/types'
import type { Server } from '../generated/types/index.js'
import {
  ADMIN_KEY_PROCESSING,
  ADMIN_KEY_STATUSES,
  BACKUP_PLAN_BLOCKING_STATUSES,
  EXTERNAL_ADDRESS,
  IN_RESCUE,
  INTERNAL_ADDRESS,
  lacksExternalAddress,
  RESCUE_MODES,
  SERVER_STATUS_SETS,
  SERVER_STATUSES,
} from './server.statuses'
import { attachFreeFloatingip, FREE_FLOATINGIPS, freeFloatingipsDimension } from './floatingip.attach'
import { LOCAL, NETWORK, ORDER_FIELDS } from './server.order'
import { ATTACH_PRICE_SLOT, volumeAttachPrice } from './attach.price'

/**
 * The item the config reads: the schema's Server, and the names of its image and flavor (the image column, the
 * flavor's price list entry), which the schema's image and flavor objects do not declare yet.
 */
export type ServerItem = Server & { image?: { name?: string }; flavor?: { name?: string } }

const BLOCKED = '000 §4 Server actions: blocked while processing, in error, in rescue, stopped by admin, or without an external IP'
const SNAPSHOT = '000 §4 Server actions: snapshot blocked at the maximum snapshots per server, without a guest agent, for a server with a local disk, when not running, or while in a processing state'
const BACKUP = '000 §4 Server actions: backup enable only for OS ubuntu 20, ubuntu 22, debian 11, debian 12, windows 2016, 2019, 2022; also needs the QEMU agent and is blocked if already enabled'

const processing: Condition<ServerItem> = rule(status.inSet('processing'), 'reason.processing', BLOCKED)
const inError: Condition<ServerItem> = rule(status.inSet('error'), 'reason.server.in_error', BLOCKED)
const stoppedByAdmin: Condition<ServerItem> = rule(status.inSet('stopped_by_admin'), 'reason.server_stopped_by_admin', BLOCKED)
// Judgement: an action needs a usable server (000 §4: usable ACTIVE and STOPPED); of the statuses the rules
// above do not cover, that leaves out UNKNOWN and DELETED.
const unavailable: Condition<ServerItem> = rule(status.inSet('unavailable'), 'reason.server.not_usable', '000 §4 Server statuses: usable ACTIVE and STOPPED')
const inRescue: Condition<ServerItem> = rule(isIn('item.rescue_mode', IN_RESCUE), 'reason.server_in_rescue', BLOCKED)
const noExternalIp: Condition<ServerItem> = rule(fact('no_external_ip'), 'reason.server.no_external_ip', BLOCKED)
const backupPlanBusy: Condition<ServerItem> = rule(
  isIn('related.backup_plan.status', BACKUP_PLAN_BLOCKING_STATUSES),
  'reason.server.backup_plan_processing',
  '001 §4 Backup plan rules: blocking statuses for server actions: ACTIVATING, INSTALLING_AGENT, APPLYING_SETTINGS',
)
/** processing, error, stopped by admin, not usable: what the server's status alone blocks */
const byStatus: Condition<ServerItem>[] = [processing, inError, stoppedByAdmin, unavailable]
/** the status rules, rescue and a busy backup plan: what blocks nearly every server action */
const usual: Condition<ServerItem>[] = [...byStatus, inRescue, backupPlanBusy]
/** "running" is ACTIVE: the status RUNNING is one of the processing statuses (000 §4) */
const notRunning = (spec: string): Condition<ServerItem> => rule(all(present('item.status'), not(status.is('ACTIVE'))), 'reason.server.not_running', spec)
const backupsMaintenance: Condition<ServerItem> = rule(
  is('project.backups_maintenance_mode', true),
  'reason.backups_maintenance',
  '000 §3 Project: backups_maintenance_mode; 001 §8: backup service in maintenance',
)
// Only an ACTIVE rescue can be left or given a password; INITIALIZATION and RESUMPTION show RESCUE_PROCESSING (processing).
const notInRescue: Condition<ServerItem> = rule(
  all(present('item.rescue_mode'), not(is('item.rescue_mode', 'ACTIVE'))),
  'reason.server.not_in_rescue',
  '000 §4: rescue mode values NO, INITIALIZATION, ACTIVE, RESUMPTION; until rescue is ACTIVE the status shows RESCUE_PROCESSING',
)
const noGuestAgent = (spec: string): Condition<ServerItem> => rule(is('item.guest_agent', false), 'reason.server.no_guest_agent', spec)
const adminKeyProcessing: Condition<ServerItem> = rule(
  isIn('item.admin_key_status', ADMIN_KEY_PROCESSING),
  'reason.server.admin_key_processing',
  '000 §4: admin key status THERE, NO, ADDING_KEY, DELETING_KEY',
)

/** "ubuntu 22" from distribution "Ubuntu" and version "22.04": the form of SERVER.backup_supported_os */
function osKey(context: EvalContext): string | undefined {
  const distribution = valueAt(context, 'item.image.operation_system.distribution')
  const version = valueAt(context, 'item.image.operation_system.version')
  if (typeof distribution !== 'string' || (typeof version !== 'string' && typeof version !== 'number')) return undefined
  const name = distribution.trim().split(/\s+/)[0]?.toLowerCase()
  const major = String(version).match(/\d+/)?.[0]
  return name && major ? `${name} ${major}` : undefined
}

/** 000 §4 Support key: "allowed only if the user agrees": a checkbox the dialog's OK waits for, sent as agree */
const agreement = (label: string) => ({ name: 'agree', kind: 'checkbox' as const, label, required: true, default: false })

const id = 'server-1'
const os = (distribution: string, version: string, os_family: string) => ({
  label: `${distribution} ${version}`,
  set: { 'item.image.operation_system': { distribution, version, os_family } },
})

export const server = defineEntity<ServerItem>()({
  kind: 'server',
  spec: '000 §3 Server; 000 §4 Server statuses, Server actions',
  scope: 'project',
  service: 'servers',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'server',
  icon: 'server',
  routes: {
    page: { name: 'server_details_overview', path: '/lk/project/servers/$id/overview' },
    list: { name: 'servers_all', path: '/lk/project/servers/all' },
    servers: { name: 'servers', path: '/lk/project/servers' },
    active: { name: 'servers_active', path: '/lk/project/servers/active' },
    stopped: { name: 'servers_stopped', path: '/lk/project/servers/stopped' },
    // The spec names no query for servers/new; volume launch_server (000 §4 Volume) opens it with its volume.
    create: { name: 'servers_new', path: '/lk/project/servers/new', query: ['volume_id'] },
    details: { name: 'server_details', path: '/lk/project/servers/$id' },
    access: { name: 'server_details_access', path: '/lk/project/servers/$id/access' },
    network: { name: 'server_details_network', path: '/lk/project/servers/$id/network' },
    snapshots: { name: 'server_details_snapshots', path: '/lk/project/servers/$id/snapshots' },
    volumes: { name: 'server_details_volumes', path: '/lk/project/servers/$id/volumes' },
    rescue: { name: 'server_details_rescue', path: '/lk/project/servers/$id/rescue' },
    licenses: { name: 'server_details_licenses', path: '/lk/project/servers/$id/licenses' },
    backups: { name: 'server_details_backups', path: '/lk/project/servers/$id/backups' },
    staticip: { name: 'server_staticip', path: '/lk/project/servers/$id/staticip' },
    console: { name: 'server_console', path: '/lk/project/servers/$id/console' },
  },
  statuses: { values: SERVER_STATUSES, sets: SERVER_STATUS_SETS },
  facts: {
    no_external_ip: {
      reads: ['item.addresses'],
      compute: (context) => lacksExternalAddress(valueAt(context, 'item.addresses')),
      spec: '000 §4 Server actions: blocked ... without an external IP (an address with external true)',
    },
    addresses_at_max: {
      reads: ['item.addresses', 'project.params.max_addresses_per_server'],
      compute: (context) => {
        const addresses = valueAt(context, 'item.addresses')
        const param = valueAt(context, 'project.params.max_addresses_per_server')
        return Array.isArray(addresses) && addresses.length >= (typeof param === 'number' ? param : SERVER.max_addresses)
      },
      spec: '000 §4 Server actions: attaching an address blocked at max_addresses_per_server (64)',
    },
    local_disk: {
      reads: ['item.disk_data.storage_type', 'item.volumes'],
      compute: (context) => {
        const volumes = valueAt(context, 'item.volumes')
        const localVolume = Array.isArray(volumes) && volumes.some((v) => typeof v === 'object' && v !== null && (v as { storage_type?: unknown }).storage_type === 'local')
        return valueAt(context, 'item.disk_data.storage_type') === 'local' || localVolume
      },
      spec: '000 §4 Server actions: snapshot blocked for a server with a local disk (disk_data or a volume with storage_type local)',
    },
    backup_os_unsupported: {
      reads: ['item.image.operation_system.distribution', 'item.image.operation_system.version'],
      compute: (context) => {
        const key = osKey(context)
        return key !== undefined && !(SERVER.backup_supported_os as readonly string[]).includes(key)
      },
      spec: BACKUP,
    },
  },
  inputs: [
    dimension('status', 'item.status', SERVER_STATUSES),
    dimension('rescue mode', 'item.rescue_mode', RESCUE_MODES),
    dimensionOf('addresses', [
      { label: 'one external', set: { 'item.addresses': [EXTERNAL_ADDRESS] } },
      { label: 'internal only', set: { 'item.addresses': [INTERNAL_ADDRESS] } },
      {
        label: `${SERVER.max_addresses} addresses`,
        set: { 'item.addresses': [EXTERNAL_ADDRESS, ...Array.from({ length: SERVER.max_addresses - 1 }, (_, i) => ({ ...INTERNAL_ADDRESS, address_id: `address-${i + 2}` }))] },
      },
    ]),
    dimension('max addresses per server', 'project.params.max_addresses_per_server', [SERVER.max_addresses, 1]),
    dimension('guest agent', 'item.guest_agent', [true, false]),
    dimensionOf('disks', [
      { label: 'network volume', set: { 'item.disk_data': { storage_type: 'volume', size: 20 }, 'item.volumes': [{ storage_type: 'volume', bootable: true, size: 20 }] } },
      { label: 'local disk', set: { 'item.disk_data': { storage_type: 'local', size: 20 }, 'item.volumes': [{ storage_type: 'local', bootable: true, size: 20 }] } },
    ]),
    dimension('snapshots', 'item.snapshots', [[], [{ id: 'snapshot-1' }], Array.from({ length: SNAPSHOTS.max_per_server }, (_, i) => ({ id: `snapshot-${i + 1}` }))]),
    dimensionOf('operating system', [os('ubuntu', '22.04', 'linux'), os('debian', '12', 'linux'), os('windows', '2019', 'windows'), os('centos', '7', 'linux'), os('windows', '2012', 'windows')]),
    dimension('backup plans', 'item.backup_plans', [[], [{ id: 'plan-1' }]]),
    dimensionOf('backup plan status', [
      { label: 'no plan', set: { 'related.backup_plan': null } },
      ...['ACTIVE', ...BACKUP_PLAN_BLOCKING_STATUSES].map((s) => ({ label: s, set: { 'related.backup_plan': { id: 'plan-1', server_id: id, status: s } } })),
    ]),
    dimension('admin key status', 'item.admin_key_status', ADMIN_KEY_STATUSES),
    freeFloatingipsDimension(),
    dimension('backups maintenance mode', 'project.backups_maintenance_mode', [false, true]),
    dimension('backup service', 'project.backups_service.state', ['ACTIVE', 'INACTIVE', 'ACTIVATING', 'maintenance']),
  ],
  limits: [LIMIT_NAMES.servers, LIMIT_NAMES.addresses, LIMIT_NAMES.volumes, LIMIT_NAMES.disk_space],
  resources: [RESOURCES.cpu, RESOURCES.dedicated_cpu, RESOURCES.ram, RESOURCES.disk, RESOURCES.volume, RESOURCES.ipv4, RESOURCES.bandwidth_base, RESOURCES.ddos_protection],
  relations: {
    snapshots: { kind: 'snapshot', cardinality: 'one-to-many', reverse: 'server', data: 'snapshots' },
    volumes: { kind: 'volume', cardinality: 'one-to-many', reverse: 'server', data: 'volumes' },
    licenses: { kind: 'server_license', cardinality: 'one-to-many', reverse: 'server', data: 'licenses' },
    // related.backup_plan is the server's plan (backup_plan.server_id); 000 §4 offers a server for backup only without one.
    backup_plan: { kind: 'backup_plan', cardinality: 'one-to-many', reverse: 'server', data: 'backup_plans' },
    // issue 11 item 6 (a delete's dependents): the addresses on it and the balancer rules sending traffic to it
    floatingips: { kind: 'floatingip', cardinality: 'one-to-many', reverse: 'server', data: 'addresses' },
    loadbalancer_rules: { kind: 'loadbalancer_rule', cardinality: 'one-to-many', reverse: 'server', id: 'server_id' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §2 all, active, stopped: ACTIVE and STOPPED are server statuses (000 §4), and a server has no other
    // field saying running or stopped, so these filter by status; a server mid-operation (REBOOTING, STARTING)
    // shows under all only, as the spec's names read
    filters: {
      all: {},
      active: { status__in: ['ACTIVE'] },
      stopped: { status__in: ['STOPPED'] },
    },
    // 000 §3 Server: name, status, flavor (vcpus, ram), image, addresses
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'flavor.vcpus', label: 'column.vcpus', format: 'text' },
      { field: 'flavor.ram', label: 'column.ram', format: 'size_gb' },
      { field: 'image.name', label: 'column.image', format: 'text' },
      { field: 'addresses', label: 'column.addresses', format: 'text' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 000 §2 servers/{id} tabs: overview (default), access, network, snapshots, volumes, rescue, licenses, backups
  detail: {
    tabs: [
      // the fields of 000 §3 Server: flavor, image, addresses, status and rescue mode
      {
        name: 'overview',
        label: 'server.tab.overview',
        route: 'server_details_overview',
        fields: [
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'flavor', label: 'column.flavor', widget: 'flavor' },
          { field: 'image', label: 'column.image', widget: 'image' },
          { field: 'addresses', label: 'column.addresses', widget: 'address_list' },
          { field: 'internal_addresses', label: 'column.internal_addresses', widget: 'address_list' },
          { field: 'rescue_mode', label: 'column.rescue_mode', format: 'text' },
          { field: 'created_in', label: 'column.created_in', format: 'date' },
        ],
      },
      // password and keys: the support key's state (its actions are the item's), the keypairs and the recipe the
      // server was ordered with (000 §3 Server: keypairs, recipe.name)
      {
        name: 'access',
        label: 'server.tab.access',
        route: 'server_details_access',
        fields: [
          { field: 'admin_key_status', label: 'column.admin_key_status', format: 'text' },
          { field: 'keypairs', label: 'column.keypairs', format: 'text' },
          { field: 'recipe.name', label: 'column.recipe', format: 'text' },
        ],
      },
      // fixed and floating addresses (PTR, bandwidth, DDoS protection shown per address) and internal ones
      {
        name: 'network',
        label: 'server.tab.network',
        route: 'server_details_network',
        fields: [
          { field: 'addresses', label: 'column.addresses', widget: 'address_list' },
          { field: 'internal_addresses', label: 'column.internal_addresses', widget: 'address_list' },
        ],
      },
      { name: 'snapshots', label: 'server.tab.snapshots', route: 'server_details_snapshots', related: 'snapshots' },
      { name: 'volumes', label: 'server.tab.volumes', route: 'server_details_volumes', related: 'volumes' },
      // 000 §4: rescue mode NO, INITIALIZATION, ACTIVE, RESUMPTION; entering and leaving are the item's actions
      {
        name: 'rescue',
        label: 'server.tab.rescue',
        route: 'server_details_rescue',
        fields: [
          { field: 'rescue_mode', label: 'column.rescue_mode', format: 'text' },
          { field: 'status', label: 'column.status', format: 'status' },
        ],
      },
      // the server's licences with add, change and delete (000 §4 Server license); the list is the project's licences
      // with server_id this server's (product decision: 001 §7 lists no licence calls)
      { name: 'licenses', label: 'server.tab.licenses', route: 'server_details_licenses', related: 'licenses' },
      // 000 §2 servers/{id}/backups: the server's plan (001 §7 GET /projects/{id}/backup/plans, by server) with its actions
      { name: 'backups', label: 'server.tab.backups', route: 'server_details_backups', related: 'backup_plan' },
    ],
  },
  // 000 §4: attaching a floating IP with none free redirects to the list (attach_floatingip's redirect)
  counts: FREE_FLOATINGIPS,
  // 001 §7 GET /projects/{id}/servers, GET /servers/{id}
  sources: [{ list: '/projects/{project_id}/servers', detail: '/servers/{id}' }],
  // 001 §7 POST /servers/{id}/backup/ready-check (response linux_headers), run before backups are enabled: without the
  // Linux headers the agent's install fails (001 §4 Backup plan alerts: missing Linux headers), so the console stops
  preparations: {
    backup_ready_check: { path: '/servers/{id}/backup/ready-check', method: 'POST', refuse: { field: 'linux_headers', equals: false, reason: 'reason.backup_plan.no_linux_headers' } },
  },
  pages: {
    // the bare servers/{id} goes to the default tab, the bare servers to the list (000 §2)
    details: ['page', 'access', 'network', 'snapshots', 'volumes', 'rescue', 'licenses', 'backups'],
    // servers/{id}/staticip: the server's fixed addresses, which its network tab shows (judgement: 000 §2 names
    // the route only)
    redirects: { servers: 'list', details: 'page', staticip: 'network' },
    // 000 §2 servers/{id}/console: a terminal connected to the server's console socket
    widgets: { console: { widget: 'terminal', socket: '/servers/{id}/console' } },
    menu: { group: 'compute', order: 10, icon: 'cpu' },
    dashboard: [{ label: 'server.plural' }],
    first_step: { order: 3, label: 'console.first_hour.server', route: 'create' },
    // 000 §2 servers/new: the create action's form as a page
    orders: { create: 'create' },
  },
  // `offered: false`: the action's rules are the spec's, but its dialog, page or the emulator's call is not built
  // yet (issue "Servers complete"), so the console does not offer it.
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 Server actions: create; 000 §5 order limit checks: servers used+1, volumes used+new count, disk-space used+size, addresses used+1',
      paid: true,
      creates_resource: true,
      verify: {
        // 000 §5: service start needs 24 hours of current plus new hourly cost (a new server starts a service).
        money: { rule: 'service_start' },
        limits: [
          { name: LIMIT_NAMES.servers, amount: ORDER_MINIMUMS[LIMIT_NAMES.servers] },
          // the order's network volumes: how many, and their total size (a local disk is neither)
          { name: LIMIT_NAMES.volumes, amount: { field: 'volumes', where: NETWORK, minimum: ORDER_MINIMUMS[LIMIT_NAMES.volumes] } },
          { name: LIMIT_NAMES.disk_space, amount: { field: 'volumes', of: 'size', where: NETWORK, minimum: ORDER_MINIMUMS[LIMIT_NAMES.disk_space] } },
          // 000 §5 gives addresses 0 "(1 in some flows)", 001 §5 gives 1: the stricter 1 (ORDER_MINIMUMS).
          { name: LIMIT_NAMES.addresses, amount: ORDER_MINIMUMS[LIMIT_NAMES.addresses] },
        ],
      },
      call: { method: 'POST', path: '/projects/{project_id}/servers' }, // inferred
      // the new server shows in the list, BUILDING then ACTIVE, by the websocket
      after: { refetch: 'list', recalculate_balance: true, navigate: 'servers_all' },
      // what the order costs per hour and month (000 §3 Project prices): the flavor, the network volumes' GB,
      // the local disk's GB, the external address and its DDoS protection
      price: [
        { group: PRICE_GROUPS.server, name: { path: 'payload.flavor' }, amount: 1 },
        { group: PRICE_GROUPS.volume, name: LIMIT_NAMES.disk_space, amount: { total: 'payload.volumes', of: 'size', where: NETWORK } },
        { group: PRICE_GROUPS.server, name: RESOURCES.disk, amount: { total: 'payload.volumes', of: 'size', where: LOCAL } },
        { group: PRICE_GROUPS.address, name: RESOURCES.ipv4, amount: 1, when: present('payload.floatingip') },
        { group: PRICE_GROUPS.address, name: RESOURCES.ddos_protection, amount: 1, when: is('payload.floatingip.ddos_protection', true) },
      ],
      // the order page (servers/new, pages.orders): the cart's server order options (000 §3 Cart) plus access
      // and an external address; one form model, ServerOrder (entities/server.order.ts)
      dialog: { price: true, fields: ORDER_FIELDS },
      request: 'ServerCreateRequest',
    },
    start: {
      scope: 'item',
      spec: '000 §4 Server actions: start',
      paid: true,
      awaiting_status: true,
      // Not blocked by "without an external IP": starting needs no access from outside.
      block: [...usual, rule(all(present('item.status'), not(status.is('STOPPED'))), 'reason.server.not_stopped', '000 §4: usable ACTIVE and STOPPED; only a stopped server starts')],
      verify: { money: { rule: 'service_start' } },
      // what a started server is charged again (the emulator's consumption of a running server): its flavor, its
      // local disk's GB and its licences; network volumes and addresses are charged while it is stopped too
      price: [
        { group: PRICE_GROUPS.server, name: { path: 'item.flavor.name' }, amount: 1 },
        { group: PRICE_GROUPS.server, name: RESOURCES.disk, amount: { total: 'item.volumes', of: 'size', where: LOCAL }, when: fact('local_disk') },
        ...LICENSE.addons.map((addon) => ({
          group: LICENSE.price_group,
          name: addon,
          amount: { total: 'item.licenses' as const, of: 'value', where: { addon } },
          when: count<ServerItem>('item.licenses', '>', 0),
        })),
      ],
      call: { method: 'POST', path: '/servers/{id}/start' }, // inferred
      after: { refetch: 'both', recalculate_balance: true },
      // a confirmation with no fields that shows what starting costs and how long the balance then lasts (issue
      // "Money" item 8: every paid dialog shows the change of the daily cost and of the days left before OK)
      dialog: { price: true, fields: [] },
      request: 'ServerActionRequest',
      baseline: { 'item.status': 'STOPPED' },
    },
    stop: {
      scope: 'item',
      spec: '000 §4 Server actions: stop',
      awaiting_status: true,
      block: [...usual, notRunning('000 §4: usable ACTIVE and STOPPED; only a running server stops')],
      call: { method: 'POST', path: '/servers/{id}/stop' }, // inferred
      after: { refetch: 'both', recalculate_balance: true },
      // no dialog: a confirmation
      request: 'ServerActionRequest',
    },
    reboot: {
      scope: 'item',
      spec: '000 §4 Server actions: reboot (HARD)',
      awaiting_status: true,
      // In rescue: blocked like the other actions; rescue is entered and left by rescue_enable/rescue_disable
      // (which reboot), not by the reboot action (stricter reading of "blocked ... in rescue").
      block: [...usual, notRunning('001 §8 disabled-action reasons: server only when running')],
      call: { method: 'POST', path: '/servers/{id}/reboot' }, // inferred; body type HARD
      after: { refetch: 'both' },
      // no dialog: a confirmation
      payload: { type: 'HARD' },
      request: 'ServerRebootRequest',
    },
    change_password: {
      scope: 'item',
      spec: '000 §4 Server actions: change_password; 000 §5 password rules',
      block: [...usual],
      call: { method: 'POST', path: '/servers/{id}/password' }, // inferred
      after: { refetch: 'none' },
      dialog: { fields: [{ name: 'password', kind: 'password', label: 'console.action.field.password', required: true }] },
      request: 'ServerPasswordRequest',
    },
    console: {
      scope: 'item',
      spec: '000 §4 Server actions: console; 000 §2 servers/{id}/console',
      mutating: false,
      // Judgement: the console is how a user works on a server in rescue, so rescue does not block it, and it
      // needs no external IP; processing, error and stopped by admin do, and so does a stopped server: there is
      // no running system to show (the emulator's console refuses anything but ACTIVE).
      block: [...byStatus, notRunning('001 §8 disabled-action reasons: server only when running')],
      entrance: { route: 'server_console', params: { id: 'item.id' } },
    },
    attach_volume: {
      scope: 'item',
      spec: '000 §4 Server actions: attach_volume; 001 §7 POST /volumes/{id}/attach (server_id)',
      // 001 §4 lists attach among the paid actions ("create, start, resize, attach and similar").
      paid: true,
      block: [...usual],
      call: { method: 'POST', path: '/volumes/{payload.volume_id}/attach' },
      after: { refetch: 'both' },
      price: volumeAttachPrice<ServerItem>(),
      // a free network volume of the project (AVAILABLE: unattached); the server is this one
      dialog: {
        ...ATTACH_PRICE_SLOT,
        fields: [
          { name: 'volume_id', kind: 'entity_picker', label: 'console.action.field.volume', required: true, picker: { kind: 'volume', filter: { status__in: 'AVAILABLE', storage_type: 'volume' } } },
        ],
      },
      payload_from: { server_id: 'item.id' },
      request: 'VolumeAttachRequest',
    },
    // Not blocked by "without an external IP": attaching one is how a server gets it.
    attach_floatingip: attachFreeFloatingip<ServerItem>({
      spec: '000 §4 Server actions: attach_floatingip; 001 §7 POST /floatingips/{id}/attach/server',
      block: [...usual, rule(fact('addresses_at_max'), 'reason.server.addresses_limit', '000 §4 Server actions: attaching an address blocked at max_addresses_per_server (64)')],
      call: { method: 'POST', path: '/floatingips/{payload.floatingip_id}/attach/server' },
      field: 'floatingip_id',
      after: { refetch: 'both' },
    }),
    resize: {
      scope: 'item',
      spec: '000 §4 Server actions: resize (vcpus, ram; only when running or stopped)',
      paid: true,
      awaiting_status: true,
      // "Only when running or stopped" (ACTIVE, STOPPED) is what the usual blocks leave: every other status is
      // processing, in error, stopped by admin or unavailable.
      block: [...usual],
      verify: { money: { rule: 'balance' } },
      call: { method: 'POST', path: '/servers/{id}/resize' }, // inferred
      after: { refetch: 'both', recalculate_balance: true },
      // the price of the change, shown before OK and checked against the balance: the flavor of the chosen vCPU and
      // RAM (of the server's CPU type, among the project's flavors) less the current one
      price: [
        {
          group: PRICE_GROUPS.server,
          name: { find: 'project.flavors', where: { vcpus: 'payload.vcpus', ram: 'payload.ram', cpu_type: 'item.flavor.cpu_type' }, field: 'name' },
          amount: 1,
        },
        { group: PRICE_GROUPS.server, name: { path: 'item.flavor.name' }, amount: 1, credit: true },
      ],
      // 000 §5: CPU and RAM are linked by allowed ranges: the API answers 400 on ram when the pair is no flavor
      dialog: {
        price: true,
        price_label: 'server.price.resize',
        fields: [
          { name: 'vcpus', kind: 'number', label: 'console.action.field.vcpus', required: true, min: SERVER.vcpus.min, max: SERVER.vcpus.max, step: 1, default: { path: 'item.flavor.vcpus' } },
          { name: 'ram', kind: 'number', label: 'console.action.field.ram', required: true, min: SERVER.ram.min, max: SERVER.ram.max, step: 1, default: { path: 'item.flavor.ram' } },
        ],
      },
      request: 'ServerResizeRequest',
    },
    create_snapshot: {
      scope: 'item',
      spec: '000 §4 Server actions: create_snapshot',
      // Snapshots are free (001 §9) and not among the creations 001 §4 blocks for an unverified account.
      block: [
        ...usual,
        notRunning(SNAPSHOT),
        // 001 §9 also calls the maximum a project setting; no such param is in the contract, so the constant.
        rule(count('item.snapshots', '>=', SNAPSHOTS.max_per_server), 'reason.server.snapshots_limit', SNAPSHOT),
        noGuestAgent(SNAPSHOT),
        rule(fact('local_disk'), 'reason.server.local_disk', SNAPSHOT),
      ],
      call: { method: 'POST', path: '/servers/{id}/snapshots' }, // inferred
      after: { refetch: 'both' },
      // 001 §9: snapshots are free: the dialog says so, and that the daily cost stays (issue "Money" item 8)
      price: [{ group: PRICE_GROUPS.snapshot, name: RESOURCES.snapshot, amount: 1 }],
      dialog: { price: true, fields: [{ name: 'name', kind: 'name', label: 'console.action.field.snapshot_name', required: true }] },
      request: 'SnapshotCreateRequest',
    },
    rescue_enable: {
      scope: 'item',
      spec: '000 §4 Server actions: rescue_enable; rescue is entered via reboot',
      awaiting_status: true,
      // Judgement: the rescue system is reached over SSH at the server's external IP, so it needs one.
      block: [...usual, noExternalIp],
      call: { method: 'POST', path: '/servers/{id}/rescue/enable' }, // inferred
      after: { refetch: 'both' },
      // no dialog: a confirmation that says the server reboots
      request: 'ServerActionRequest',
    },
    rescue_disable: {
      scope: 'item',
      spec: '000 §4 Server actions: rescue_disable; rescue is left via reboot',
      awaiting_status: true,
      // Not blocked without an external IP: leaving rescue must stay possible.
      block: [...byStatus, backupPlanBusy, notInRescue],
      call: { method: 'POST', path: '/servers/{id}/rescue/disable' }, // inferred
      after: { refetch: 'both' },
      request: 'ServerActionRequest',
      baseline: { 'item.rescue_mode': 'ACTIVE' },
    },
    rescue_password: {
      scope: 'item',
      spec: '000 §4 Server actions: rescue_password',
      // The rescue password is for SSH into the rescue system at the external IP (judgement, as rescue_enable).
      block: [...byStatus, backupPlanBusy, notInRescue, noExternalIp],
      call: { method: 'POST', path: '/servers/{id}/rescue/password' }, // inferred
      after: { refetch: 'none' },
      dialog: { fields: [{ name: 'password', kind: 'password', label: 'console.action.field.rescue_password', required: true }] },
      request: 'ServerPasswordRequest',
      baseline: { 'item.rescue_mode': 'ACTIVE' },
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Server actions: delete (can keep the bootable volume or clear the filesystem table)',
      awaiting_status: true,
      marks_deleting: true,
      // Not blocked in error: 001 §8 tells the user of a server in error to delete and reorder it.
      block: [processing, stoppedByAdmin, unavailable, inRescue, backupPlanBusy],
      redirects: [
        {
          when: count('item.snapshots', '>=', 1),
          name: 'delete_with_snapshot',
          route: 'server_details_snapshots',
          params: { id: 'item.id' },
          spec: '000 §4 Server actions: deleting a server with snapshots redirects to its snapshots tab (001 §8: cannot delete server while a snapshot exists)',
        },
      ],
      // beyond the spec (issue 11 item 6): its volumes, addresses, the balancer rules naming it and its backup plan
      dependents: ['volumes', 'floatingips', 'loadbalancer_rules', 'backup_plan'],
      call: { method: 'DELETE', path: '/servers/{id}' }, // inferred; body keep bootable volume, clear_fstab
      after: { refetch: 'list', recalculate_balance: true },
      // typing the server's name confirms the deletion (as a disk's, 000 §5); the name is not sent
      dialog: {
        fields: [
          { name: 'keep_bootable_volume', kind: 'checkbox', label: 'console.action.field.keep_bootable_volume', default: false },
          { name: 'clear_fstab', kind: 'checkbox', label: 'console.action.field.clear_fstab', hint: 'console.action.field.clear_fstab_hint', default: false },
          { name: 'confirm_name', kind: 'confirm_name', label: 'console.action.field.confirm_name', required: true },
        ],
      },
      request: 'ServerDeleteRequest',
    },
    rename: {
      scope: 'item',
      spec: '000 §4 Server actions: rename',
      block: [...usual],
      call: { method: 'PATCH', path: '/servers/{id}' }, // inferred
      after: { refetch: 'both' },
      dialog: { fields: [{ name: 'name', kind: 'name', label: 'console.action.field.name', required: true, default: { path: 'item.name' } }] },
      request: 'ServerUpdateRequest',
    },
    edit_backups: {
      scope: 'item',
      spec: "000 §4 Server actions: edit_backups (the server's backup plan, on its backups tab)",
      // Judgement: there is something to edit only when the server has a plan (the counterpart of backup_enable).
      block: [
        ...usual,
        backupsMaintenance,
        rule(
          all(present('item.backup_plans'), count('item.backup_plans', '<', 1)),
          'reason.server.backup_not_enabled',
          '000 §4: backup_enable is blocked if already enabled; editing needs an enabled backup',
        ),
      ],
      entrance: { route: 'server_details_backups', params: { id: 'item.id' } },
      baseline: { 'item.backup_plans': [{ id: 'plan-1' }], 'related.backup_plan': { id: 'plan-1', server_id: id, status: 'ACTIVE' } },
    },
    backup_enable: {
      scope: 'item',
      spec: '000 §4 Server actions: backup_enable; 001 §7 POST /servers/{id}/backup/ready-check, POST /servers/{id}/backup-enable',
      // Backups are a billed service (001 §9 consumption-billed), so a paid action.
      paid: true,
      block: [
        ...usual,
        // 000 §4: "servers are hidden from the backup choice unless active, with external IP and no plan":
        // read as a condition of enabling a backup too (stricter).
        notRunning('000 §4: servers are hidden from the backup choice unless active, with external IP and no plan'),
        noExternalIp,
        backupsMaintenance,
        rule(count('item.backup_plans', '>=', 1), 'reason.server.backup_already_enabled', BACKUP),
        rule(fact('backup_os_unsupported'), 'reason.server.backup_os_unsupported', BACKUP),
        noGuestAgent(BACKUP),
        // 000 §4 Project: plans are made once the project's backup service is activated
        rule(
          all(present('project.backups_service.state'), not(is('project.backups_service.state', 'ACTIVE'))),
          'reason.server.backup_service_not_active',
          '000 §4 Project: backup service states STOPPED, BLOCKED, ERROR, INACTIVE, ACTIVATING, maintenance',
        ),
      ],
      prepare: ['backup_ready_check'],
      verify: { money: { rule: 'balance' } },
      call: { method: 'POST', path: '/servers/{id}/backup-enable' },
      after: { refetch: 'both', recalculate_balance: true },
      // 001 §9: the one schedule the API offers (GET /projects/{id}/backup/predefined-settings)
      dialog: {
        fields: [
          {
            name: 'predefined_settings_id',
            kind: 'select',
            label: 'server.field.predefined_settings',
            hint: 'server.hint.backup_enable',
            required: true,
            default: BACKUPS.predefined_settings.daily,
            options: [{ value: BACKUPS.predefined_settings.daily, label: 'backup_plan.settings.daily' }],
          },
        ],
      },
      request: 'BackupEnableRequest',
    },
    admin_key_enable: {
      scope: 'item',
      spec: '000 §4 Server actions: admin_key_enable; Support key: adding a key on a server, allowed only if the user agrees',
      // Only the user can agree to support access, so not from a support session (judgement). Support reaches
      // the server over SSH at its external IP (001 §6), so it needs one.
      blocked_in_support_session: true,
      block: [...usual, noExternalIp, adminKeyProcessing, rule(is('item.admin_key_status', 'THERE'), 'reason.server.admin_key_present', '000 §4: admin key status THERE')],
      call: { method: 'POST', path: '/servers/{id}/admin-key' }, // inferred
      after: { refetch: 'details' },
      dialog: { fields: [agreement('console.action.field.admin_key_enable_agree')] },
      request: 'ServerAdminKeyRequest',
    },
    admin_key_disable: {
      scope: 'item',
      spec: '000 §4 Server actions: admin_key_disable; Support key: deleting a key on a server, allowed only if the user agrees',
      // Removing support access needs no external IP.
      block: [...usual, adminKeyProcessing, rule(is('item.admin_key_status', 'NO'), 'reason.server.admin_key_absent', '000 §4: admin key status NO')],
      call: { method: 'DELETE', path: '/servers/{id}/admin-key' }, // inferred
      after: { refetch: 'details' },
      dialog: { fields: [agreement('console.action.field.admin_key_disable_agree')] },
      request: 'ServerAdminKeyRequest',
      baseline: { 'item.admin_key_status': 'THERE' },
    },
    update_os_core: {
      scope: 'item',
      spec: '000 §4 Server actions: request to update OS core (creates a ticket)',
      // Until tickets exist the API records the request (the issue "Servers complete"); it becomes a ticket then.
      // Blocked like the other server actions, and in a project stopped for abuse, admin or manual alarm
      // (stricter: support would act on the server).
      block: [...usual],
      call: { method: 'POST', path: '/servers/{id}/os-core-update' }, // inferred
      after: { refetch: 'details' },
      request: 'ServerActionRequest',
    },
  },
})
