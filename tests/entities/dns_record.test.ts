import { describe, expect, it } from 'vitest'
import { crossCuttingInputs } from '../../engine/crossCutting'
import { LIMIT_PATH_PREFIX, readsOf } from '../../engine/predicates'
import type { ActionInput, InputPath, Json, Predicate } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'

// ---- config contract (same block in every tests/entities/<kind>.test.ts of the network group) ----------------
/** An ActionInput from path → value settings, as the matrices build them (`project.limits.<name>` is a limit entry). */
function inputOf(set: Record<InputPath, Json>): ActionInput {
  const input: Record<string, any> = { item: {}, related: {}, project: {}, account: {} }
  for (const [path, value] of Object.entries(set)) {
    if (path.startsWith(LIMIT_PATH_PREFIX)) {
      const name = path.slice(LIMIT_PATH_PREFIX.length)
      const others = ((input.project.limits ?? []) as { name: string }[]).filter((limit) => limit.name !== name)
      input.project.limits = value === null ? others : [...others, value]
      continue
    }
    const keys = path.split('.')
    const last = keys.pop() as string
    let node = input
    for (const key of keys) node = node[key] = node[key] !== null && typeof node[key] === 'object' ? node[key] : {}
    node[last] = value
  }
  return input as ActionInput
}

function contract(kind: string) {
  const config = registry.get(kind)
  const dimensions = [...crossCuttingInputs, ...config.inputs]
  const declared = dimensions.flatMap((d) => d.values.flatMap((v) => Object.keys(v.set)))
  const defaults = Object.assign({}, ...dimensions.map((d) => d.values[0]?.set ?? {})) as Record<InputPath, Json>
  const predicates = Object.values(config.actions).flatMap((action) => [
    ...[...(action.hide ?? []), ...(action.block ?? []), ...(action.redirects ?? [])].map((c) => c.when),
    ...(action.verify?.money?.minimum_balance_when ? [action.verify.money.minimum_balance_when] : []),
  ]) as Predicate[]

  describe(`${kind}: config contract`, () => {
    it('every path a rule reads is set by a declared input of the config', () => {
      const reads = predicates.flatMap((p) => readsOf(p, config))
      const undeclared = reads.filter((path) => !declared.some((d) => path === d || path.startsWith(`${d}.`)))
      expect(undeclared).toEqual([])
    })
    it('each action is visible and enabled in its baseline (the defaults of every input, then baseline)', () => {
      for (const [name, action] of Object.entries(config.actions)) {
        expect(evaluateAction(kind, name, inputOf({ ...defaults, ...(action.baseline ?? {}) })), name).toEqual({ visible: true, enabled: true })
      }
    })
    it('every rule cites the spec and names an i18n reason key (reason.<name> or reason.<kind>.<name>)', () => {
      for (const action of Object.values(config.actions)) {
        for (const condition of [...(action.hide ?? []), ...(action.block ?? [])]) {
          expect(condition.reason).toMatch(new RegExp(`^reason\\.(${kind}\\.)?[a-z_]+$`))
          expect(condition.spec).toMatch(/^00[01] §\d/)
        }
      }
    })
    it('001 §3: an entity relation sets exactly one of a reference field, a data field or an id field', () => {
      for (const relation of Object.values(config.relations ?? {})) {
        expect(['reference', 'data', 'id'].filter((field) => (relation as Record<string, unknown>)[field] !== undefined)).toHaveLength(1)
      }
    })
    it('000 §2: routes live under /lk', () => {
      for (const route of Object.values(config.routes)) expect(route?.path).toMatch(/^\/lk\//)
    })
  })
}
// ---------------------------------------------------------------------------------------------------------------

contract('dns_record')

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

  it('000 §2: edit opens domains/{parent_id}/records/{id}/edit (dns_record_edit)', () => {
    expect(registry.defaultPageRoute('dns_record')).toEqual({ name: 'dns_record_edit', path: '/lk/dns/domains/$parent_id/records/$id/edit' })
    expect(actions.edit?.entrance).toEqual({ route: 'dns_record_edit', params: { parent_id: 'item.domain_id', id: 'item.id' } })
    expect(registry.get('dns_record').routes.create?.path).toBe('/lk/dns/domains/$id/records/new')
  })

  it('000 §3: dns_record is displayed by subdomain; parent dns_domain via domain_id', () => {
    expect(registry.displayName('dns_record', { subdomain: 'www', type: 'A' })).toBe('www')
    expect(registry.parent('dns_record')?.kind).toBe('dns_domain')
    expect(registry.relations('dns_record').domain).toMatchObject({ kind: 'dns_domain', id: 'domain_id' })
  })

  it('001 §7 calls; the dns_record limit is verified on create', () => {
    expect(registry.actions('dns_record')).toEqual(['create', 'edit', 'delete'])
    expect(actions.create?.verify?.limits).toEqual([{ name: 'dns_record', amount: 1 }])
    expect(actions.edit?.call).toEqual({ method: 'PATCH', path: '/dns/records/{id}' })
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/dns/records/{id}' })
  })
})
