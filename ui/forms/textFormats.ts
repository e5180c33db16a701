// The text rules a field names (FieldConfig.format, subdomain_of, max_length; 000 §5 form rules, 001 §5 DNS):
// IPv4 and IPv6, host and domain names, an IP list separated by commas, TXT printable ASCII without line breaks,
// a CAA value. Each problem is an i18n key of the validation namespace.
import { contextOf, valueAt } from '../../engine/evaluate'
import type { ActionInput, FieldConfig, TextFormat } from '../../engine/types'
import { isBik, isKpp, isLegalInn, isOgrn, isOgrnip, isPersonInn, isPhone } from './businessIds'
import type { FieldProblem } from './rules'

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`)
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/

export const isIpv4 = (value: string): boolean => IPV4.test(value)

/** eight groups of up to four hex digits, one run of them shortened to '::', the last two may be an IPv4 */
export function isIpv6(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'))
  const groups = halves.flatMap(groupsOf)
  const last = groups[groups.length - 1]
  const tailIpv4 = last !== undefined && last.includes('.')
  if (tailIpv4 && !isIpv4(last)) return false
  const hex = tailIpv4 ? groups.slice(0, -1) : groups
  if (!hex.every((group) => HEX_GROUP.test(group))) return false
  const count = hex.length + (tailIpv4 ? 2 : 0)
  return halves.length === 2 ? count < 8 : count === 8
}

const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
// a record name's labels also take underscores (_sip._tcp) and a leading wildcard
const NAME_LABEL = /^(?:\*|[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)$/

/** host names end with an optional dot: labels of letters, digits and inner hyphens, 253 characters at most */
export function isHost(value: string): boolean {
  const name = value.endsWith('.') ? value.slice(0, -1) : value
  return name.length > 0 && name.length <= 253 && name.split('.').every((label) => HOST_LABEL.test(label))
}

const isDomain = (value: string): boolean => isHost(value) && !value.endsWith('.') && value.includes('.')
const isRecordName = (value: string): boolean => value.length <= 253 && value.split('.').every((label, index) => NAME_LABEL.test(label) && (label !== '*' || index === 0))
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/

const FORMAT_RULES: Readonly<Record<TextFormat, { test: (value: string) => boolean; key: string }>> = {
  ipv4: { test: isIpv4, key: 'validation.ipv4' },
  ipv6: { test: isIpv6, key: 'validation.ipv6' },
  host: { test: isHost, key: 'validation.domain' },
  domain: { test: isDomain, key: 'validation.domain' },
  ip_list: { test: (value) => value.split(',').every((ip) => isIpv4(ip.trim()) || isIpv6(ip.trim())), key: 'validation.ip_list' },
  printable_ascii: { test: (value) => PRINTABLE_ASCII.test(value), key: 'validation.txt_value' },
  caa_value: { test: (value) => !value.includes('http://') && !value.includes(';'), key: 'validation.caa_value' },
  email: { test: (value) => EMAIL.test(value), key: 'validation.email' },
  inn_legal: { test: isLegalInn, key: 'validation.inn_legal' },
  inn_person: { test: isPersonInn, key: 'validation.inn_person' },
  ogrn: { test: isOgrn, key: 'validation.ogrn' },
  ogrnip: { test: isOgrnip, key: 'validation.ogrnip' },
  bik: { test: isBik, key: 'validation.bik' },
  kpp: { test: isKpp, key: 'validation.kpp' },
  phone: { test: isPhone, key: 'validation.phone' },
}

/** The first text rule the value breaks: its length, its format, then its domain (a record's name in its domain). */
export function textProblem(field: FieldConfig, text: string, input: ActionInput | undefined): FieldProblem | undefined {
  if (field.max_length !== undefined && text.length > field.max_length) return { key: 'validation.max_length', params: { count: field.max_length } }
  const rule = field.format ? FORMAT_RULES[field.format] : undefined
  if (rule && !rule.test(text)) return { key: rule.key }
  if (field.subdomain_of !== undefined) {
    const domain = valueAt(contextOf(input ?? { item: {} }), field.subdomain_of)
    const name = text.toLowerCase().replace(/\.$/, '')
    if (!isRecordName(name)) return { key: 'validation.subdomain' }
    // a domain the context does not have checks nothing more (missing context blocks nothing)
    if (typeof domain === 'string' && name !== domain && !name.endsWith(`.${domain}`)) return { key: 'validation.record_name_in_domain', params: { domain } }
  }
  return undefined
}
