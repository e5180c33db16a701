// The fields of a DNS record's form by its type (000 §3 DNS record fields; 000 §5 form rules; 001 §5 DNS): the
// form shows the fields of the chosen type only (FieldConfig.shown_when). One payload `value` stands for an IPv6
// address (AAAA), a host (NS, MX, SRV, CNAME, DNAME), a text (TXT) or a CAA value, each with its own label and rule.
import { DNS } from '../contract/constants'
import type { FieldConfig, FieldDefault } from '../engine/types'
import type { DnsRecord } from '../generated/types/index.js'

type Field = FieldConfig<DnsRecord & { license?: string | null }>
type Shown = { field: string } | { path: 'item.type' }

/** the record's ipv4 field (001 §3) and its rule, not the price list's ipv4 resource (contract RESOURCES) */
export const IPV4 = `ipv4` as const

const NUMBER_RANGE = { min: DNS.port_weight_priority.min, max: DNS.port_weight_priority.max }

/**
 * The fields after the type: the name (a subdomain of the domain at `domainPath`), the TTL, and each type's own.
 * `shownBy` is where the type is read: the form's type field (create) or the record's (edit, `fromItem`: every
 * field starts with what the record holds).
 */
export function recordFields(shownBy: Shown, domainPath: { path: 'related.domain.name' }, fromItem = false): Field[] {
  const when = (...types: DnsRecord['type'][]): Pick<Field, 'shown_when'> => ({ shown_when: { ...shownBy, in: types } })
  const start = (path: keyof DnsRecord & string, otherwise?: FieldDefault<DnsRecord>): Pick<Field, 'default'> =>
    fromItem ? { default: { path: `item.${path}` } as FieldDefault<DnsRecord> } : otherwise === undefined ? {} : { default: otherwise }
  const host = (label: string, ...types: DnsRecord['type'][]): Field => ({ name: 'value', kind: 'text', label, required: true, format: 'host', max_length: 253, ...start('value'), ...when(...types) })
  return [
    // 001 §5: "record name must be a subdomain of the domain"; a new record starts from the domain's own name
    { name: 'name', kind: 'text', label: 'dns_record.field.name', hint: 'dns_record.hint.name', required: true, subdomain_of: domainPath.path, max_length: 253, ...start('name', domainPath) },
    // 001 §5: TTL integer 0 to 2 billion
    { name: 'ttl', kind: 'number', label: 'dns_record.field.ttl', required: true, min: DNS.ttl.min, max: DNS.ttl.max, ...start('ttl', DNS.default_ttl) },
    // 000 §5 ipv4; 001 §7 "ipv4 sent as a single value"
    { name: IPV4, kind: 'text', label: 'dns_record.field.ipv4', required: true, format: IPV4, ...start(IPV4), ...when('A') },
    { name: 'value', kind: 'text', label: 'dns_record.field.ipv6', required: true, format: 'ipv6', ...start('value'), ...when('AAAA') },
    host('dns_record.field.name_server', 'NS'),
    host('dns_record.field.mail_server', 'MX'),
    host('dns_record.field.target', 'SRV', 'CNAME', 'DNAME'),
    // 000 §5: TXT printable ASCII without line breaks with max length
    { name: 'value', kind: 'text', label: 'dns_record.field.text', required: true, format: 'printable_ascii', max_length: DNS.txt_max_length, ...start('value'), ...when('TXT') },
    // 001 §5: DNS port, weight, priority integer 0 to 65535
    { name: 'priority', kind: 'number', label: 'dns_record.field.priority', required: true, ...NUMBER_RANGE, ...start('priority', 10), ...when('MX', 'SRV') },
    { name: 'weight', kind: 'number', label: 'dns_record.field.weight', required: true, ...NUMBER_RANGE, ...start('weight'), ...when('SRV') },
    { name: 'port', kind: 'number', label: 'dns_record.field.port', required: true, ...NUMBER_RANGE, ...start('port'), ...when('SRV') },
    // 000 §3: CAA flags 0 allow issuance, 128 deny; tags issue, issuewild, iodef
    {
      name: 'flag',
      kind: 'select',
      label: 'dns_record.field.flag',
      required: true,
      options: [
        { value: DNS.caa_flags.allow, label: 'dns_record.flag.allow' },
        { value: DNS.caa_flags.deny, label: 'dns_record.flag.deny' },
      ],
      ...start('flag', DNS.caa_flags.allow),
      ...when('CAA'),
    },
    {
      name: 'tag',
      kind: 'select',
      label: 'dns_record.field.tag',
      required: true,
      options: DNS.caa_tags.map((tag) => ({ value: tag, label: `dns_record.tag.${tag}` })),
      ...start('tag', 'issue'),
      ...when('CAA'),
    },
    // 000 §5: CAA value (no http:// or ;, max length)
    {
      name: 'value',
      kind: 'text',
      label: 'dns_record.field.caa_value',
      hint: 'dns_record.hint.caa_value',
      required: true,
      format: 'caa_value',
      max_length: DNS.caa_value_max_length,
      ...start('value'),
      ...when('CAA'),
    },
  ]
}
