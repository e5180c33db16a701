// The rules of a record's fields by its type (000 §5 form rules; 001 §5 DNS): which fields a type takes, the
// name a subdomain of its domain, IPv4 and IPv6, host names, TXT printable ASCII without line breaks, CAA values.
// The schema (schemas/requests/dns-record-*.json) has already checked the ranges: TTL 0 to 2 billion, port, weight
// and priority 0 to 65535, CAA flag 0 or 128 and the tags. A failure is a 400 on the field.
import { isIPv4, isIPv6 } from 'node:net'
import { DNS } from '../../../contract/constants'
import { badRequest } from '../../http/errors'
import type { DnsRecordRow } from './resource'

export type RecordFields = Pick<DnsRecordRow, 'name' | 'ttl' | 'ipv4' | 'priority' | 'weight' | 'port' | 'flag' | 'tag' | 'value'>
type Field = keyof RecordFields

/** what each type takes besides name and ttl (001 §3 fields: ipv4, priority, weight, port, flag, tag, value) */
export const TYPE_FIELDS: Readonly<Record<DnsRecordRow['type'], readonly Field[]>> = {
  A: ['ipv4'],
  AAAA: ['value'],
  NS: ['value'],
  MX: ['priority', 'value'],
  TXT: ['value'],
  SRV: ['priority', 'weight', 'port', 'value'],
  CNAME: ['value'],
  DNAME: ['value'],
  CAA: ['flag', 'tag', 'value'],
  SOA: ['value'],
}

// a label: letters, digits, hyphens inside, underscores (SRV's _sip._tcp); a leading '*' label is a wildcard
const LABEL = /^(?:\*|[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)$/
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

/** a host name: labels of letters, digits and inner hyphens, 253 characters at most, an optional final dot */
export function isHostName(value: string): boolean {
  const name = value.endsWith('.') ? value.slice(0, -1) : value
  return name.length > 0 && name.length <= 253 && name.split('.').every((label) => HOST_LABEL.test(label))
}

/** a domain a client may hold: a host name of two labels or more */
export const isDomainName = (value: string): boolean => isHostName(value) && !value.endsWith('.') && value.split('.').length >= 2

function requireName(name: string, domain: string): void {
  const labels = name.split('.')
  const wellFormed = name.length <= 253 && labels.every((label, index) => LABEL.test(label) && (label !== '*' || index === 0))
  if (!wellFormed) throw badRequest('name', 'Not a valid record name')
  if (name !== domain && !name.endsWith(`.${domain}`)) throw badRequest('name', `The name must be a subdomain of ${domain}`)
}

const TXT_PRINTABLE = /^[\x20-\x7E]*$/

function requireCaaValue(tag: RecordFields['tag'], value: string): void {
  if (value.length > DNS.caa_value_max_length) throw badRequest('value', `At most ${DNS.caa_value_max_length} characters`)
  if (value.includes('http://') || value.includes(';')) throw badRequest('value', 'The value may not hold http:// or ;')
  if (tag === 'iodef') {
    if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(value)) throw badRequest('value', 'iodef takes a mailto: address or an https:// URL')
  } else if (!isHostName(value)) throw badRequest('value', 'Not a valid certificate authority domain')
}

function requireValue(type: DnsRecordRow['type'], fields: RecordFields): void {
  const value = fields.value ?? ''
  switch (type) {
    case 'AAAA':
      if (!isIPv6(value)) throw badRequest('value', 'Not a valid IPv6 address')
      return
    case 'TXT':
      if (!TXT_PRINTABLE.test(value)) throw badRequest('value', 'Only printable ASCII characters, without line breaks')
      if (value.length > DNS.txt_max_length) throw badRequest('value', `At most ${DNS.txt_max_length} characters`)
      return
    case 'CAA':
      return requireCaaValue(fields.tag, value)
    case 'SOA':
      return
    default:
      if (!isHostName(value)) throw badRequest('value', 'Not a valid host name')
  }
}

/**
 * Checks the fields of a record of `type` in `domain` and answers them with the fields the type does not take
 * set to null (a record changing its mind keeps nothing of another type).
 */
export function checkedFields(type: DnsRecordRow['type'], domain: string, fields: RecordFields): RecordFields {
  const takes = TYPE_FIELDS[type]
  const name = fields.name.toLowerCase().replace(/\.$/, '')
  requireName(name, domain)
  for (const field of takes) if (fields[field] === null || fields[field] === undefined || fields[field] === '') throw badRequest(field, 'This field is required')
  if (takes.includes('ipv4') && !isIPv4(fields.ipv4 ?? '')) throw badRequest('ipv4', 'Not a valid IPv4 address')
  if (takes.includes('value')) requireValue(type, fields)
  const kept = <F extends Field>(field: F): RecordFields[F] | null => (takes.includes(field) ? fields[field] : null)
  return { name, ttl: fields.ttl, ipv4: kept('ipv4'), priority: kept('priority'), weight: kept('weight'), port: kept('port'), flag: kept('flag'), tag: kept('tag'), value: kept('value') }
}
