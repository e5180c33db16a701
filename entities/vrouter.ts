// Virtual router (000 §3 Virtual router, 000 §4 Virtual router, 001 §3, 001 §4 Virtual router rules, 001 §7 Virtual routers).
// Its create is a collection action evaluated with item {} and the project's router in related.first_vrouter
// (000 §4: "an active router exists if the first in the project is ACTIVE"): create is blocked while that router
// processes or is in error.
import { DEFAULT_LIST_ORDER, LIMIT_NAMES, ORDER_MINIMUMS, TIMINGS, VROUTER } from '../contract/constants'
import { defineEntity, dimension, inSet, rule, status } from '../engine/define'
import type { Condition, StatusSets } from '../engine/types'
import type { Vrouter } from '../generated/types/index.js'
import { attachFreeFloatingip, FREE_FLOATINGIPS, freeFloatingipsDimension } from './floatingip.attach'

// The spec's limit names have none for routers; 001 §5 gives an order minimum "vrouters 1", so the order is checked
// against a `vrouters` limit (LIMIT_NAMES.vrouters) when the project has one (no limit entry: the check passes).

export const VROUTER_STATUSES = {
  values: ['ACTIVE', 'STOPPED', 'ERROR', 'CREATING', 'DELETING', 'STARTING', 'STOPPING', 'AWAITING'],
  sets: {
    // 001 §4 puts "(processing)" after STOPPING and AWAITING after it; 000 §4 lists AWAITING as processing.
    // Stricter reading: AWAITING is processing.
    processing: ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'AWAITING'],
    /** 000 §4: usable = neither processing nor in error */
    usable: ['ACTIVE', 'STOPPED'],
    error: ['ERROR'],
    /** 000 §4: an active router exists if the first in the project is ACTIVE */
    active: ['ACTIVE'],
  },
} as const satisfies StatusSets

const spec = {
  processing: '001 §4 Virtual router: create, start, stop, delete blocked while processing',
  error: '001 §4 Virtual router: create, start, stop blocked in error',
}
const processing: Condition<Vrouter> = rule(status.inSet('processing'), 'reason.processing', spec.processing)
const inError: Condition<Vrouter> = rule(status.inSet('error'), 'reason.in_error', spec.error)
// Judgement (the spec says only when they are blocked): as a balancer's (000 §4 Load balancer), start is hidden on
// a running router and stop on a stopped one, where the API refuses them (409).
const running: Condition<Vrouter> = rule(status.is('ACTIVE'), 'reason.vrouter.already_active', '000 §4 Virtual router actions start, stop (start hidden when ACTIVE, as a load balancer)')
const stopped: Condition<Vrouter> = rule(status.is('STOPPED'), 'reason.vrouter.already_stopped', '000 §4 Virtual router actions start, stop (stop hidden when STOPPED, as a load balancer)')

export const vrouter = defineEntity<Vrouter>()({
  kind: 'vrouter',
  spec: '000 §3 Virtual router; 000 §4 Virtual router; 001 §4 Virtual router rules',
  scope: 'project',
  service: 'vrouters',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'vrouter',
  icon: 'router',
  routes: {
    page: { name: 'vrouter', path: '/lk/vrouters/$id/details' },
    // 000 §2: "back goes to dashboard": routers are listed on the project dashboard (route name not given).
    list: { name: 'dashboard', path: '/lk/project/dashboard' },
    section: { name: 'vrouters', path: '/lk/vrouters' },
  },
  // 000 §3 Floating IP: a router's addresses are floating IPs attached to it (its gateway one among them, type
  // VROUTER); floatingip.relations.vrouter points back through attached_to
  relations: {
    addresses: { kind: 'floatingip', cardinality: 'one-to-many', reverse: 'vrouter', data: 'addresses' },
  },
  // 001 §7 GET /projects/{id}/vrouters, GET /vrouters/{id}
  sources: [{ list: '/projects/{project_id}/vrouters', detail: '/vrouters/{id}' }],
  // 001 §4: stop and delete first load the external gateway address (the router's address of type VROUTER)
  preparations: {
    load_gateway_address: { path: '/projects/{project_id}/addresses?attached_to.id__eq={id}&type=VROUTER' },
  },
  // 000 §2 vrouters/{id}/details; the routers are listed on the dashboard, the page their back goes to
  pages: { details: ['page'], list: false, redirects: { section: 'list' }, dashboard: [{ label: 'vrouter.plural', list: true }] },
  // counts of free floating IPs, read by attach_floatingip's redirect (000 §4: none free → the floating IP list)
  counts: FREE_FLOATINGIPS,
  list: {
    order: DEFAULT_LIST_ORDER,
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'external_address', label: 'vrouter.column.external_address', format: 'text' },
      { field: 'private_ip', label: 'vrouter.column.private_ip', format: 'text' },
    ],
    page_size: TIMINGS.rows_per_part,
    // 000 §3 Virtual router: "an active router exists if the first in the project is ACTIVE": the first created
    first_item: { name: 'first_vrouter', order: 'created_in' },
  },
  // 000 §3 Virtual router: name, status, private IP, bandwidth, private networks; and its addresses
  detail: {
    tabs: [
      {
        name: 'details',
        label: 'vrouter.tab.details',
        route: 'vrouter',
        fields: [
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'private_ip', label: 'vrouter.column.private_ip', format: 'text' },
          { field: 'private_networks', label: 'vrouter.column.private_networks', format: 'text' },
          { field: 'external_address', label: 'vrouter.column.external_address', format: 'text' },
          { field: 'bandwidth', label: 'column.bandwidth', format: 'text' },
          { field: 'addresses', label: 'vrouter.column.addresses', widget: 'address_list' },
          { field: 'created_in', label: 'column.created_in', format: 'date' },
        ],
      },
    ],
  },
  statuses: VROUTER_STATUSES,
  inputs: [
    dimension('status', 'item.status', VROUTER_STATUSES.values),
    dimension("project's router status", 'related.first_vrouter.status', [null, ...VROUTER_STATUSES.values]),
    freeFloatingipsDimension(),
  ],
  limits: [LIMIT_NAMES.vrouters],
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 Virtual router actions: create; 001 §7 POST /projects/{id}/vrouters (name, private_networks)',
      // 001 §4 lists create among the paid actions ("create, start, resize, attach and similar").
      paid: true,
      creates_resource: true,
      block: [
        rule(inSet('related.first_vrouter.status', 'processing'), 'reason.vrouter.router_processing', spec.processing),
        rule(inSet('related.first_vrouter.status', 'error'), 'reason.vrouter.router_in_error', spec.error),
      ],
      verify: { money: { rule: 'balance' }, limits: [{ name: LIMIT_NAMES.vrouters, amount: ORDER_MINIMUMS[LIMIT_NAMES.vrouters] }] },
      call: { method: 'POST', path: '/projects/{project_id}/vrouters' },
      after: { refetch: 'list', recalculate_balance: true },
      // a product decision: the router is priced by VROUTER.price (001 §9 prices no router)
      price: [{ group: VROUTER.price.group, name: VROUTER.price.name, amount: 1 }],
      dialog: {
        price: true,
        fields: [
          { name: 'name', kind: 'name', label: 'console.action.field.name', required: true },
          { name: 'private_networks', kind: 'textarea', list: true, label: 'vrouter.field.private_networks', hint: 'vrouter.hint.private_networks', required: true },
        ],
      },
      request: 'VrouterCreateRequest',
    },
    start: {
      scope: 'item',
      spec: '000 §4 Virtual router actions: start; 001 §7 POST /vrouters/{id}/start',
      paid: true,
      hide: [running],
      block: [processing, inError],
      baseline: { 'item.status': 'STOPPED' },
      // 000 §5: service start needs the balance to cover 24 hours of current plus new hourly cost.
      verify: { money: { rule: 'service_start' } },
      // a started router is charged again (a stopped one is not)
      price: [{ group: VROUTER.price.group, name: VROUTER.price.name, amount: 1 }],
      call: { method: 'POST', path: '/vrouters/{id}/start' },
      after: { refetch: 'both', recalculate_balance: true },
      // a confirmation that shows what starting costs and the runway (issue "Money" item 8)
      dialog: { price: true, fields: [] },
    },
    stop: {
      scope: 'item',
      spec: '000 §4 Virtual router actions: stop (first loads the external gateway address); 001 §7 POST /vrouters/{id}/stop',
      hide: [stopped],
      block: [processing, inError],
      // 001 §4: stop and delete first load the external gateway address if one exists.
      prepare: ['load_gateway_address'],
      call: { method: 'POST', path: '/vrouters/{id}/stop' },
      after: { refetch: 'both', recalculate_balance: true },
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Virtual router actions: delete (first loads the external gateway address); 001 §7 DELETE /vrouters/{id}',
      marks_deleting: true,
      // Delete is blocked while processing but not in error (001 §4 leaves it out of the error rule).
      block: [processing],
      prepare: ['load_gateway_address'],
      // beyond the spec (issue 11 item 6): the addresses on the router are listed before it goes
      dependents: ['addresses'],
      call: { method: 'DELETE', path: '/vrouters/{id}' },
      after: { refetch: 'list', recalculate_balance: true },
    },
    // 000 §4 Virtual router: usable = neither processing nor in error
    attach_floatingip: attachFreeFloatingip<Vrouter>({
      spec: '000 §3 Floating IP: attachable entity kinds include vrouter; 001 §7 POST /addresses/{id}/attach (entity, id)',
      block: [processing, inError],
      call: { method: 'POST', path: '/addresses/{payload.floatingip_id}/attach' },
      field: 'floatingip_id',
      after: { refetch: 'both' },
      payload: { entity: 'vrouter' },
    }),
  },
})
