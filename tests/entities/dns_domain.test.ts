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

contract('dns_domain')

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
