import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'
import { referencedId } from '../../src/entities/relatedLists'

const record = (action: string, item: object, related: Record<string, object> = {}, rest: Omit<ActionInput, 'item' | 'related'> = {}) =>
  evaluateAction('dns_record', action, { item, related, ...rest })
const domain = { id: 'd1', name: 'example.ru', has_last_ns_record: false }

describe('dns_record: 000 §4 / 001 §4 DNS rules', () => {
  it("001 §4 DNS: 'The SOA record ... of a domain cannot be deleted' (001 §8: disabled reason 'DNS cannot delete SOA')", () => {
    expect(record('delete', { type: 'SOA' }, { domain })).toEqual({ visible: true, enabled: false, reason: 'reason.dns_record.soa' })
    expect(record('delete', { type: 'A' }, { domain })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4 DNS: 'the last NS record of a domain cannot be deleted' (the domain's has_last_ns_record)", () => {
    const last = { domain: { ...domain, has_last_ns_record: true } }
    expect(record('delete', { type: 'NS' }, last)).toEqual({ visible: true, enabled: false, reason: 'reason.dns_record.last_ns' })
    expect(record('delete', { type: 'NS' }, { domain })).toEqual({ visible: true, enabled: true })
    expect(record('delete', { type: 'A' }, last), 'only NS records are guarded').toEqual({ visible: true, enabled: true })
    expect(record('delete', { type: 'NS' }), 'without the domain nothing blocks').toEqual({ visible: true, enabled: true })
  })

  it("001 §4 DNS: 'A record action may be hidden by a licence condition' (edit and delete; stricter)", () => {
    for (const action of ['edit', 'delete']) {
      expect(record(action, { type: 'A', license: 'license-1' }, { domain }), action).toEqual({ visible: false, enabled: false, reason: 'reason.dns_record.license' })
      expect(record(action, { type: 'A', license: null }, { domain }), action).toEqual({ visible: true, enabled: true })
    }
  })

  it("001 §4: 'Creating ... DNS ... is blocked while the account is unverified or unidentified' (records too; stricter)", () => {
    expect(record('create', {}, { domain }, { account: { verified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_verified' })
    expect(record('create', {}, { domain }, { account: { identified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_identified' })
    expect(record('create', {}, { domain }, { account: { verified: true, identified: true } })).toEqual({ visible: true, enabled: true })
  })
})

describe('dns_record: config', () => {
  const actions = registry.get('dns_record').actions

  it('000 §2: edit opens domains/{parent_id}/records/{id}/edit (dns_record_edit; the parent is the domain_id)', () => {
    expect(registry.defaultPageRoute('dns_record')).toEqual({ name: 'dns_record_edit', path: '/lk/dns/domains/$domain_id/records/$id/edit' })
    expect(actions.edit?.entrance).toEqual({ route: 'dns_record_edit', params: { domain_id: 'item.domain_id', id: 'item.id' } })
    expect(registry.get('dns_record').routes.create?.path).toBe('/lk/dns/domains/$id/records/new')
    // the pages: records/new is create's form, the edit page update's (PATCH)
    expect(registry.get('dns_record').pages?.orders).toEqual({ create: 'create', page: 'update' })
  })

  it('000 §3: dns_record is displayed by subdomain; parent dns_domain via domain_id', () => {
    expect(registry.displayName('dns_record', { subdomain: 'www', type: 'A' })).toBe('www')
    expect(registry.parent('dns_record')?.kind).toBe('dns_domain')
    expect(registry.relations('dns_record').domain).toMatchObject({ kind: 'dns_domain', id: 'domain_id' })
  })

  it('001 §7 calls; the dns_record limit is verified on create', () => {
    expect(registry.actions('dns_record')).toEqual(['create', 'edit', 'update', 'delete'])
    expect(actions.create?.verify?.limits).toEqual([{ name: 'dns_record', amount: 1 }])
    expect(actions.update?.call).toEqual({ method: 'PATCH', path: '/dns/records/{id}' })
    expect(actions.update?.menu).toBe(false)
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/dns/records/{id}' })
  })
})

describe('issue 11 item 6: a record names a floating IP by value', () => {
  it('an A record by its ipv4, an AAAA record by its value; never loaded by id (not a reference)', () => {
    const relations = registry.get('dns_record').relations ?? {}
    expect(relations.floatingip).toMatchObject({ kind: 'floatingip', cardinality: 'many-to-one', id: 'ipv4', key: 'address', when: { type: 'A' } })
    expect(relations.floatingip_v6).toMatchObject({ kind: 'floatingip', cardinality: 'many-to-one', id: 'value', key: 'address', when: { type: 'AAAA' } })
    const record = { id: 'r1', type: 'A', ipv4: '203.0.113.7' }
    expect(relations.floatingip && referencedId(record, relations.floatingip)).toBeUndefined()
    expect(relations.domain && referencedId({ ...record, domain_id: 'd1' }, relations.domain)).toBe('d1')
  })
})
