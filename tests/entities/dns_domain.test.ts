import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'

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
    expect(registry.actions('dns_domain')).toEqual(['create', 'delete'])
    expect(actions.create?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/dns/domains' })
    expect(actions.create?.verify?.limits).toEqual([{ name: 'dns_domain', amount: 1 }])
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/dns/domains/{id}' })
    expect(registry.limits('dns_domain')).toEqual(['dns_domain'])
  })
})
