// Server license (000 §3 Server license, 000 §4 Server license and Server actions).
// A license belongs to a server (its licenses tab); the server is related.server.
import { DEFAULT_LIST_ORDER, LICENSE } from '../contract/constants'
import { all, defineEntity, dimension, dimensionOf, fact, inSet, is, isIn, rule, status } from '../engine/define'
import type { Condition } from '../engine/types'
import { valueAt } from '../engine/evaluate'
import type { ServerLicense } from '../generated/types/index.js'
import { EXTERNAL_ADDRESS, IN_RESCUE, INTERNAL_ADDRESS, lacksExternalAddress, LICENSE_ADDONS } from './server.statuses'

const processing: Condition<ServerLicense> = rule(status.inSet('processing'), 'reason.processing', '000 §4 Server license: all actions blocked while processing')
const SERVER_BLOCKED = '000 §4 Server actions: blocked while processing, in error, in rescue, stopped by admin'
/** a licence is the server's: what blocks the server's actions blocks adding, changing and deleting its licences */
const serverBusy: Condition<ServerLicense>[] = [
  rule(inSet('related.server.status', 'processing', 'server'), 'reason.server_processing', SERVER_BLOCKED),
  rule(inSet('related.server.status', 'error', 'server'), 'reason.server.in_error', SERVER_BLOCKED),
  rule(inSet('related.server.status', 'stopped_by_admin', 'server'), 'reason.server_stopped_by_admin', SERVER_BLOCKED),
  rule(isIn('related.server.rescue_mode', IN_RESCUE), 'reason.server_in_rescue', SERVER_BLOCKED),
]
/** what `value` units of the licence cost (000 §3 Project prices, group license, the addon's entry) */
const licensePrice = (name: { path: 'payload.addon' | 'item.addon' }, amount: ServerLicensePrice) => [{ group: LICENSE.price_group, name, amount }]
type ServerLicensePrice = { path: 'payload.value' } | { minus: readonly [{ path: 'payload.value' }, { path: 'item.value' }] }
const valueField = {
  name: 'value',
  kind: 'number' as const,
  label: 'server_license.field.value',
  hint: 'server_license.hint.value',
  required: true,
  min: LICENSE.value.min,
  max: LICENSE.value.max,
  step: 1,
}
const windowsServer: Condition<ServerLicense> = rule(is('item.addon', 'windows_server'), 'reason.server_license.windows_server', '000 §4 Server license: change and delete blocked for windows_server')

export const server_license = defineEntity<ServerLicense>()({
  kind: 'server_license',
  spec: '000 §3 Server license; 000 §4 Server license',
  scope: 'project',
  service: 'servers',
  parent: { kind: 'server', via: 'server_id' },
  name_field: 'name',
  ws_entity: 'server_license',
  icon: 'license',
  // A license has no page of its own: it is shown on its server's licenses tab (server route
  // server_details_licenses, filled with the server's id, i.e. the license's server_id).
  routes: {},
  // product decision (001 §7 lists no licence calls): the project's licences, a server's by server_id
  sources: [{ list: '/projects/{project_id}/licenses' }],
  statuses: {
    values: ['ACTIVE', 'BUILDING', 'CREATING', 'DELETING', 'CHANGING'],
    sets: {
      processing: ['BUILDING', 'CREATING', 'DELETING', 'CHANGING'],
      usable: ['ACTIVE'],
      // 000 §4 names no error status for a license.
      error: [],
    },
  },
  facts: {
    server_without_external_ip: {
      reads: ['related.server.addresses'],
      compute: (context) => lacksExternalAddress(valueAt(context, 'related.server.addresses')),
      spec: '000 §4 Server actions: ISPmanager 6 licence needs an external IP',
    },
  },
  inputs: [
    dimension('status', 'item.status', ['ACTIVE', 'BUILDING', 'CREATING', 'DELETING', 'CHANGING']),
    dimension('addon', 'item.addon', LICENSE_ADDONS),
    dimension('server status', 'related.server.status', ['ACTIVE', 'STOPPED', 'REBOOTING', 'ERROR', 'BLOCKED']),
    dimension('server rescue mode', 'related.server.rescue_mode', ['NO', 'ACTIVE']),
    dimensionOf('server addresses', [
      { label: 'one external', set: { 'related.server.addresses': [EXTERNAL_ADDRESS] } },
      { label: 'internal only', set: { 'related.server.addresses': [INTERNAL_ADDRESS] } },
    ]),
  ],
  relations: {
    // 000 §3 names no field linking a license to its server; server_id is assumed (the server embeds licenses).
    server: { kind: 'server', cardinality: 'many-to-one', reverse: 'licenses', id: 'server_id' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §3 Server license: addon (by its name), the units, what it costs, status
    columns: [
      { field: 'name', label: 'column.name', format: 'text' },
      { field: 'value', label: 'server_license.field.value', format: 'text' },
      { field: 'cost.month', label: 'server_license.column.cost_month', format: 'money' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
  },
  actions: {
    create: {
      scope: 'collection',
      spec: "000 §2 servers/{id} licenses tab: add a licence (ispmanager_6, windows_rdp, mssql_web, mssql_standard); the server's rules",
      // A licence is billed with its server: a paid action, checked against the balance (001 §5).
      paid: true,
      // Not blocked by "without an external IP" as a whole: only ISPmanager 6 needs one, and the API answers 400
      // on addon for it (the verdict cannot see which addon the dialog picks).
      block: serverBusy,
      verify: { money: { rule: 'balance' } },
      call: { method: 'POST', path: '/servers/{related.server.id}/licenses' },
      after: { refetch: 'both', recalculate_balance: true },
      price: licensePrice({ path: 'payload.addon' }, { path: 'payload.value' }),
      dialog: {
        price: true,
        fields: [
          {
            name: 'addon',
            kind: 'select',
            label: 'server_license.field.addon',
            hint: 'server_license.hint.addon',
            required: true,
            default: LICENSE.addable[0],
            options: LICENSE.addable.map((addon) => ({ value: addon, label: `server_license.addon.${addon}` })),
          },
          { ...valueField, default: LICENSE.value.min },
        ],
      },
      request: 'ServerLicenseCreateRequest',
    },
    change: {
      scope: 'item',
      spec: '000 §4 Server license: change',
      // A license is billed; changing it may cost more (stricter: a paid action).
      paid: true,
      awaiting_status: true,
      block: [
        processing,
        windowsServer,
        ...serverBusy,
        // Licences are not orderable (001 §5), so the ISPmanager 6 rule can only bind a change of such a licence.
        rule(all(is('item.addon', 'ispmanager_6'), fact('server_without_external_ip')), 'reason.server_license.needs_external_ip', '000 §4 Server actions: ISPmanager 6 licence needs an external IP'),
      ],
      verify: { money: { rule: 'balance' } },
      // product decision: 001 §7 lists no licence calls
      call: { method: 'PATCH', path: '/licenses/{id}' },
      after: { refetch: 'both', recalculate_balance: true },
      // the price of the change: the new units' cost less the current one
      price: licensePrice({ path: 'item.addon' }, { minus: [{ path: 'payload.value' }, { path: 'item.value' }] }),
      dialog: { price: true, fields: [{ ...valueField, default: { path: 'item.value' } }] },
      request: 'ServerLicenseChangeRequest',
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Server license: delete',
      awaiting_status: true,
      marks_deleting: true,
      block: [processing, windowsServer, ...serverBusy],
      call: { method: 'DELETE', path: '/licenses/{id}' },
      after: { refetch: 'both', recalculate_balance: true },
    },
  },
})
