// Load balancer (000 §3 Load balancer, 000 §4 Load balancer, 001 §3, 001 §4 Load balancer rules, 001 §7 Load balancers).
import { DEFAULT_LIST_ORDER, LIMIT_NAMES, PORT, PRICE_GROUPS, RESOURCES, TIMINGS } from '../contract/constants'
import { defineEntity, dimension, fact, is, not, present, rule, status } from '../engine/define'
import type { Condition, StatusSets } from '../engine/types'
import type { Loadbalancer } from '../generated/types/index.js'
import { algorithmField, healthmonitorFields, INTERNAL_ADDRESSES } from './loadbalancer.form'
import { attachFreeFloatingip, FREE_FLOATINGIPS, freeFloatingipsDimension } from './floatingip.attach'

/**
 * 000 §4 / 001 §4 Load balancer statuses. 001 §4 also lists CONFIG_ERROR ("other listed values"); it is read as an
 * error status (stricter: it is neither processing nor actionable, and it names an error).
 * Shared with loadbalancer_rule: "rules share the processing set".
 */
export const LOADBALANCER_STATUSES = {
  values: ['ACTIVE', 'STOPPED', 'ERROR', 'CREATION_ERROR', 'CONFIG_ERROR', 'CREATING', 'DELETING', 'STARTING', 'STOPPING', 'UPDATING', 'AWAITING'],
  sets: {
    processing: ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'UPDATING', 'AWAITING'],
    /** 000 §4: actionable ACTIVE and STOPPED */
    usable: ['ACTIVE', 'STOPPED'],
    error: ['ERROR', 'CREATION_ERROR', 'CONFIG_ERROR'],
    /** 001 §4: active only ACTIVE */
    active: ['ACTIVE'],
  },
} as const satisfies StatusSets

const locked: Condition<Loadbalancer> = rule(status.inSet('processing'), 'reason.processing', '001 §4 Load balancer: the balancer is locked during processing')
// 000 §4 says only "actionable ACTIVE and STOPPED". Stricter reading: every action but delete needs an actionable
// balancer, so the error statuses block them; delete stays possible in error (no rule blocks it, and a broken
// balancer must be removable, as for vrouters and DBaaS clusters whose error rules leave delete out).
const notActionable: Condition<Loadbalancer> = rule(status.inSet('error'), 'reason.in_error', '000 §4 Load balancer: actionable ACTIVE and STOPPED (error statuses are not actionable)')
const everyAction: Condition<Loadbalancer>[] = [locked, notActionable]

const floatingIp = { address: '203.0.113.10', type: 'FIXED', external: true, ddos_protection: false }

export const loadbalancer = defineEntity<Loadbalancer>()({
  kind: 'loadbalancer',
  spec: '000 §3 Load balancer; 000 §4 Load balancer; 001 §4 Load balancer rules',
  scope: 'project',
  service: 'loadbalancers',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'loadbalancer',
  icon: 'network',
  routes: {
    page: { name: 'loadbalancer', path: '/lk/project/loadbalancers/$id/details' },
    list: { name: 'loadbalancers_all', path: '/lk/project/loadbalancers/all' },
    section: { name: 'loadbalancers', path: '/lk/project/loadbalancers' },
    create: { name: 'new_balancer', path: '/lk/project/loadbalancers/new' },
  },
  statuses: LOADBALANCER_STATUSES,
  facts: {
    has_floatingip: {
      reads: ['item.addresses'],
      // The floating IP of a balancer is its external address (000 §3: addresses carry an external flag;
      // internal ones are listed apart in internal_addresses).
      compute: (context) => Array.isArray(context.item.addresses) && context.item.addresses.some((address: { external?: unknown }) => address?.external === true),
      spec: '001 §4 Load balancer: attach or detach floating IP depends on whether one exists',
    },
  },
  inputs: [
    dimension('status', 'item.status', LOADBALANCER_STATUSES.values),
    dimension('addresses', 'item.addresses', [[], [floatingIp], [{ ...floatingIp, external: false }]]),
    freeFloatingipsDimension(),
  ],
  // counts of free floating IPs, read by attach_floatingip's redirect (001 §2: none free → the floating IP list)
  counts: FREE_FLOATINGIPS,
  limits: [LIMIT_NAMES.loadbalancer],
  resources: [RESOURCES.loadbalancer, RESOURCES.ipv4, RESOURCES.ddos_protection],
  relations: {
    // 000 §3: loadbalancer_rule's parent is the balancer (the rule's loadbalancer_data names it); the API lists them
    // apart (001 §7 GET /loadbalancers/{id}/rules), so no reverse: a balancer's change does not refetch rules
    rules: { kind: 'loadbalancer_rule', cardinality: 'one-to-many', data: 'rules' },
    // its floating IP (floatingip.relations.loadbalancer: attached_to naming a loadbalancer)
    floatingips: { kind: 'floatingip', cardinality: 'one-to-many', reverse: 'loadbalancer', data: 'addresses' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    filters: { all: {} },
    // 000 §3 Load balancer: name, status, addresses, algorithm, rules
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'addresses', label: 'column.addresses', widget: 'address_list' },
      { field: 'algorithm', label: 'loadbalancer.field.algorithm', format: 'text' },
      { field: 'rules_count', label: 'loadbalancer.column.rules_count', format: 'text' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 000 §2 loadbalancers/{id}/details "with its rules": the balancer's fields, then its rules (the related list)
  detail: {
    tabs: [
      {
        name: 'details',
        label: 'loadbalancer.tab.details',
        route: 'loadbalancer',
        fields: [
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'addresses', label: 'column.addresses', widget: 'address_list' },
          { field: 'internal_addresses', label: 'loadbalancer.field.internal_addresses', widget: 'address_list' },
          { field: 'algorithm', label: 'loadbalancer.field.algorithm', format: 'text' },
          { field: 'session_persistence', label: 'loadbalancer.field.session_persistence', format: 'boolean' },
          { field: 'healthmonitor.type', label: 'loadbalancer.field.healthmonitor_type', format: 'text' },
          { field: 'healthmonitor.delay', label: 'loadbalancer.field.delay', format: 'text' },
          { field: 'healthmonitor.timeout', label: 'loadbalancer.field.timeout', format: 'text' },
          { field: 'healthmonitor.max_retries', label: 'loadbalancer.field.max_retries', format: 'text' },
          { field: 'healthmonitor.http_method', label: 'loadbalancer.field.http_method', format: 'text' },
          { field: 'healthmonitor.expected_codes', label: 'loadbalancer.field.expected_codes', format: 'text' },
          { field: 'healthmonitor.url_path', label: 'loadbalancer.field.url_path', format: 'text' },
          { field: 'rules_count', label: 'loadbalancer.column.rules_count', format: 'text' },
          { field: 'rules_limit', label: 'loadbalancer.field.rules_limit', format: 'text' },
          { field: 'created_in', label: 'column.created_in', format: 'date' },
        ],
        related: 'rules',
        related_actions: ['create'],
      },
    ],
  },
  // 001 §7 GET /projects/{id}/loadbalancers, GET /loadbalancers/{id}
  sources: [{ list: '/projects/{project_id}/loadbalancers', detail: '/loadbalancers/{id}' }],
  pages: {
    details: ['page'],
    redirects: { section: 'list' },
    menu: { group: 'network', order: 120, icon: 'network' },
    dashboard: [{ label: 'loadbalancer.plural' }],
    // 000 §2 loadbalancers/new: the create action's form as a page
    orders: { create: 'create' },
    // the list's and the dashboard's "create" open that page (000 §2 loadbalancers/new), not a dialog
    order_links: ['create'],
  },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 Load balancer actions: create; 001 §7 POST /projects/{id}/loadbalancers',
      // 001 §4 lists create among the paid actions ("create, start, resize, attach and similar").
      paid: true,
      creates_resource: true,
      // 000 §5: a new balancer starts a service: the balance must cover 24 hours of current plus new hourly cost
      verify: { money: { rule: 'service_start' }, limits: [{ name: LIMIT_NAMES.loadbalancer, amount: 1 }] },
      call: { method: 'POST', path: '/projects/{project_id}/loadbalancers' },
      after: { refetch: 'list', recalculate_balance: true },
      // 001 §9 resources priced: loadbalancer; its floating IP (ipv4) and the IP's DDoS protection when asked
      price: [
        { group: PRICE_GROUPS.loadbalancer, name: RESOURCES.loadbalancer, amount: 1 },
        { group: PRICE_GROUPS.address, name: RESOURCES.ipv4, amount: 1, when: present('payload.address') },
        { group: PRICE_GROUPS.address, name: RESOURCES.ddos_protection, amount: 1, when: is('payload.address.ddos_protection', true) },
      ],
      // the order page (loadbalancers/new): 001 §7 create: name, address, rules, algorithm, session_persistence, healthmonitor
      dialog: {
        price: true,
        fields: [
          { name: 'name', kind: 'name', section: 'loadbalancer.section.name', label: 'console.action.field.name', required: true },
          // 000 §3 Cart: floatingip null or {ddos_protection}: a new floating IP, or none
          { name: 'address', kind: 'widget', widget: 'external_address', section: 'loadbalancer.section.network', label: 'loadbalancer.field.address', default: { ddos_protection: false } },
          { ...algorithmField, section: 'loadbalancer.section.balancing' },
          { name: 'session_persistence', kind: 'checkbox', label: 'loadbalancer.field.session_persistence', default: false },
          ...healthmonitorFields('healthmonitor'),
          // the first rules: a server's internal address and the external and internal ports (001 §5)
          {
            name: 'rules',
            kind: 'widget',
            widget: 'port_rules',
            section: 'loadbalancer.section.rules',
            label: 'loadbalancer.field.rules',
            hint: 'loadbalancer.hint.rules',
            default: [],
            min: PORT.min,
            max: PORT.max,
            picker: { kind: 'server', each: INTERNAL_ADDRESSES },
          },
        ],
      },
      request: 'LoadbalancerCreateRequest',
    },
    start: {
      scope: 'item',
      spec: '000 §4 Load balancer actions: start; 001 §7 POST /loadbalancers/{id}/start',
      paid: true,
      hide: [rule(status.in('ACTIVE', 'STARTING'), 'reason.loadbalancer.active', '001 §4 Load balancer: start hidden when ACTIVE or STARTING')],
      block: everyAction,
      // 000 §5: service start needs the balance to cover 24 hours of current plus new hourly cost.
      verify: { money: { rule: 'service_start' } },
      // a started balancer is charged again (001 §9 resources priced: loadbalancer); its address is charged anyway
      price: [{ group: PRICE_GROUPS.loadbalancer, name: RESOURCES.loadbalancer, amount: 1 }],
      call: { method: 'POST', path: '/loadbalancers/{id}/start' },
      after: { refetch: 'both', recalculate_balance: true },
      // a confirmation that shows what starting costs and the runway (issue "Money" item 8)
      dialog: { price: true, fields: [] },
      baseline: { 'item.status': 'STOPPED' },
    },
    stop: {
      scope: 'item',
      spec: '000 §4 Load balancer actions: stop; 001 §7 POST /loadbalancers/{id}/stop',
      hide: [rule(not(status.in('ACTIVE', 'STARTING')), 'reason.loadbalancer.not_active', '001 §4 Load balancer: start hidden when ACTIVE or STARTING; stop hidden otherwise')],
      block: everyAction,
      call: { method: 'POST', path: '/loadbalancers/{id}/stop' },
      after: { refetch: 'both', recalculate_balance: true },
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Load balancer actions: delete; 001 §7 DELETE /loadbalancers/{id}',
      marks_deleting: true,
      block: [locked],
      // beyond the spec (issue 11 item 6): its rules go with it, its floating IP is left unattached
      dependents: ['rules', 'floatingips'],
      call: { method: 'DELETE', path: '/loadbalancers/{id}' },
      after: { refetch: 'list', recalculate_balance: true },
    },
    rename: {
      scope: 'item',
      spec: '000 §4 Load balancer actions: rename; 001 §7 PATCH /loadbalancers/{id} (new_name)',
      block: everyAction,
      call: { method: 'PATCH', path: '/loadbalancers/{id}' },
      after: { refetch: 'both' },
      dialog: { fields: [{ name: 'new_name', kind: 'name', label: 'console.action.field.name', required: true, default: { path: 'item.name' } }] },
      request: 'LoadbalancerUpdateRequest',
    },
    change_algorithm: {
      scope: 'item',
      spec: '000 §4 Load balancer actions: change algorithm; 001 §7 POST /loadbalancers/{id}/algorithm (algorithm, session_persistence)',
      block: everyAction,
      call: { method: 'POST', path: '/loadbalancers/{id}/algorithm' },
      after: { refetch: 'details' },
      dialog: {
        fields: [
          { ...algorithmField, default: { path: 'item.algorithm' } },
          { name: 'session_persistence', kind: 'checkbox', label: 'loadbalancer.field.session_persistence', default: { path: 'item.session_persistence' } },
        ],
      },
      request: 'LoadbalancerAlgorithmRequest',
    },
    change_healthmonitor: {
      scope: 'item',
      spec: '000 §4 Load balancer actions: change health monitor; 001 §7 PUT /loadbalancers/{id}/healthmonitor (only non-empty fields); non-HTTP monitor types drop HTTP-only fields',
      block: everyAction,
      call: { method: 'PUT', path: '/loadbalancers/{id}/healthmonitor' },
      after: { refetch: 'details' },
      // the balancer's own monitor to start from; empty fields are not sent (001 §7: only non-empty fields)
      dialog: { fields: healthmonitorFields(undefined, (field) => ({ path: `item.healthmonitor.${field}` })) },
      request: 'LoadbalancerHealthmonitorRequest',
    },
    attach_floatingip: {
      // a free address of the project (DOWN: unattached) picked in the dialog; the call is made on it (payload
      // address_id), the balancer is this one; none free goes to the floating IP list (001 §2)
      ...attachFreeFloatingip<Loadbalancer>({
        spec: '000 §4 Load balancer actions: attach floating IP; 001 §7 POST /addresses/{id}/attach/loadbalancer',
        block: everyAction,
        call: { method: 'POST', path: '/addresses/{payload.address_id}/attach/loadbalancer' },
        field: 'address_id',
        after: { refetch: 'details', recalculate_balance: true },
      }),
      hide: [rule(fact('has_floatingip'), 'reason.loadbalancer.has_floatingip', '001 §4 Load balancer: attach or detach floating IP depends on whether one exists')],
    },
    detach_floatingip: {
      scope: 'item',
      spec: '000 §4 Load balancer actions: detach floating IP; 001 §7 POST /addresses/{id}/detach',
      hide: [rule(not(fact('has_floatingip')), 'reason.loadbalancer.no_floatingip', '001 §4 Load balancer: attach or detach floating IP depends on whether one exists')],
      block: everyAction,
      // The call is made on the balancer's external address, not on the balancer. Its position in item.addresses is
      // not fixed (the external one among them), so no context path names it: the confirmation carries that address's
      // address_id (schemas/common/address: the id of the address entity) as payload.
      call: { method: 'POST', path: '/addresses/{payload.address_id}/detach' },
      after: { refetch: 'details', recalculate_balance: true },
      // the balancer holds one floating IP (attach is hidden while it has one): the first of its addresses
      payload_from: { address_id: 'item.addresses.0.address_id' },
      baseline: { 'item.addresses': [floatingIp] },
    },
  },
})
