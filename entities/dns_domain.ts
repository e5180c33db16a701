// DNS domain (000 §3 DNS, 000 §4 DNS record, 001 §3, 001 §4 DNS rules, 001 §7 DNS).
// The spec gives domains no statuses, so no rule reads one.
import { DEFAULT_LIST_ORDER, LIMIT_NAMES } from '../contract/constants'
import { defineEntity, dimension, dimensionOf, is, limitExceeded, not, rule } from '../engine/define'
import type { DnsDomain } from '../generated/types/index.js'

const DNS_DOMAIN_LIMIT = LIMIT_NAMES.dns_domain

export const dns_domain = defineEntity<DnsDomain>()({
  kind: 'dns_domain',
  spec: '000 §3 DNS domain; 000 §4 DNS record; 001 §4 DNS rules',
  scope: 'project',
  service: 'dns',
  // 000 §3 lists no parent for dns_domain; domains are listed per project (001 §7 GET /projects/{id}/dns/domains).
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'dns_domain',
  icon: 'globe',
  routes: {
    // 000 §2 route name domain: the domain page is its records list.
    page: { name: 'domain', path: '/lk/dns/domains/$id/records' },
    // 000 §2 dns → dns/domains; the list has no route name of its own in the spec.
    list: { name: 'dns', path: '/lk/dns/domains' },
    section: { name: 'dns_section', path: '/lk/dns' },
    // 000 §2 domains/new; route name not given in the spec.
    create: { name: 'new_domain', path: '/lk/dns/domains/new' },
  },
  inputs: [
    dimension('main domain (is_main)', 'item.is_main', [false, true]),
    dimension('DNS service of the project', 'project.services.dns.status', ['ACTIVE', 'INACTIVE']),
    dimensionOf(`${DNS_DOMAIN_LIMIT} limit`, [
      { label: 'below max', set: { [`project.limits.${DNS_DOMAIN_LIMIT}`]: { name: DNS_DOMAIN_LIMIT, used: 1, max: 5 } } },
      { label: 'at max', set: { [`project.limits.${DNS_DOMAIN_LIMIT}`]: { name: DNS_DOMAIN_LIMIT, used: 5, max: 5 } } },
    ]),
  ],
  limits: [DNS_DOMAIN_LIMIT],
  // 000 §3: a domain's records (dns_record.relations.domain is the other side)
  relations: { records: { kind: 'dns_record', cardinality: 'one-to-many', id: 'domain_id' } },
  // 001 §7: domain lists default to -created_in.
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §3 DNS domain: name, delegated flag, main item
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'delegated', label: 'dns_domain.column.delegated', format: 'boolean' },
      { field: 'is_main', label: 'dns_domain.column.is_main', format: 'boolean' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
  },
  // 000 §2 domains/{id}/records: the domain's page is the list of its records
  detail: { tabs: [{ name: 'records', label: 'dns_domain.tab.records', route: 'domain', related: 'records' }] },
  // 001 §7 GET /projects/{id}/dns/domains, GET /dns/domains/{id}
  sources: [{ list: '/projects/{project_id}/dns/domains', detail: '/dns/domains/{id}' }],
  // 000 §2 domains/new is a page: the create action's form
  // its list's "add domain" opens that page (000 §2 route), not a dialog
  pages: { details: ['page'], redirects: { section: 'list' }, orders: { create: 'create' }, order_links: ['create'], menu: { group: 'network', order: 130, icon: 'globe' } },
  actions: {
    activate: {
      scope: 'collection',
      spec: '001 §7 POST /projects/{id}/dns/activate: the DNS service is activated per project',
      // Offered only while the project's service is not active (the project's services.dns, 000 §3 Project services);
      // a project whose services do not say (an older API) is taken as active: missing context blocks nothing.
      hide: [rule(not(is('project.services.dns.status', 'INACTIVE')), 'reason.dns_domain.service_active', '001 §7 POST /projects/{id}/dns/activate: the DNS service is activated per project')],
      call: { method: 'POST', path: '/projects/{project_id}/dns/activate' },
      after: { refetch: 'list' },
      baseline: { 'project.services.dns.status': 'INACTIVE' },
    },
    create: {
      scope: 'collection',
      spec: '001 §4 DNS: domain create; 001 §7 POST /projects/{id}/dns/domains (includes related_ip_list)',
      // 001 §4 lists create among the paid actions ("create, start, resize, attach and similar"); stricter reading:
      // every create is paid, a domain's too.
      paid: true,
      // 001 §4: creating ... DNS ... is blocked while the account is unverified or unidentified.
      creates_resource: true,
      hide: [rule(limitExceeded(DNS_DOMAIN_LIMIT, 1), 'reason.dns_domain.limit_reached', '001 §4 DNS: domain create is hidden when the domain limit is reached')],
      // 001 §8 "DNS service blocked": no domain before the project's DNS service is activated
      block: [rule(is('project.services.dns.status', 'INACTIVE'), 'reason.dns_domain.service_inactive', '001 §7 POST /projects/{id}/dns/activate: the DNS service is activated per project')],
      verify: { limits: [{ name: DNS_DOMAIN_LIMIT, amount: 1 }] },
      call: { method: 'POST', path: '/projects/{project_id}/dns/domains' },
      after: { refetch: 'list' },
      dialog: {
        fields: [
          // 000 §5 "domain"; 001 §5 unique across clients (the API answers dns_duplicate on name)
          { name: 'name', kind: 'text', label: 'dns_domain.field.name', hint: 'dns_domain.hint.name', required: true, format: 'domain', max_length: 253 },
          { name: 'admin_email', kind: 'text', label: 'dns_domain.field.admin_email', format: 'email' },
          // 001 §7 create includes related_ip_list; 000 §5 "IP list comma-separated"
          { name: 'related_ip_list', kind: 'text', label: 'dns_domain.field.related_ip_list', hint: 'dns_domain.hint.related_ip_list', format: 'ip_list' },
        ],
      },
      request: 'DnsDomainCreateRequest',
    },
    delete: {
      scope: 'item',
      spec: '001 §4 DNS: the main DNS item (is_main) cannot be deleted; 001 §7 DELETE /dns/domains/{id}',
      marks_deleting: true,
      // "Cannot be deleted" is shown as a disabled action with its reason, like 001 §8's "DNS cannot delete SOA or last NS".
      block: [rule(is('item.is_main', true), 'reason.dns_domain.main', '001 §4 DNS: the main DNS item (is_main) cannot be deleted')],
      // beyond the spec (issue 11 item 6): its records go with it
      dependents: ['records'],
      call: { method: 'DELETE', path: '/dns/domains/{id}' },
      after: { refetch: 'list' },
    },
  },
})
