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

contract('vrouter')

const vr = (action: string, item: object, rest: Omit<ActionInput, 'item'> = {}) => evaluateAction('vrouter', action, { item, ...rest })
const create = (first_vrouter?: object) => evaluateAction('vrouter', 'create', { item: {}, related: first_vrouter ? { first_vrouter } : {} })
const PROCESSING = ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'AWAITING']

describe('vrouter: 000 §4 / 001 §4 Virtual router rules', () => {
  it("001 §4 Virtual router: 'Create, start, stop, delete blocked while processing'", () => {
    for (const status of PROCESSING) {
      for (const action of ['start', 'stop', 'delete']) expect(vr(action, { status }), `${action} in ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
      expect(create({ status }), `create while the project's router is ${status}`).toEqual({ visible: true, enabled: false, reason: 'reason.vrouter.router_processing' })
    }
    for (const status of ['ACTIVE', 'STOPPED']) {
      for (const action of ['start', 'stop', 'delete']) expect(vr(action, { status }), `${action} in ${status}`).toEqual({ visible: true, enabled: true })
      expect(create({ status })).toEqual({ visible: true, enabled: true })
    }
    expect(create(), 'no router in the project').toEqual({ visible: true, enabled: true })
  })

  it("001 §4 Virtual router: 'create, start, stop blocked in error' (delete is not)", () => {
    for (const action of ['start', 'stop']) expect(vr(action, { status: 'ERROR' }), action).toEqual({ visible: true, enabled: false, reason: 'reason.in_error' })
    expect(create({ status: 'ERROR' })).toEqual({ visible: true, enabled: false, reason: 'reason.vrouter.router_in_error' })
    expect(vr('delete', { status: 'ERROR' })).toEqual({ visible: true, enabled: true })
  })

  it('000 §4 Virtual router: AWAITING is processing (001 §4 gives two readings; stricter)', () => {
    expect(registry.statusClass('vrouter', 'AWAITING')).toBe('processing')
    expect(registry.statusClass('vrouter', 'ACTIVE')).toBe('usable')
    expect(registry.statusClass('vrouter', 'ERROR')).toBe('error')
  })

  it("001 §4: 'Creating ... vrouters ... is blocked while the account is unverified or unidentified'", () => {
    expect(vr('create', {}, { account: { verified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_verified' })
    expect(vr('create', {}, { account: { identified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_identified' })
    expect(vr('create', {}, { account: { verified: true, identified: true } })).toEqual({ visible: true, enabled: true })
  })

  it("001 §4: 'Under money, paid actions (create, start, ...) are blocked while a reduced set stays allowed'", () => {
    const money = { project: { status: 'STOPPED' as const, stopping_reason: 'money' as const } }
    expect(vr('start', { status: 'STOPPED' }, money).reason).toBe('reason.project_stopped_money')
    expect(vr('create', {}, money).reason).toBe('reason.project_stopped_money')
    expect(vr('stop', { status: 'ACTIVE' }, money)).toEqual({ visible: true, enabled: true })
  })
})

describe('vrouter: config', () => {
  const actions = registry.get('vrouter').actions

  it("001 §4 Virtual router: 'Stop and delete first load the external gateway address'", () => {
    expect(actions.stop?.prepare).toEqual(['load_gateway_address'])
    expect(actions.delete?.prepare).toEqual(['load_gateway_address'])
    expect(actions.start?.prepare).toBeUndefined()
  })

  it('000 §2 route vrouters/{id}/details (vrouter); 001 §7 calls', () => {
    expect(registry.defaultPageRoute('vrouter')).toEqual({ name: 'vrouter', path: '/lk/vrouters/$id/details' })
    expect(registry.actions('vrouter')).toEqual(['create', 'start', 'stop', 'delete'])
    expect(actions.create?.call).toEqual({ method: 'POST', path: '/projects/{project_id}/vrouters' })
    expect(actions.start?.call).toEqual({ method: 'POST', path: '/vrouters/{id}/start' })
    expect(actions.stop?.call).toEqual({ method: 'POST', path: '/vrouters/{id}/stop' })
    expect(actions.delete?.call).toEqual({ method: 'DELETE', path: '/vrouters/{id}' })
  })
})
