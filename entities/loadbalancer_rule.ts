// Load balancer rule (000 §3 Load balancer, 000 §4 Load balancer, 001 §3, 001 §4 Load balancer rules, 001 §5, 001 §7).
// A rule belongs to a balancer; its create is a collection action evaluated with item {} and the balancer in
// related.balancer, plus the project's servers a rule could point at in related.servers.items (counts: loaded
// when the action runs).
import { DEFAULT_LIST_ORDER, PORT } from '../contract/constants'
import { cmp, defineEntity, dimension, dimensionOf, fact, inSet, rule, status } from '../engine/define'
import type { Condition, Json } from '../engine/types'
import type { LoadbalancerRule } from '../generated/types/index.js'
import { LOADBALANCER_STATUSES } from './loadbalancer'
import { INTERNAL_ADDRESSES } from './loadbalancer.form'

/** The item the config reads: the schema's LoadbalancerRule, and the name 001 §5 keeps unique, not in the schema yet. */
type LoadbalancerRuleItem = LoadbalancerRule & { name?: string }

const balancerProcessing: Condition<LoadbalancerRuleItem> = rule(
  inSet('related.balancer.status', 'processing', 'loadbalancer'),
  'reason.loadbalancer_rule.balancer_processing',
  '001 §4 Load balancer: rule create is blocked when the balancer is processing; the balancer is locked during processing',
)

const server = (internal_addresses: Json[]) => ({ id: 'server-1', status: 'ACTIVE', internal_addresses })

export const loadbalancer_rule = defineEntity<LoadbalancerRuleItem>()({
  kind: 'loadbalancer_rule',
  spec: '000 §3 Load balancer rule; 000 §4 Load balancer; 001 §4 Load balancer rules; 001 §5 Load balancer rule',
  scope: 'project',
  service: 'loadbalancers',
  parent: { kind: 'loadbalancer', via: 'loadbalancer_data' },
  // 001 §5: unique names for load balancer rules.
  name_field: 'name',
  ws_entity: 'loadbalancer_rule',
  icon: 'route',
  routes: {
    // Rules have no page of their own: they are listed on their balancer's details page ($id is the balancer's).
    list: { name: 'loadbalancer', path: '/lk/project/loadbalancers/$id/details' },
  },
  // 000 §4 / 001 §4: rules share the processing set of the balancer.
  statuses: LOADBALANCER_STATUSES,
  // 001 §4: rule create needs attachable servers; the project's servers come when the action runs
  counts: { servers: { kind: 'server', items: true } },
  facts: {
    no_attachable_servers: {
      reads: ['related.servers.items'],
      // A server can take a rule only with an internal address (001 §5: 'The Loadbalancer rule required a valid
      // address_id'). Without the list of servers nothing is known, so nothing blocks.
      compute: (context) => {
        const servers: unknown = context.related.servers?.items
        if (!Array.isArray(servers)) return false
        return !servers.some((candidate: { internal_addresses?: unknown }) => Array.isArray(candidate?.internal_addresses) && candidate.internal_addresses.length > 0)
      },
      spec: '001 §4 Load balancer: rule create needs attachable servers to exist',
    },
  },
  inputs: [
    dimension('status', 'item.status', LOADBALANCER_STATUSES.values),
    dimension('balancer status', 'related.balancer.status', LOADBALANCER_STATUSES.values),
    dimensionOf('balancer rules', [
      { label: 'below rules_limit', set: { 'related.balancer.rules_count': 1, 'related.balancer.rules_limit': 10 } },
      { label: 'at rules_limit', set: { 'related.balancer.rules_count': 10, 'related.balancer.rules_limit': 10 } },
    ]),
    dimensionOf('project servers', [
      { label: 'one with an internal address', set: { 'related.servers.items': [server([{ address: '10.0.0.5' }])] } },
      { label: 'none', set: { 'related.servers.items': [] } },
      { label: 'only without an internal address', set: { 'related.servers.items': [server([])] } },
    ]),
  ],
  relations: {
    // 000 §3: loadbalancer rule to server many-to-one via server (reverse loadbalancer_rules); the rule carries server_id.
    server: { kind: 'server', cardinality: 'many-to-one', reverse: 'loadbalancer_rules', id: 'server_id' },
    // 000 §3: the parent balancer, carried as loadbalancer_data on the rule (an object with the balancer's id, so a
    // reference: a balancer's rules are the project's rules with loadbalancer_data.id its id)
    balancer: { kind: 'loadbalancer', cardinality: 'many-to-one', reverse: 'rules', reference: 'loadbalancer_data' },
  },
  // 001 §9: rules listed newest first; 001 §7: default order -created_in.
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §3 Rule: the server's internal address, the external and internal ports
    columns: [
      { field: 'address', label: 'loadbalancer_rule.column.address', format: 'text' },
      { field: 'external_protocol_port', label: 'loadbalancer_rule.field.external_protocol_port', format: 'text' },
      { field: 'internal_protocol_port', label: 'loadbalancer_rule.field.internal_protocol_port', format: 'text' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
  },
  // 001 §7 GET /projects/{id}/loadbalancers/rules (the project's rules); a rule has no page of its own, so its
  // detail call (GET /loadbalancers/rules/{id}) is not a source
  sources: [{ list: '/projects/{project_id}/loadbalancers/rules' }],
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 Load balancer: rule create needs attachable servers and rules_count below rules_limit; 001 §7 POST /loadbalancers/{id}/rules',
      // 001 §4 lists create among the paid actions ("create, start, resize, attach and similar"); stricter reading:
      // every create is paid, a rule's too. A rule is not "a load balancer", so it does not need a verified account.
      paid: true,
      block: [
        balancerProcessing,
        // Stricter reading of 000 §4 "actionable ACTIVE and STOPPED": a balancer in error takes no new rules.
        rule(inSet('related.balancer.status', 'error', 'loadbalancer'), 'reason.loadbalancer_rule.balancer_in_error', '000 §4 Load balancer: actionable ACTIVE and STOPPED'),
        rule(
          cmp('related.balancer.rules_count', '>=', 'related.balancer.rules_limit'),
          'reason.loadbalancer_rule.rules_limit',
          '001 §4 Load balancer: rule create is blocked when rules_count reaches rules_limit',
        ),
        rule(fact('no_attachable_servers'), 'reason.loadbalancer_rule.no_servers', '001 §4 Load balancer: rule create needs attachable servers to exist'),
      ],
      // The call is made on the owner balancer: item is {} for a collection action, so the id is the balancer's.
      call: { method: 'POST', path: '/loadbalancers/{related.balancer.id}/rules' },
      after: { refetch: 'both' },
      dialog: {
        fields: [
          // 001 §5: a server's internal address ('The Loadbalancer rule required a valid address_id')
          { name: 'address_id', kind: 'entity_picker', label: 'loadbalancer_rule.field.address_id', required: true, picker: { kind: 'server', each: INTERNAL_ADDRESSES } },
          { name: 'external_protocol_port', kind: 'number', label: 'loadbalancer_rule.field.external_protocol_port', required: true, min: PORT.min, max: PORT.max },
          { name: 'internal_protocol_port', kind: 'number', label: 'loadbalancer_rule.field.internal_protocol_port', required: true, min: PORT.min, max: PORT.max },
        ],
      },
      request: 'LoadbalancerRuleCreateRequest',
    },
    delete: {
      scope: 'item',
      spec: '000 §4 Load balancer: delete blocked while the rule processes; 001 §7 DELETE /loadbalancers/rules/{id}',
      marks_deleting: true,
      block: [
        rule(status.inSet('processing'), 'reason.processing', '001 §4 Load balancer: rule delete is blocked while that rule is processing'),
        // Stricter reading: "the balancer is locked during processing" also locks its rules.
        balancerProcessing,
      ],
      call: { method: 'DELETE', path: '/loadbalancers/rules/{id}' },
      after: { refetch: 'both' },
    },
  },
})
