// DNS record (000 §3 DNS, 000 §4 DNS record, 001 §3, 001 §4 DNS rules, 001 §5, 001 §7 DNS).
// A record belongs to a domain; its create is a collection action evaluated with item {} and the domain in
// related.domain. The spec gives records no statuses, so no rule reads one.
import { DEFAULT_LIST_ORDER, DNS, LIMIT_NAMES } from '../contract/constants'
import { all, defineEntity, dimension, is, present, rule } from '../engine/define'
import type { Condition, FieldConfig } from '../engine/types'
import type { DnsRecord } from '../generated/types/index.js'
import { IPV4, recordFields } from './dns_record.fields'

/** The item the rules read: the schema's DnsRecord, and the licence 001 §4 names, which the schema does not declare yet. */
type DnsRecordItem = DnsRecord & { license?: string | null }

const DNS_RECORD_LIMIT = LIMIT_NAMES.dns_record

// 001 §4 "A record action may be hidden by a licence condition": the spec names neither the action nor the field.
// Read here as: a record that belongs to a licence (item.license present) cannot be edited or deleted by hand.
// Stricter reading: both item actions (edit and delete) are hidden, not only one of them.
const licence: Condition<DnsRecordItem> = rule(present('item.license'), 'reason.dns_record.license', '001 §4 DNS: a record action may be hidden by a licence condition')

// 000 §4 DNS record: the types a user adds; SOA is the provider's (shown, never created)
const CREATABLE_TYPES = DNS.record_types.filter((type) => type !== 'SOA')
const typeField: FieldConfig<DnsRecordItem> = {
  name: 'type',
  kind: 'select',
  label: 'dns_record.field.type',
  required: true,
  default: 'A',
  options: CREATABLE_TYPES.map((type) => ({ value: type, label: `dns_record.type.${type}` })),
}

export const dns_record = defineEntity<DnsRecordItem>()({
  kind: 'dns_record',
  spec: '000 §3 DNS record; 000 §4 DNS record; 001 §4 DNS rules; 001 §5 DNS',
  scope: 'project',
  service: 'dns',
  parent: { kind: 'dns_domain', via: 'domain_id' },
  // 000 §3: dns_record is displayed by subdomain.
  name_field: 'subdomain',
  ws_entity: 'dns_record',
  icon: 'list',
  routes: {
    // 000 §2 domains/{parent_id}/records/{id}/edit: the parent is the record's domain (its domain_id)
    page: { name: 'dns_record_edit', path: '/lk/dns/domains/$domain_id/records/$id/edit' },
    // 000 §2 domains/{id}/records/new; route name not given in the spec. The records are listed on their
    // domain's page (dns_domain's page, route name domain), so the kind has no list route of its own.
    create: { name: 'new_dns_record', path: '/lk/dns/domains/$id/records/new' },
  },
  inputs: [
    dimension('type', 'item.type', DNS.record_types),
    dimension('domain has its last NS record', 'related.domain.has_last_ns_record', [false, true]),
    dimension('licence', 'item.license', [null, 'license-1']),
  ],
  limits: [DNS_RECORD_LIMIT],
  relations: {
    domain: { kind: 'dns_domain', cardinality: 'many-to-one', reverse: 'records', id: 'domain_id' },
    // by value (issue 11 item 6): an A record's ipv4, an AAAA record's value, names a floating IP by its address
    floatingip: { kind: 'floatingip', cardinality: 'many-to-one', reverse: 'dns_records', id: IPV4, key: 'address', when: { type: 'A' } },
    floatingip_v6: { kind: 'floatingip', cardinality: 'many-to-one', reverse: 'dns_records_v6', id: 'value', key: 'address', when: { type: 'AAAA' } },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §3 DNS record: name (by subdomain), type, TTL and the data of its type
    columns: [
      { field: 'subdomain', label: 'column.name', format: 'name' },
      { field: 'type', label: 'column.type', format: 'text' },
      { field: 'ttl', label: 'dns_record.column.ttl', format: 'text' },
      { field: IPV4, label: 'dns_record.column.ipv4', format: 'text' },
      { field: 'priority', label: 'dns_record.column.priority', format: 'text' },
      { field: 'value', label: 'dns_record.column.value', format: 'text' },
    ],
  },
  // 001 §7 GET /dns/domains/{id}/records (the domain's id is the list's domain_id filter), GET /dns/records/{id}/detail
  sources: [{ list: '/dns/domains/{domain_id__eq}/records', detail: '/dns/records/{id}/detail' }],
  // 000 §2 records/new and records/{id}/edit are pages: the forms of create and update
  pages: { orders: { create: 'create', page: 'update' } },
  actions: {
    create: {
      scope: 'collection',
      spec: '001 §4 DNS: record create; 001 §7 POST /dns/domains/{id}/records (ipv4 sent as a single value)',
      // Stricter readings: "creating ... DNS" (001 §4) covers records as well as domains, and every create is paid.
      paid: true,
      creates_resource: true,
      verify: { limits: [{ name: DNS_RECORD_LIMIT, amount: 1 }] },
      // The call is made on the owner domain: item is {} for a collection action, so the id is the domain's.
      call: { method: 'POST', path: '/dns/domains/{related.domain.id}/records' },
      after: { refetch: 'list' },
      // 000 §5 / 001 §5: the fields of the chosen type only (dns_record.fields.ts)
      dialog: { fields: [typeField, ...recordFields({ field: 'type' }, { path: 'related.domain.name' })] },
      request: 'DnsRecordCreateRequest',
    },
    edit: {
      scope: 'item',
      spec: '001 §4 DNS: record edit; 000 §2 domains/{parent_id}/records/{id}/edit',
      hide: [licence],
      // The edit form is a page of its own (dns_record_edit), whose form is the update action below.
      entrance: { route: 'dns_record_edit', params: { domain_id: 'item.domain_id', id: 'item.id' } },
    },
    update: {
      scope: 'item',
      spec: '001 §4 DNS: record edit; 001 §7 PATCH /dns/records/{id}',
      // the form of the edit page (pages.orders.page), not a menu entry of its own
      menu: false,
      hide: [licence],
      call: { method: 'PATCH', path: '/dns/records/{id}' },
      after: { refetch: 'both' },
      // the record's type stays: the fields of its type, filled with what it holds
      dialog: { fields: recordFields({ path: 'item.type' }, { path: 'related.domain.name' }, true) },
      request: 'DnsRecordUpdateRequest',
    },
    delete: {
      scope: 'item',
      spec: '001 §4 DNS: the SOA record and the last NS record of a domain cannot be deleted; 001 §7 DELETE /dns/records/{id}',
      marks_deleting: true,
      hide: [licence],
      block: [
        rule(is('item.type', 'SOA'), 'reason.dns_record.soa', '001 §4 DNS: the SOA record of a domain cannot be deleted'),
        // The "last NS" fact is the domain's has_last_ns_record (000 §3 lists it on the domain; a record has no such
        // flag, its `flag` field is the CAA flag): an NS record of a domain down to its last NS record cannot go.
        rule(all(is('item.type', 'NS'), is('related.domain.has_last_ns_record', true)), 'reason.dns_record.last_ns', '001 §4 DNS: the last NS record of a domain cannot be deleted'),
      ],
      call: { method: 'DELETE', path: '/dns/records/{id}' },
      after: { refetch: 'list' },
    },
  },
})
