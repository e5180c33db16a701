import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'
import { apiPayload } from '../../src/actions/useActionForm'
import { fieldProblems } from '../../ui/forms/rules'
import { reverseRelation } from '../../src/entities/tabs/RelatedListTab'

const domain = (action: string, item: object, rest: Omit<ActionInput, 'item'> = {}) => evaluateAction('dns_domain', action, { item, ...rest })
const limit = (used: number, max: number) => ({ project: { limits: [{ name: 'dns_domain', used, max }] } })

describe('dns_domain: 000 §4 / 001 §4 DNS rules', () => {
  it("001 §4 DNS: 'Domain create is hidden when the domain limit is reached'", () => {
    expect(domain('create', {}, limit(5, 5))).toEqual({ visible: false, enabled: false, reason: 'reason.dns_domain.limit_reached' })
    expect(domain('create', {}, limit(6, 5)).visible).toBe(false)
    expect(domain('create', {}, limit(4, 5))).toEqual({ visible: true, enabled: true })
    expect(domain('create', {}, { project: { limits: [] } }), 'no limit entry: nothing hides').toEqual({ visible: true, enabled: true })
  })

  it("001 §4 DNS: 'The main DNS item (is_main) cannot be deleted'", () => {
    expect(domain('delete', { id: 'd1', is_main: true })).toEqual({ visible: true, enabled: false, reason: 'reason.dns_domain.main' })
    expect(domain('delete', { id: 'd1', is_main: false })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4: 'Creating ... DNS ... is blocked while the account is unverified or unidentified'", () => {
    expect(domain('create', {}, { account: { verified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_verified' })
    expect(domain('create', {}, { account: { verified: true, identified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_identified' })
    expect(domain('create', {}, { account: { verified: true, identified: true } })).toEqual({ visible: true, enabled: true })
  })

  it('001 §4: under the project reasons abuse, admin or manual alarm, delete is blocked', () => {
    expect(domain('delete', { is_main: false }, { project: { status: 'STOPPED', stopping_reason: 'abuse' } }).reason).toBe('reason.project_stopped_abuse')
  })
})

describe('dns_domain: config', () => {
  it('000 §2 routes dns/domains, domains/new, domains/{id}/records (domain)', () => {
    expect(registry.defaultPageRoute('dns_domain')).toEqual({ name: 'domain', path: '/lk/dns/domains/$id/records' })
    expect(registry.listRoute('dns_domain')?.path).toBe('/lk/dns/domains')
    expect(registry.get('dns_domain').routes.create?.path).toBe('/lk/dns/domains/new')
  })

  it('001 §7 calls; the dns_domain limit is verified on create', () => {
    const actions = registry.get('dns_domain').actions
    expect(registry.actions('dns_domain')).toEqual(['activate', 'create', 'delete'])
    expect(actions.activate?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/dns/activate' })
    expect(actions.create?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/dns/domains' })
    expect(actions.create?.verify?.limits).toEqual([{ name: 'dns_domain', amount: 1 }])
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/dns/domains/{id}' })
    expect(registry.limits('dns_domain')).toEqual(['dns_domain'])
  })
})

describe('dns_domain: the DNS service of the project (001 §7 POST /projects/{id}/dns/activate)', () => {
  const services = (status: string) => ({ project: { services: { dns: { status } } } })

  it('activation is offered while the service is not active, and hidden once it is', () => {
    expect(domain('activate', {}, services('INACTIVE'))).toEqual({ visible: true, enabled: true })
    expect(domain('activate', {}, services('ACTIVE'))).toEqual({ visible: false, enabled: false, reason: 'reason.dns_domain.service_active' })
  })

  it('001 §8 "DNS service blocked": no domain is created before the service is active', () => {
    expect(domain('create', {}, services('INACTIVE'))).toEqual({ visible: true, enabled: false, reason: 'reason.dns_domain.service_inactive' })
    expect(domain('create', {}, services('ACTIVE'))).toEqual({ visible: true, enabled: true })
  })
})

describe('dns_domain: the create form (000 §2 domains/new; 000 §5; 001 §7 create includes related_ip_list)', () => {
  const create = registry.get('dns_domain').actions.create
  const fields = create?.dialog?.fields ?? []
  const problems = (values: Record<string, unknown>) => fieldProblems(fields, { name: 'example.com', admin_email: '', related_ip_list: '', ...values })

  it('000 §5 "domain": the name is a domain name', () => {
    expect(problems({})).toEqual({})
    for (const name of ['localhost', 'bad_name.example.com', '-x.example.com', 'a..b.com', 'example.com.']) expect(problems({ name }).name?.key, name).toBe('validation.domain')
    expect(problems({ name: '' }).name?.key).toBe('validation.required')
  })

  it('000 §5 "IP list comma-separated": every related IP is an IPv4 or IPv6 address, sent as a list', () => {
    expect(problems({ related_ip_list: '198.51.100.7, 2001:db8::7' })).toEqual({})
    expect(problems({ related_ip_list: '198.51.100.7; 10.0.0.1' }).related_ip_list?.key).toBe('validation.ip_list')
    expect(problems({ related_ip_list: '198.51.100.300' }).related_ip_list?.key).toBe('validation.ip_list')
    expect(apiPayload(create ?? { scope: 'collection', spec: '' }, { name: 'example.com', related_ip_list: ' 198.51.100.7 , 2001:db8::7 ' })).toEqual({
      name: 'example.com',
      related_ip_list: ['198.51.100.7', '2001:db8::7'],
    })
  })

  it('000 §5 valid e-mail: the administrator e-mail', () => {
    expect(problems({ admin_email: 'admin@' }).admin_email?.key).toBe('validation.email')
    expect(problems({ admin_email: 'admin@example.com' })).toEqual({})
  })
})

describe('issue 11 item 6: a delete lists what depends on the domain', () => {
  it('its records (domain_id naming it, which fills 001 §7 GET /dns/domains/{id}/records)', () => {
    const config = registry.get('dns_domain')
    expect(config.actions.delete?.dependents).toEqual(['records'])
    const records = reverseRelation(config, 'records')
    expect(records && { kind: records.config.kind, filter: records.filterField, key: records.key }).toEqual({ kind: 'dns_record', filter: 'domain_id__eq', key: 'id' })
    expect(registry.get('dns_record').sources?.[0]?.list).toContain(`{${records?.filterField ?? ''}}`)
  })
})
