// Server license (000 §3 Server license, 000 §4 Server license and Server actions).
// A license belongs to a server (its licenses tab); the server is related.server.
import { DEFAULT_LIST_ORDER } from '../contract/constants'
import { all, defineEntity, dimension, dimensionOf, fact, is, rule, status } from '../engine/define'
import type { Condition } from '../engine/types'
import { valueAt } from '../engine/predicates'
import type { ServerLicense } from '../generated/types/index.js'
import { EXTERNAL_ADDRESS, INTERNAL_ADDRESS, lacksExternalAddress, LICENSE_ADDONS } from './server.statuses'

const processing: Condition<ServerLicense> = rule(status.inSet('processing'), 'reason.processing', '000 §4 Server license: all actions blocked while processing')
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
    dimensionOf('server addresses', [
      { label: 'one external', set: { 'related.server.addresses': [EXTERNAL_ADDRESS] } },
      { label: 'internal only', set: { 'related.server.addresses': [INTERNAL_ADDRESS] } },
    ]),
  ],
  relations: {
    // 000 §3 names no field linking a license to its server; server_id is assumed (the server embeds licenses).
    server: { kind: 'server', cardinality: 'many-to-one', reverse: 'licenses', id: 'server_id' },
  },
  list: { order: DEFAULT_LIST_ORDER },
  actions: {
    change: {
      scope: 'item',
      spec: '000 §4 Server license: change',
      // A license is billed; changing it may cost more (stricter: a paid action).
      paid: true,
      awaiting_status: true,
      block: [
        processing,
        windowsServer,
        // Licences are not orderable (001 §5), so the ISPmanager 6 rule can only bind a change of such a licence.
        rule(all(is('item.addon', 'ispmanager_6'), fact('server_without_external_ip')), 'reason.server_license.needs_external_ip', '000 §4 Server actions: ISPmanager 6 licence needs an external IP'),
      ],
      verify: { money: { rule: 'balance' } },
      // 001 §7 lists no license calls.
      after: { refetch: 'both', recalculate_balance: true },
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Server license: delete',
      awaiting_status: true,
      marks_deleting: true,
      block: [processing, windowsServer],
      after: { refetch: 'both', recalculate_balance: true },
    },
  },
})
