// Conventions every config keeps, over all configs (they were checked per kind by a copied block in the network
// kinds' tests): a rule's reason is an i18n key reason.<name> or reason.<kind>.<name>, every rule cites the spec
// section it encodes, and every route lives under /lk (000 §2). Reads covered by inputs and the baseline being
// enabled are tests/matrices (inputs, baseline); a relation setting exactly one field is the config schema's.
// A kind the spec does not have (the made-up kind of tests/fixtures/made-up-kind, checked here beside the product's)
// says so in its own spec, "product decision ..."; then, and only then, its rules may cite that decision instead.
import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../engine/registry'
import type { EntityConfig } from '../../engine/types'
import { entityConfigs } from '../../entities'
import { gadget } from '../fixtures/made-up-kind/config'

const configs: readonly EntityConfig[] = [...entityConfigs, gadget]
const registry = createRegistry(configs)
const kinds = new Set(configs.map((config) => config.kind))
const NAME = /^[a-z0-9][a-z0-9_]*$/
/** A spec citation starts with the document and a section: "000 §4 ...", "001 §7 ...". */
const CITES = /^00[01] §\d/
/** A decision of the product where the spec is silent, cited as such: "product decision, not in the spec: ...". */
const PRODUCT_DECISION = /^product decision\b/

/** A kind of the spec cites it; a kind that is not in the spec says it is a product decision. */
const isProductDecision = (config: EntityConfig): boolean => PRODUCT_DECISION.test(config.spec)

/** Whether a rule's citation is acceptable in its config: the spec always, a product decision only in a product decision's kind. */
function cites(spec: string, config: Pick<EntityConfig, 'spec'>): boolean {
  return CITES.test(spec) || (PRODUCT_DECISION.test(config.spec) && PRODUCT_DECISION.test(spec))
}

/** `reason.<name>`, or `reason.<kind>.<name>` with a registered kind (a rule may reuse another kind's reason: the backups' clusters limit). */
function isReasonKey(reason: string): boolean {
  const [prefix, ...rest] = reason.split('.')
  if (prefix !== 'reason') return false
  if (rest.length === 1) return NAME.test(rest[0]!)
  return rest.length === 2 && kinds.has(rest[0]!) && NAME.test(rest[1]!)
}

/** Every rule of every config with where it sits: hide and block conditions (the engine's cross-cutting ones too), redirects, facts. */
const rules = configs.flatMap((config) => [
  ...Object.keys(config.actions).flatMap((action) => {
    const { hide, block } = registry.conditions(config.kind, action)
    return [
      ...hide.map((c) => ({ config, where: `${config.kind}.${action} hide ${c.reason}`, reason: c.reason, spec: c.spec })),
      ...block.map((c) => ({ config, where: `${config.kind}.${action} block ${c.reason}`, reason: c.reason, spec: c.spec })),
      ...(config.actions[action]!.redirects ?? []).map((r) => ({ config, where: `${config.kind}.${action} redirect ${r.name}`, reason: undefined, spec: r.spec })),
    ]
  }),
  ...Object.entries(config.facts ?? {}).map(([name, fact]) => ({ config, where: `${config.kind} fact ${name}`, reason: undefined, spec: fact.spec })),
])

describe('conventions of every config', () => {
  it('there are rules to check', () => {
    expect(rules.length).toBeGreaterThan(300)
  })

  it('every reason is an i18n key reason.<name> or reason.<kind>.<name>', () => {
    const offenders = rules.filter((r) => r.reason !== undefined && !isReasonKey(r.reason)).map((r) => r.where)
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('every rule cites the spec section it encodes (000 §n or 001 §n), or the product decision of a kind not in the spec', () => {
    const offenders = rules.filter((r) => !cites(r.spec, r.config)).map((r) => `${r.where}: ${r.spec}`)
    expect(offenders, offenders.join('\n')).toEqual([])
    expect(
      rules.some((r) => isProductDecision(r.config) && PRODUCT_DECISION.test(r.spec)),
      'the made-up kind has a rule of its own',
    ).toBe(true)
  })

  it('every config cites the spec for its kind, or says it is a product decision (a kind the spec does not have)', () => {
    const offenders = configs.filter((config) => !CITES.test(config.spec) && !isProductDecision(config)).map((config) => `${config.kind}: ${config.spec}`)
    expect(offenders, offenders.join('\n')).toEqual([])
    expect(configs.filter(isProductDecision).map((config) => config.kind)).toEqual(['gadget'])
  })

  it('000 §2: every route path lives under /lk', () => {
    const offenders = configs.flatMap((config) =>
      Object.entries(config.routes).flatMap(([key, route]) => (route && !route.path.startsWith('/lk/') ? [`${config.kind}.routes.${key}: ${route.path}`] : [])),
    )
    expect(offenders, offenders.join('\n')).toEqual([])
  })
})

describe('cites', () => {
  it('takes the spec anywhere and a product decision only in a kind that is one', () => {
    const ofSpec = { spec: '000 §3 Volume' }
    const decision = { spec: 'product decision, not in the spec: a made-up kind' }
    expect(cites('001 §4 Volume: ...', ofSpec)).toBe(true)
    expect(cites('001 §4 Volume: ...', decision)).toBe(true)
    expect(cites('product decision: not while creating', decision)).toBe(true)
    expect(cites('product decision: not while creating', ofSpec)).toBe(false)
    expect(cites('test: anything', decision)).toBe(false)
    expect(cites('§4 Volume', ofSpec)).toBe(false)
  })
})

describe('isReasonKey', () => {
  it('takes reason.<name> and reason.<kind>.<name>, nothing else', () => {
    expect(isReasonKey('reason.processing')).toBe(true)
    expect(isReasonKey('reason.volume.attached')).toBe(true)
    expect(isReasonKey('reason.profile.2fa_enabled')).toBe(true)
    expect(isReasonKey('reason.teapot.cold')).toBe(false)
    expect(isReasonKey('reason.volume.attached.twice')).toBe(false)
    expect(isReasonKey('reason.Volume')).toBe(false)
    expect(isReasonKey('volume.attached')).toBe(false)
    expect(isReasonKey('reason.')).toBe(false)
  })
})
