// Floating IP (000 §3 Floating IP, 000 §4 Floating IP, 001 §4 Floating IP rules, 001 §5, 001 §7 Floating IPs).
// The entity an address is attached to (item.attached_to {entity, id}) is related.<its kind>: the relation of that
// kind below, which the pages load (related.server for a server).
import { DEFAULT_LIST_ORDER, FLOATING_IP, LIMIT_NAMES, ORDER_MINIMUMS, PRICE_GROUPS, RESOURCES, TIMINGS } from '../contract/constants'
import { all, any, defineEntity, dimension, dimensionOf, inSet, is, not, present, rule, status } from '../engine/define'
import type { ActionConfig, Condition } from '../engine/types'
import type { Floatingip } from '../generated/types/index.js'
import { addressAttachPrice, ATTACH_PRICE_SLOT } from './attach.price'
import { IPV4 } from './dns_record.fields'
import { SERVER_STATUSES, WINDOWS_OS_FAMILY } from './server.statuses'

/** 000 §3, 001 §4: the entity kinds a floating IP attaches to */
export const FLOATINGIP_ATTACHABLE_KINDS = ['server', 'loadbalancer', 'dbaas_cluster', 'vrouter'] as const

const STATUSES = ['ACTIVE', 'DOWN', 'AWAITING', 'DELETING', 'PROCESSING', 'RESERVING', 'PROCESS', 'ERROR'] as const
const BLOCKED = '001 §4 Floating IP rules: all actions blocked while processing, in error, or attached to a blocked server'

const everyAction: Condition<Floatingip>[] = [
  rule(status.inSet('processing'), 'reason.processing', BLOCKED),
  rule(status.inSet('error'), 'reason.floatingip.in_error', BLOCKED),
  // A blocked server is one stopped by admin (000 §4: BLOCKED).
  rule(all(is('item.attached_to.entity', 'server'), inSet('related.server.status', 'stopped_by_admin', 'server')), 'reason.server_stopped_by_admin', BLOCKED),
]
// 000 §3 Floating IP type VROUTER: a router's external gateway address. It comes and goes with its router
// (product decision: the emulator refuses to detach or delete it on its own), so those actions are hidden on it.
const GATEWAY = rule<Floatingip>(is('item.type', 'VROUTER'), 'reason.floatingip.gateway_address', "000 §3 Floating IP type VROUTER: a router's gateway address goes only with its router")

const ONLY_ACTIVE = '001 §4 Floating IP rules: reattach and detach only when ACTIVE'
// "Only when ACTIVE": hidden where attach is offered instead (DOWN, unattached), disabled in every other
// non-ACTIVE status, so that a processing or failed address shows why (judgement between hiding and blocking).
const onlyActive: Pick<ActionConfig<Floatingip>, 'hide' | 'block'> = {
  hide: [rule(status.is('DOWN'), 'reason.floatingip.not_attached', ONLY_ACTIVE), GATEWAY],
  block: [...everyAction, rule(all(present('item.status'), not(status.is('ACTIVE'))), 'reason.floatingip.not_attached', ONLY_ACTIVE)],
}

/** the server an address attaches to (001 §4: attach needs attach_to and a selected id) */
const serverPicker = { name: 'id', kind: 'entity_picker', label: 'console.action.field.server', required: true, picker: { kind: 'server' } } as const

const server = { id: 'server-1', status: 'ACTIVE', image: { operation_system: { os_family: 'linux' } } }
const attachedTo = (entity: string, id: string) => ({
  label: entity,
  set: { 'item.attached_to': { entity, id }, [`related.${entity}`]: { id, status: 'ACTIVE' } },
})

export const floatingip = defineEntity<Floatingip>()({
  kind: 'floatingip',
  spec: '000 §3 Floating IP; 000 §4 Floating IP; 001 §4 Floating IP rules',
  scope: 'project',
  service: 'floatingips',
  parent: { kind: 'project' },
  name_field: 'address',
  // 000 §6: the websocket carries entity updates plus `address` events: the floating IPs'
  ws_entity: 'address',
  icon: 'globe',
  routes: {
    // 000 §2: floatingips/{id}/details (optional back query as JSON)
    page: { name: 'floatingip_details', path: '/lk/project/floatingips/$id/details', query: ['back'] },
    list: { name: 'floatingips_all', path: '/lk/project/floatingips/all' },
    floatingips: { name: 'floatingips', path: '/lk/project/floatingips' },
  },
  statuses: {
    values: STATUSES,
    sets: {
      processing: ['AWAITING', 'DELETING', 'PROCESSING', 'RESERVING', 'PROCESS'],
      usable: ['ACTIVE', 'DOWN'],
      error: ['ERROR'],
    },
  },
  inputs: [
    dimension('status', 'item.status', STATUSES),
    dimensionOf('attached to', [
      { label: 'server', set: { 'item.attached_to': { entity: 'server', id: server.id, rescue_mode: 'NO' }, 'related.server': server } },
      { label: 'nothing', set: { 'item.attached_to': null, 'related.server': null } },
      ...FLOATINGIP_ATTACHABLE_KINDS.filter((kind) => kind !== 'server').map((kind) => attachedTo(kind, `${kind}-1`)),
    ]),
    dimension('attached server status', 'related.server.status', SERVER_STATUSES),
    dimension('attached server os family', 'related.server.image.operation_system.os_family', ['linux', WINDOWS_OS_FAMILY]),
    dimension('primary', 'item.is_primary', [false, true]),
    dimension('bandwidth, Mbit/s', 'item.bandwidth_max_mbps', [FLOATING_IP.default_bandwidth_mbps, FLOATING_IP.high_bandwidth_mbps]),
    dimension('ddos protection', 'item.ddos_protection', [false, true]),
    dimension('type', 'item.type', ['FIXED', 'FLOATING', 'VROUTER']),
  ],
  limits: [LIMIT_NAMES.addresses],
  resources: [RESOURCES.ipv4, RESOURCES.addresses, RESOURCES.bandwidth_base, RESOURCES.ddos_protection],
  // attached_to names any of FLOATINGIP_ATTACHABLE_KINDS (attached_to.entity). A relation holds
  // one kind: `when` narrows attached_to to the kind it names (a router's addresses, its delete's dependents).
  relations: {
    vrouter: { kind: 'vrouter', cardinality: 'many-to-one', reverse: 'addresses', reference: 'attached_to', when: { 'attached_to.entity': 'vrouter' } },
    server: { kind: 'server', cardinality: 'many-to-one', reverse: 'floatingips', reference: 'attached_to', when: { 'attached_to.entity': 'server' } },
    loadbalancer: { kind: 'loadbalancer', cardinality: 'many-to-one', reverse: 'floatingips', reference: 'attached_to', when: { 'attached_to.entity': 'loadbalancer' } },
    // the DNS records naming the address by value (dns_record.relations.floatingip: an A record's ipv4, an AAAA's value)
    dns_records: { kind: 'dns_record', cardinality: 'one-to-many', reverse: 'floatingip', id: IPV4, key: 'address' },
    dns_records_v6: { kind: 'dns_record', cardinality: 'one-to-many', reverse: 'floatingip_v6', id: 'value', key: 'address' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    filters: {
      all: {},
      attached: { status__in: ['ACTIVE'] },
      unattached: { status__in: ['DOWN'] },
    },
    default_filter: { external__in: false },
    // 000 §3 Floating IP: address, status, what it is attached to, PTR, the 1 Gbit channel, DDoS protection
    columns: [
      { field: 'address', label: 'column.address', format: 'name' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'attached_to', label: 'column.attached_to', widget: 'entity_ref' },
      { field: 'ptr', label: 'column.ptr', format: 'text' },
      { field: 'ddos_protection', label: 'column.ddos_protection', format: 'boolean' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 000 §2 floatingips/{id}/details
  detail: {
    tabs: [
      {
        name: 'details',
        label: 'floatingip.tab.details',
        route: 'floatingip_details',
        fields: [
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'type', label: 'column.type', format: 'text' },
          { field: 'attached_to', label: 'column.attached_to', widget: 'entity_ref' },
          { field: 'is_primary', label: 'column.is_primary', format: 'boolean' },
          { field: 'ptr', label: 'column.ptr', format: 'text' },
          { field: 'bandwidth_max_mbps', label: 'column.bandwidth', format: 'text' },
          { field: 'ddos_protection', label: 'column.ddos_protection', format: 'boolean' },
          { field: 'created_in', label: 'column.created_in', format: 'date' },
        ],
      },
    ],
  },
  // 001 §7 GET /projects/{id}/addresses, GET /addresses/{id}/detail
  sources: [{ list: '/projects/{project_id}/addresses', detail: '/addresses/{id}/detail' }],
  pages: { details: ['page'], redirects: { floatingips: 'list' }, menu: { group: 'network', order: 110, icon: 'globe' }, dashboard: [{ label: 'floatingip.plural' }] },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 Project: creating IPs; 001 §7 POST /projects/{id}/addresses (ddos_protection); 000 §5 addresses used+1',
      paid: true,
      creates_resource: true,
      verify: { money: { rule: 'balance' }, limits: [{ name: LIMIT_NAMES.addresses, amount: ORDER_MINIMUMS[LIMIT_NAMES.addresses] }] },
      call: { method: 'POST', path: '/projects/{project_id}/addresses' },
      after: { refetch: 'list', recalculate_balance: true },
      // an external address, and its DDoS protection when asked (000 §3 Project prices: address / ipv4, ddos_protection)
      price: [
        { group: PRICE_GROUPS.address, name: RESOURCES.ipv4, amount: 1 },
        { group: PRICE_GROUPS.address, name: RESOURCES.ddos_protection, amount: 1, when: is('payload.ddos_protection', true) },
      ],
      dialog: { price: true, fields: [{ name: 'ddos_protection', kind: 'checkbox', label: 'console.action.field.ddos_protection' }] },
      request: 'FloatingipCreateRequest',
    },
    attach: {
      scope: 'item',
      spec: '001 §4 Floating IP rules: attach needs attach_to and a selected id; 001 §7 POST /addresses/{id}/attach (entity, id, bandwidth_max_mbps)',
      paid: true,
      hide: [rule(any(status.is('ACTIVE'), present('item.attached_to.id')), 'reason.floatingip.attached', '000 §4 Floating IP: attach hidden when ACTIVE or attached')],
      block: [...everyAction],
      call: { method: 'POST', path: '/addresses/{id}/attach' },
      after: { refetch: 'both' },
      // the entity is a server: attaching to load balancers, clusters and routers comes with those kinds
      payload: { entity: 'server' },
      price: addressAttachPrice<Floatingip>(),
      dialog: { ...ATTACH_PRICE_SLOT, fields: [serverPicker] },
      request: 'FloatingipAttachRequest',
      baseline: { 'item.status': 'DOWN', 'item.attached_to': null, 'related.server': null },
    },
    // 000 §3, 001 §4: a load balancer is attachable too; 001 §7 POST /addresses/{id}/attach/loadbalancer names the
    // entity itself, so the dialog picks the balancer only
    attach_loadbalancer: {
      scope: 'item',
      spec: '001 §4 Floating IP rules: attach needs attach_to and a selected id for that entity type; 001 §7 POST /addresses/{id}/attach/loadbalancer',
      paid: true,
      hide: [rule(any(status.is('ACTIVE'), present('item.attached_to.id')), 'reason.floatingip.attached', '000 §4 Floating IP: attach hidden when ACTIVE or attached')],
      block: [...everyAction],
      call: { method: 'POST', path: '/addresses/{id}/attach/loadbalancer' },
      after: { refetch: 'both' },
      price: addressAttachPrice<Floatingip>(),
      dialog: { ...ATTACH_PRICE_SLOT, fields: [{ name: 'id', kind: 'entity_picker', label: 'console.action.field.loadbalancer', required: true, picker: { kind: 'loadbalancer' } }] },
      request: 'FloatingipAttachRequest',
      baseline: { 'item.status': 'DOWN', 'item.attached_to': null, 'related.server': null },
    },
    reattach: {
      scope: 'item',
      spec: '001 §4 Floating IP rules: reattach only when ACTIVE',
      paid: true,
      ...onlyActive,
      call: { method: 'POST', path: '/addresses/{id}/attach' },
      after: { refetch: 'both' },
      payload: { entity: 'server' },
      price: addressAttachPrice<Floatingip>(),
      dialog: { ...ATTACH_PRICE_SLOT, fields: [serverPicker] },
      request: 'FloatingipAttachRequest',
    },
    detach: {
      scope: 'item',
      spec: '001 §4 Floating IP rules: detach only when ACTIVE; 001 §7 POST /addresses/{id}/detach',
      ...onlyActive,
      call: { method: 'POST', path: '/addresses/{id}/detach' },
      after: { refetch: 'both' },
    },
    make_primary: {
      scope: 'item',
      spec: '001 §4 Floating IP rules: make_primary works only for an address attached to a server; 001 §7 POST /addresses/{id}/primary',
      hide: [
        rule(not(is('item.attached_to.entity', 'server')), 'reason.floatingip.not_attached_to_server', '001 §4 Floating IP rules: make_primary hidden when not attached to a server'),
        rule(is('item.is_primary', true), 'reason.floatingip.already_primary', '001 §4 Floating IP rules: make_primary hidden when already primary'),
        rule(is('related.server.image.operation_system.os_family', WINDOWS_OS_FAMILY), 'reason.floatingip.windows_server', '001 §4 Floating IP rules: make_primary hidden when the server is windows'),
      ],
      block: [...everyAction],
      call: { method: 'POST', path: '/addresses/{id}/primary' },
      after: { refetch: 'both' },
      request: 'FloatingipPrimaryRequest',
    },
    bandwidth_gb_on: {
      scope: 'item',
      spec: '001 §4: action bandwidth_gb_on sets 1024; 001 §7 POST /addresses/{id}/bandwidth (bandwidth_max_mbps)',
      // The 1 Gbit channel is billed (001 §9: bandwidth_base, overage per Mbit/s): a paid action.
      paid: true,
      hide: [rule(is('item.bandwidth_max_mbps', FLOATING_IP.high_bandwidth_mbps), 'reason.floatingip.bandwidth_on', '001 §4 Floating IP rules: bandwidth-on hidden when already 1024')],
      block: [...everyAction],
      verify: { money: { rule: 'balance' } },
      call: { method: 'POST', path: '/addresses/{id}/bandwidth' },
      after: { refetch: 'both', recalculate_balance: true },
      payload: { bandwidth_max_mbps: FLOATING_IP.high_bandwidth_mbps },
      request: 'FloatingipBandwidthRequest',
    },
    bandwidth_gb_off: {
      scope: 'item',
      spec: '001 §4: action bandwidth_gb_off sets 100; 001 §7 POST /addresses/{id}/bandwidth (bandwidth_max_mbps)',
      hide: [rule(not(is('item.bandwidth_max_mbps', FLOATING_IP.high_bandwidth_mbps)), 'reason.floatingip.bandwidth_off', '001 §4 Floating IP rules: bandwidth-off hidden when not 1024')],
      block: [...everyAction],
      call: { method: 'POST', path: '/addresses/{id}/bandwidth' },
      after: { refetch: 'both', recalculate_balance: true },
      payload: { bandwidth_max_mbps: FLOATING_IP.default_bandwidth_mbps },
      request: 'FloatingipBandwidthRequest',
      baseline: { 'item.bandwidth_max_mbps': FLOATING_IP.high_bandwidth_mbps },
    },
    edit_ptr: {
      scope: 'item',
      spec: '000 §3 Floating IP: ptr; 001 §7 PUT /addresses/{id}/ptr (value)',
      block: [...everyAction],
      call: { method: 'PUT', path: '/addresses/{id}/ptr' },
      after: { refetch: 'both' },
      dialog: { fields: [{ name: 'value', kind: 'text', label: 'console.action.field.ptr', hint: 'floatingip.hint.ptr', required: true, default: { path: 'item.ptr' } }] },
      request: 'FloatingipPtrRequest',
    },
    // 000 §3 gives a floating IP a ddos_protection flag (priced, 001 §9) but names no action or call for it.
    // The pair mirrors bandwidth_gb_on/off, hidden the same way (judgement); no call is invented.
    ddos_protection_on: {
      scope: 'item',
      spec: '000 §3 Floating IP: ddos_protection; 001 §9 resources priced: ddos_protection',
      paid: true,
      hide: [rule(is('item.ddos_protection', true), 'reason.floatingip.ddos_on', '000 §3 Floating IP: ddos_protection (on hidden when already on, as bandwidth_gb_on)')],
      block: [...everyAction],
      verify: { money: { rule: 'balance' } },
      after: { refetch: 'both', recalculate_balance: true },
    },
    ddos_protection_off: {
      scope: 'item',
      spec: '000 §3 Floating IP: ddos_protection',
      hide: [rule(not(is('item.ddos_protection', true)), 'reason.floatingip.ddos_off', '000 §3 Floating IP: ddos_protection (off hidden when not on, as bandwidth_gb_off)')],
      block: [...everyAction],
      after: { refetch: 'both', recalculate_balance: true },
      baseline: { 'item.ddos_protection': true },
    },
    delete: {
      scope: 'item',
      spec: '001 §7 DELETE /addresses/{id}',
      awaiting_status: true,
      marks_deleting: true,
      hide: [GATEWAY],
      block: [...everyAction],
      // beyond the spec (issue 11 item 6): the DNS records naming the address stop resolving to the project
      dependents: ['dns_records', 'dns_records_v6'],
      call: { method: 'DELETE', path: '/addresses/{id}' },
      after: { refetch: 'list', recalculate_balance: true },
    },
  },
})
