// Virtual router (000 §3 Virtual router, 000 §4 Virtual router, 001 §3, 001 §4 Virtual router rules, 001 §7 Virtual routers).
// Its create is a collection action evaluated with item {} and the project's router in related.first_vrouter
// (000 §4: "an active router exists if the first in the project is ACTIVE"): create is blocked while that router
// processes or is in error.
import { LIMIT_NAMES, ORDER_MINIMUMS } from '../contract/constants'
import { defineEntity, dimension, inSet, rule, status } from '../engine/define'
import type { Condition, StatusSets } from '../engine/types'
import type { Vrouter } from '../generated/types/index.js'

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
  },
  statuses: VROUTER_STATUSES,
  inputs: [dimension('status', 'item.status', VROUTER_STATUSES.values), dimension("project's router status", 'related.first_vrouter.status', [null, ...VROUTER_STATUSES.values])],
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
    },
    start: {
      scope: 'item',
      spec: '000 §4 Virtual router actions: start; 001 §7 POST /vrouters/{id}/start',
      paid: true,
      block: [processing, inError],
      // 000 §5: service start needs the balance to cover 24 hours of current plus new hourly cost.
      verify: { money: { rule: 'service_start' } },
      call: { method: 'POST', path: '/vrouters/{id}/start' },
      after: { refetch: 'both', recalculate_balance: true },
    },
    stop: {
      scope: 'item',
      spec: '000 §4 Virtual router actions: stop (first loads the external gateway address); 001 §7 POST /vrouters/{id}/stop',
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
      call: { method: 'DELETE', path: '/vrouters/{id}' },
      after: { refetch: 'list', recalculate_balance: true },
    },
  },
})
