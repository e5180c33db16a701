// The health monitor's fields (000 §3 Load balancer: type PING, TCP or HTTP; delay, timeout, max_retries;
// http_method, expected_codes, url_path only for HTTP), shared by the order page (inside the payload's healthmonitor)
// and the change_healthmonitor dialog (the monitor itself is the payload). 001 §5: max retries 1 to 10, timeout
// less than the interval, expected codes a number or comma-separated numbers, URL path starts with a slash;
// 000 §4: non-HTTP types drop the HTTP-only fields (shown_when: hidden fields are not sent).
import { LOADBALANCER } from '../contract/constants'
import type { FieldConfig, FieldDefault } from '../engine/types'
import type { Loadbalancer } from '../generated/types/index.js'

type Monitor = keyof typeof LOADBALANCER.default_healthmonitor | 'http_method' | 'expected_codes' | 'url_path'

/** 001 §5: a number or a comma list (HTTP status codes); the request schema has the same rule */
export const EXPECTED_CODES = '^[0-9]{3}(,[0-9]{3})*$'
/** 001 §5: the URL path starts with a slash */
export const URL_PATH = '^/\\S*$'
const HTTP_DEFAULTS = { http_method: 'GET', expected_codes: '200', url_path: '/' } as const

const option = (value: string) => ({ value, label: `loadbalancer.option.${value}` })

/**
 * The fields, named `<group>/<field>` when a group is given (sent inside the payload's object of that name). Each
 * starts from `start(field)` (the balancer's own monitor in its dialog) or 001 §9's defaults (TCP, 80, 15, 5).
 */
export function healthmonitorFields(group: string | undefined, start?: (field: Monitor) => FieldDefault<Loadbalancer>): FieldConfig<Loadbalancer>[] {
  const name = (field: Monitor) => (group ? `${group}/${field}` : field)
  const from = (field: Monitor, fallback: string | number): FieldDefault<Loadbalancer> => start?.(field) ?? fallback
  const http = { shown_when: { field: name('type'), in: ['HTTP'] } }
  const defaults = LOADBALANCER.default_healthmonitor
  return [
    {
      name: name('type'),
      kind: 'select',
      label: 'loadbalancer.field.healthmonitor_type',
      required: true,
      options: LOADBALANCER.healthmonitor_types.map(option),
      default: from('type', defaults.type),
      ...(group ? { section: 'loadbalancer.section.healthmonitor' } : {}),
    },
    { name: name('delay'), kind: 'number', label: 'loadbalancer.field.delay', hint: 'loadbalancer.hint.seconds', required: true, min: 1, max: 3600, default: from('delay', defaults.delay) },
    {
      name: name('timeout'),
      kind: 'number',
      label: 'loadbalancer.field.timeout',
      hint: 'loadbalancer.hint.timeout',
      required: true,
      min: 1,
      max: 3600,
      default: from('timeout', defaults.timeout),
      must: { cmp: '<', to: { field: name('delay') }, message: 'loadbalancer.validation.timeout_below_delay' },
    },
    {
      name: name('max_retries'),
      kind: 'number',
      label: 'loadbalancer.field.max_retries',
      required: true,
      min: LOADBALANCER.max_retries.min,
      max: LOADBALANCER.max_retries.max,
      default: from('max_retries', defaults.max_retries),
    },
    {
      name: name('http_method'),
      kind: 'select',
      label: 'loadbalancer.field.http_method',
      required: true,
      options: LOADBALANCER.http_methods.map(option),
      default: from('http_method', HTTP_DEFAULTS.http_method),
      ...http,
    },
    {
      name: name('expected_codes'),
      kind: 'text',
      label: 'loadbalancer.field.expected_codes',
      hint: 'loadbalancer.hint.expected_codes',
      required: true,
      default: from('expected_codes', HTTP_DEFAULTS.expected_codes),
      pattern: { regex: EXPECTED_CODES, message: 'loadbalancer.validation.expected_codes' },
      ...http,
    },
    {
      name: name('url_path'),
      kind: 'text',
      label: 'loadbalancer.field.url_path',
      hint: 'loadbalancer.hint.url_path',
      required: true,
      default: from('url_path', HTTP_DEFAULTS.url_path),
      pattern: { regex: URL_PATH, message: 'loadbalancer.validation.url_path' },
      ...http,
    },
  ]
}

/** 001 §9: the algorithms */
export const algorithmField: FieldConfig<Loadbalancer> = {
  name: 'algorithm',
  kind: 'select',
  label: 'loadbalancer.field.algorithm',
  required: true,
  options: LOADBALANCER.algorithms.map(option),
  default: LOADBALANCER.algorithms[0],
}

/** 001 §5: a rule's address is a server's internal address (picker.each over the servers' internal_addresses) */
export const INTERNAL_ADDRESSES = { list: 'internal_addresses', value: 'address_id', label: 'address' } as const
