// Conventions every config keeps, over all configs (they were checked per kind by a copied block in the network
// kinds' tests): a rule's reason is an i18n key reason.<name> or reason.<kind>.<name>, every rule cites the spec
// section it encodes, and every route lives under /lk (000 §2). Reads covered by inputs and the baseline being
// enabled are tests/matrices (inputs, baseline); a relation setting exactly one field is the config schema's.
import { describe, expect, it } from 'vitest'
import { entityConfigs, registry } from '../../entities'

const kinds = new Set(entityConfigs.map((config) => config.kind))
const NAME = /^[a-z0-9][a-z0-9_]*$/
/** A spec citation starts with the document and a section: "000 §4 ...", "001 §7 ...". */
const CITES = /^00[01] §\d/

/** `reason.<name>`, or `reason.<kind>.<name>` with a registered kind (a rule may reuse another kind's reason: the backups' clusters limit). */
function isReasonKey(reason: string): boolean {
  const [prefix, ...rest] = reason.split('.')
  if (prefix !== 'reason') return false
  if (rest.length === 1) return NAME.test(rest[0]!)
  return rest.length === 2 && kinds.has(rest[0]!) && NAME.test(rest[1]!)
}

/** Every rule of every config with where it sits: hide and block conditions (the engine's cross-cutting ones too), redirects, facts. */
const rules = entityConfigs.flatMap((config) => [
  ...Object.keys(config.actions).flatMap((action) => {
    const { hide, block } = registry.conditions(config.kind, action)
    return [
      ...hide.map((c) => ({ where: `${config.kind}.${action} hide ${c.reason}`, reason: c.reason, spec: c.spec })),
      ...block.map((c) => ({ where: `${config.kind}.${action} block ${c.reason}`, reason: c.reason, spec: c.spec })),
      ...(config.actions[action]!.redirects ?? []).map((r) => ({ where: `${config.kind}.${action} redirect ${r.name}`, reason: undefined, spec: r.spec })),
    ]
  }),
  ...Object.entries(config.facts ?? {}).map(([name, fact]) => ({ where: `${config.kind} fact ${name}`, reason: undefined, spec: fact.spec })),
])

describe('conventions of every config', () => {
  it('there are rules to check', () => {
    expect(rules.length).toBeGreaterThan(300)
  })

  it('every reason is an i18n key reason.<name> or reason.<kind>.<name>', () => {
    const offenders = rules.filter((r) => r.reason !== undefined && !isReasonKey(r.reason)).map((r) => r.where)
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('every rule cites the spec section it encodes (000 §n or 001 §n)', () => {
    const offenders = rules.filter((r) => !CITES.test(r.spec)).map((r) => `${r.where}: ${r.spec}`)
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('000 §2: every route path lives under /lk', () => {
    const offenders = entityConfigs.flatMap((config) =>
      Object.entries(config.routes).flatMap(([key, route]) => (route && !route.path.startsWith('/lk/') ? [`${config.kind}.routes.${key}: ${route.path}`] : [])),
    )
    expect(offenders, offenders.join('\n')).toEqual([])
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
