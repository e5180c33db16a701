// The record form's rules by type (000 §5 form rules; 001 §5 DNS; 000 §3 CAA flags and tags): the fields of the
// chosen type only, each refused with its message, judged as the form and the payload do.
import { describe, expect, it } from 'vitest'
import { contextOf, isFieldShown } from '../../engine/evaluate'
import type { ActionInput, FieldConfig } from '../../engine/types'
import { registry } from '../../entities/index'
import { apiPayload } from '../../src/actions/useActionForm'
import { fieldProblems } from '../../ui/forms/rules'

const actions = registry.get('dns_record').actions
const createFields = actions.create?.dialog?.fields ?? []
const domain = { id: 'd1', name: 'example.com' }
const input: ActionInput = { item: {}, related: { domain } }
const shown = (fields: readonly FieldConfig[], values: Record<string, unknown>, at: ActionInput = input) =>
  fields.filter((field) => isFieldShown(field, values, contextOf(at))).map((field) => `${field.name}:${field.label.replace('dns_record.field.', '')}`)
const problems = (values: Record<string, unknown>) => fieldProblems(createFields, { name: 'www.example.com', ttl: 3600, ...values }, { input })

describe('dns_record form: the fields of the chosen type only', () => {
  it.each([
    ['A', ['ipv4:ipv4']],
    ['AAAA', ['value:ipv6']],
    ['NS', ['value:name_server']],
    ['MX', ['value:mail_server', 'priority:priority']],
    ['TXT', ['value:text']],
    ['SRV', ['value:target', 'priority:priority', 'weight:weight', 'port:port']],
    ['CNAME', ['value:target']],
    ['DNAME', ['value:target']],
    ['CAA', ['flag:flag', 'tag:tag', 'value:caa_value']],
  ])('%s: type, name, TTL and %j', (type, own) => {
    expect(shown(createFields, { type })).toEqual(['type:type', 'name:name', 'ttl:ttl', ...own])
  })

  it('000 §4: SOA is not created: the type offers every other type', () => {
    expect(createFields[0]?.options?.map((option) => option.value)).toEqual(['A', 'AAAA', 'NS', 'MX', 'TXT', 'SRV', 'CNAME', 'DNAME', 'CAA'])
  })

  it('the edit form shows the fields of the record type, filled with what it holds', () => {
    const record = { id: 'r1', type: 'MX', name: 'example.com', ttl: 60, priority: 5, value: 'mx.example.net' }
    const editFields = actions.update?.dialog?.fields ?? []
    const at: ActionInput = { item: record, related: { domain } }
    expect(shown(editFields, {}, at)).toEqual(['name:name', 'ttl:ttl', 'value:mail_server', 'priority:priority'])
    const shownFields = editFields.filter((field) => isFieldShown(field, {}, contextOf(at)))
    expect(Object.fromEntries(shownFields.map((field) => [field.name, field.default]))).toEqual({
      name: { path: 'item.name' },
      ttl: { path: 'item.ttl' },
      value: { path: 'item.value' },
      priority: { path: 'item.priority' },
    })
  })

  it('a field of another type is neither checked nor sent (switching type keeps nothing of the other)', () => {
    expect(problems({ type: 'A', ipv4: '198.51.100.1', value: 'not checked for A' })).toEqual({})
    const payload = apiPayload(
      actions.create ?? { scope: 'collection', spec: '' },
      { type: 'A', name: 'www.example.com', ttl: '300', ipv4: '198.51.100.1', value: 'x', priority: '10' },
      contextOf(input),
    )
    expect(payload).toEqual({ type: 'A', name: 'www.example.com', ttl: 300, ipv4: '198.51.100.1' })
  })
})

describe('dns_record form: 000 §5 / 001 §5 rules, each on its field', () => {
  it('001 §5: the record name must be a subdomain of its domain (or the domain itself)', () => {
    expect(problems({ type: 'A', ipv4: '198.51.100.1', name: 'example.com' })).toEqual({})
    expect(problems({ type: 'A', ipv4: '198.51.100.1', name: '_sip._tcp.example.com' })).toEqual({})
    expect(problems({ type: 'A', ipv4: '198.51.100.1', name: '*.example.com' })).toEqual({})
    expect(problems({ type: 'A', ipv4: '198.51.100.1', name: 'www.example.net' }).name).toEqual({ key: 'validation.record_name_in_domain', params: { domain: 'example.com' } })
    expect(problems({ type: 'A', ipv4: '198.51.100.1', name: 'bad name.example.com' }).name?.key).toBe('validation.subdomain')
    expect(problems({ type: 'A', ipv4: '198.51.100.1', name: 'notexample.com' }).name?.key).toBe('validation.record_name_in_domain')
  })

  it('000 §5 ipv4 (A) and ipv6 (AAAA)', () => {
    expect(problems({ type: 'A', ipv4: '198.51.100.256' }).ipv4?.key).toBe('validation.ipv4')
    expect(problems({ type: 'A', ipv4: '198.51.100' }).ipv4?.key).toBe('validation.ipv4')
    expect(problems({ type: 'AAAA', value: '2001:db8::1' })).toEqual({})
    expect(problems({ type: 'AAAA', value: '::ffff:198.51.100.1' })).toEqual({})
    for (const value of ['2001:db8::g', '2001:db8:::1', '1:2:3:4:5:6:7:8:9', '198.51.100.1']) expect(problems({ type: 'AAAA', value }).value?.key, value).toBe('validation.ipv6')
  })

  it('001 §5: TTL integer 0 to 2 billion', () => {
    expect(problems({ type: 'A', ipv4: '198.51.100.1', ttl: 0 })).toEqual({})
    expect(problems({ type: 'A', ipv4: '198.51.100.1', ttl: 2_000_000_000 })).toEqual({})
    expect(problems({ type: 'A', ipv4: '198.51.100.1', ttl: 2_000_000_001 }).ttl).toEqual({ key: 'validation.max_value', params: { max: 2_000_000_000 } })
    expect(problems({ type: 'A', ipv4: '198.51.100.1', ttl: -1 }).ttl).toEqual({ key: 'validation.min_value', params: { min: 0 } })
    expect(problems({ type: 'A', ipv4: '198.51.100.1', ttl: '1.5' }).ttl?.key).toBe('validation.integer')
  })

  it('001 §5: DNS port, weight, priority integer 0 to 65535', () => {
    const srv = { type: 'SRV', name: '_sip._tcp.example.com', value: 'sip.example.com', priority: 0, weight: 65535, port: 5060 }
    expect(problems(srv)).toEqual({})
    expect(problems({ ...srv, port: 65536 }).port).toEqual({ key: 'validation.max_value', params: { max: 65535 } })
    expect(problems({ ...srv, weight: -1 }).weight).toEqual({ key: 'validation.min_value', params: { min: 0 } })
    expect(problems({ ...srv, priority: '' }).priority?.key).toBe('validation.required')
    expect(problems({ type: 'MX', value: 'mx.example.net', priority: 70000 }).priority?.key).toBe('validation.max_value')
  })

  it('NS, MX, SRV, CNAME, DNAME name a host', () => {
    for (const type of ['NS', 'CNAME', 'DNAME']) expect(problems({ type, value: 'not a host' }).value?.key, type).toBe('validation.domain')
    expect(problems({ type: 'CNAME', value: 'www.example.net.' })).toEqual({})
  })

  it('000 §5: TXT printable ASCII without line breaks, with max length', () => {
    expect(problems({ type: 'TXT', value: 'v=spf1 mx -all "quoted"' })).toEqual({})
    expect(problems({ type: 'TXT', value: 'line\nbreak' }).value?.key).toBe('validation.txt_value')
    expect(problems({ type: 'TXT', value: 'привет' }).value?.key).toBe('validation.txt_value')
    expect(problems({ type: 'TXT', value: 'a'.repeat(256) }).value).toEqual({ key: 'validation.max_length', params: { count: 255 } })
  })

  it('000 §3 CAA: flag 0 or 128, tags issue, issuewild, iodef; 000 §5 value without http:// or ;, with max length', () => {
    const caa = createFields.filter((field) => field.shown_when?.in.includes('CAA'))
    expect(caa.find((field) => field.name === 'flag')?.options?.map((option) => option.value)).toEqual([0, 128])
    expect(caa.find((field) => field.name === 'tag')?.options?.map((option) => option.value)).toEqual(['issue', 'issuewild', 'iodef'])
    expect(problems({ type: 'CAA', flag: 0, tag: 'issue', value: 'letsencrypt.org' })).toEqual({})
    expect(problems({ type: 'CAA', flag: 128, tag: 'iodef', value: 'http://example.com/report' }).value?.key).toBe('validation.caa_value')
    expect(problems({ type: 'CAA', flag: 0, tag: 'issue', value: 'ca.example.net; account=1' }).value?.key).toBe('validation.caa_value')
    expect(problems({ type: 'CAA', flag: 0, tag: 'issue', value: 'a'.repeat(256) }).value?.key).toBe('validation.max_length')
  })
})
