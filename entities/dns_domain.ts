// DNS domain (000 §3 DNS, 000 §4 DNS record, 001 §3, 001 §4 DNS rules, 001 §7 DNS).
// The spec gives domains no statuses, so no rule reads one.
import { DEFAULT_LIST_ORDER, LIMIT_NAMES } from '../contract/constants'
import { defineEntity, dimension, dimensionOf, is, limitExceeded, rule } from '../engine/define'
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
    // 000 §2 domains/new; route name not given in the spec.
    create: { name: 'new_domain', path: '/lk/dns/domains/new' },
  },
  inputs: [
    dimension('main domain (is_main)', 'item.is_main', [false, true]),
    dimensionOf(`${DNS_DOMAIN_LIMIT} limit`, [
      { label: 'below max', set: { [`project.limits.${DNS_DOMAIN_LIMIT}`]: { name: DNS_DOMAIN_LIMIT, used: 1, max: 5 } } },
      { label: 'at max', set: { [`project.limits.${DNS_DOMAIN_LIMIT}`]: { name: DNS_DOMAIN_LIMIT, used: 5, max: 5 } } },
    ]),
  ],
  limits: [DNS_DOMAIN_LIMIT],
  // 001 §7: domain lists default to -created_in.
  list: { order: DEFAULT_LIST_ORDER },
  actions: {
    create: {
      scope: 'collection',
      spec: '001 §4 DNS: domain create; 001 §7 POST /projects/{id}/dns/domains (includes related_ip_list)',
      // 001 §4 lists create among the paid actions ("create, start, resize, attach and similar"); stricter reading:
      // every create is paid, a domain's too.
      paid: true,
      // 001 §4: creating ... DNS ... is blocked while the account is unverified or unidentified.
      creates_resource: true,
      hide: [rule(limitExceeded(DNS_DOMAIN_LIMIT, 1), 'reason.dns_domain.limit_reached', '001 §4 DNS: domain create is hidden when the domain limit is reached')],
      verify: { limits: [{ name: DNS_DOMAIN_LIMIT, amount: 1 }] },
      call: { method: 'POST', path: '/projects/{project_id}/dns/domains' },
      after: { refetch: 'list' },
    },
    delete: {
      scope: 'item',
      spec: '001 §4 DNS: the main DNS item (is_main) cannot be deleted; 001 §7 DELETE /dns/domains/{id}',
      marks_deleting: true,
      // "Cannot be deleted" is shown as a disabled action with its reason, like 001 §8's "DNS cannot delete SOA or last NS".
      block: [rule(is('item.is_main', true), 'reason.dns_domain.main', '001 §4 DNS: the main DNS item (is_main) cannot be deleted')],
      call: { method: 'DELETE', path: '/dns/domains/{id}' },
      after: { refetch: 'list' },
    },
  },
})
