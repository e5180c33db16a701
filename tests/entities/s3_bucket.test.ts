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

contract('s3_bucket')

describe('s3_bucket: config', () => {
  it('000 §3: s3 bucket to owner S3 user many-to-one (reverse buckets)', () => {
    expect(registry.relations('s3_bucket')).toEqual({ owner: { kind: 's3_user', cardinality: 'many-to-one', reverse: 'buckets', reference: 'owner' } })
  })

  it('001 §7: buckets are only read (no bucket action calls exist), so the config declares no actions', () => {
    expect(registry.actions('s3_bucket')).toEqual([])
    expect(() => evaluateAction('s3_bucket', 'delete', { item: {} })).toThrow('Action delete not found for entity s3_bucket')
  })

  it('000 §3: bucket list sort -created_in, name field name; 001 §9 bucket limits', () => {
    expect(registry.get('s3_bucket').list?.order).toBe('-created_in')
    expect(registry.displayName('s3_bucket', { name: 'photos', owner: 'u1' })).toBe('photos')
    expect(registry.limits('s3_bucket')).toEqual(['s3-bucket-count', 's3-max-space'])
  })
})
