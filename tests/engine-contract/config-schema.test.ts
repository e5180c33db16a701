// The entity config contract: schemas/config/entity-config.schema.json, and the cross-config rules a
// schema cannot say (set names, kind names, route names).
import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'
import { serializableConfig } from '../../engine/config-json'
import { configPredicates, leavesOf } from '../../engine/matrix'
import type { EntityConfig } from '../../engine/types'
import { entityConfigs, registry } from '../../entities'
import schema from '../../schemas/config/entity-config.schema.json'

const ajv = new Ajv2020({ allErrors: true, strict: true })
const validate = ajv.compile(schema)

function errorsOf(value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`)
}

/**
 * A parent may be a kind with no config. The spec's parent table (000 §3 "Parents") names kinds the console
 * has no entity config for: the project and the account are the console's context (ActionInput.project /
 * ActionInput.account), the affiliate is the referral programme's summary. So a parent is either a
 * registered kind or one of the entity kinds 000 §3 lists; a name in neither list is a typo. (`of` and
 * relation kinds, which the engine looks up while evaluating, must be registered.)
 */
const SPEC_KINDS = [
  'account',
  'project',
  'server',
  'volume',
  'snapshot',
  'floatingip',
  'internal_address',
  'keypair',
  'payment',
  'expense',
  'financeoperation',
  'ticket',
  'archive',
  'message',
  'dns_domain',
  'dns_record',
  'profile',
  'payer',
  'acceptance_cert',
  'api_token',
  'referral_payment',
  'referral',
  'affiliate',
  'server_license',
  'loadbalancer',
  'loadbalancer_rule',
  'loadbalancers_rule',
  's3_user',
  's3_bucket',
  's3_user_bucket',
  'vrouter',
  'backup_plan',
  'backup',
  'dbaas_cluster',
  'dbaas_node',
  'dbaas_database',
  'dbaas_cluster_backup',
  'dbaas_clusters_database',
  'dbaas_database_backup',
  'dbaas_backup_plan',
  'autopay',
  'cart',
  'cart_product',
]

/** A small valid config in serializable form, to break one thing at a time. */
function validConfig(): Record<string, any> {
  return {
    kind: 'kettle',
    spec: 'test',
    scope: 'project',
    service: 'kettles',
    parent: { kind: 'project' },
    name_field: 'name',
    ws_entity: 'kettle',
    icon: 'cup',
    routes: { page: { name: 'kettle_details', path: '/lk/kettles/$id' } },
    statuses: { values: ['HOT', 'COLD', 'BOILING'], sets: { processing: ['BOILING'], usable: ['HOT', 'COLD'], error: [] } },
    facts: { full: { reads: ['item.level'], spec: 'test' } },
    inputs: [{ name: 'status', values: [{ label: 'HOT', set: { 'item.status': 'HOT' } }] }],
    actions: {
      boil: {
        scope: 'item',
        spec: 'test',
        paid: true,
        hide: [{ when: { not: { path: 'item.status', in: ['HOT', 'COLD'] } }, reason: 'reason.kettle.gone', spec: 'test' }],
        block: [
          { when: { path: 'item.status', inSet: 'processing' }, reason: 'reason.processing', spec: 'test' },
          { when: { all: [{ fact: 'full' }, { path: 'item.level', cmp: '>=', to: { path: 'item.max' } }] }, reason: 'reason.kettle.full', spec: 'test' },
          { when: { limitExceeded: 'kettles', amount: 1 }, reason: 'reason.kettle.limit', spec: 'test' },
        ],
        verify: { money: { rule: 'balance' }, limits: [{ name: 'kettles', amount: { field: 'size', minimum: 1 } }] },
        call: { method: 'POST', path: '/kettles/{id}/boil' },
        after: { refetch: 'both', recalculate_balance: true },
        baseline: { 'item.status': 'COLD' },
      },
    },
    relations: { stove: { kind: 'stove', cardinality: 'many-to-one', reference: 'stove' } },
  }
}

describe('schemas/config/entity-config.schema.json', () => {
  it('is a valid JSON Schema (draft 2020-12, ajv strict mode) with the agreed $id and title', () => {
    expect(schema.$id).toBe('https://console.local/schemas/config/entity-config.json')
    expect(schema.title).toBe('EntityConfig')
    expect(typeof validate).toBe('function')
  })

  it("every registered config's serializable form validates", () => {
    const failures = entityConfigs.flatMap((config) => errorsOf(serializableConfig(config)).map((e) => `${config.kind}: ${e}`))
    expect(failures, failures.join('\n')).toEqual([])
  })

  it('accepts the small valid config the broken ones are made from', () => {
    expect(errorsOf(validConfig())).toEqual([])
  })

  it('001 §3: a relation sets exactly one of a reference, a data or an id field', () => {
    const two = validConfig()
    two.relations.stove = { kind: 'stove', cardinality: 'many-to-one', reference: 'stove', id: 'stove_id' }
    expect(errorsOf(two)).not.toEqual([])
    const none = validConfig()
    none.relations.stove = { kind: 'stove', cardinality: 'many-to-one' }
    expect(errorsOf(none)).not.toEqual([])
  })

  it('a condition needs when, reason and spec', () => {
    const noReason = validConfig()
    delete noReason.actions.boil.block[0].reason
    expect(errorsOf(noReason)).not.toEqual([])
    const noSpec = validConfig()
    delete noSpec.actions.boil.hide[0].spec
    expect(errorsOf(noSpec)).not.toEqual([])
  })

  it('a predicate with an unknown operator fails, also deep inside all/any/not', () => {
    const top = validConfig()
    top.actions.boil.block[0].when = { path: 'item.status', like: 'BOIL%' }
    expect(errorsOf(top)).not.toEqual([])
    const deep = validConfig()
    deep.actions.boil.hide[0].when = {
      not: {
        any: [
          { path: 'item.status', eq: 'HOT' },
          { path: 'item.level', between: [1, 2] },
        ],
      },
    }
    expect(errorsOf(deep)).not.toEqual([])
    const twoOperators = validConfig()
    twoOperators.actions.boil.block[0].when = { path: 'item.status', eq: 'HOT', in: ['COLD'] }
    expect(errorsOf(twoOperators)).not.toEqual([])
  })

  it('statuses need the processing, usable and error sets', () => {
    for (const set of ['processing', 'usable', 'error']) {
      const broken = validConfig()
      delete broken.statuses.sets[set]
      expect(errorsOf(broken), set).not.toEqual([])
    }
  })

  it('status values are names or integers (000 §4: payments, acceptance certificates and tickets send numbers)', () => {
    const numeric = validConfig()
    numeric.statuses = { values: [1, 2, 4], sets: { processing: [2], usable: [4], error: [] } }
    expect(errorsOf(numeric)).toEqual([])
    for (const bad of [true, '', 1.5, null]) {
      const broken = validConfig()
      broken.statuses.values = ['HOT', bad]
      expect(errorsOf(broken), JSON.stringify(bad)).not.toEqual([])
      const inSet = validConfig()
      inSet.statuses.sets.usable = [bad]
      expect(errorsOf(inSet), JSON.stringify(bad)).not.toEqual([])
    }
  })

  it('rejects a fact that still carries code, an unknown action flag and a path outside the context', () => {
    const withCompute = validConfig()
    withCompute.facts.full.compute = 'x => true'
    expect(errorsOf(withCompute)).not.toEqual([])
    const unknownFlag = validConfig()
    unknownFlag.actions.boil.is_paid = true
    expect(errorsOf(unknownFlag)).not.toEqual([])
    const badPath = validConfig()
    badPath.actions.boil.block[0].when = { path: 'status', eq: 'HOT' }
    expect(errorsOf(badPath)).not.toEqual([])
  })
})

describe('serializableConfig', () => {
  it("drops each fact's compute and keeps its reads and spec; the rest is plain JSON", () => {
    const config = { ...(validConfig() as EntityConfig), facts: { full: { reads: ['item.level'], compute: () => true, spec: 'test' } } }
    const serial = serializableConfig(config)
    expect(serial.facts).toEqual({ full: { reads: ['item.level'], spec: 'test' } })
    expect(JSON.parse(JSON.stringify(serial))).toEqual(serial)
    expect(errorsOf(serial)).toEqual([])
  })
})

describe('cross-config rules', () => {
  const kindsOf = (configs: readonly EntityConfig[]) => new Set(configs.map((c) => c.kind))

  it('every inSet names a status set that exists on the named kind (or on the kind itself)', () => {
    const offenders: string[] = []
    for (const config of entityConfigs) {
      for (const { where, predicate } of configPredicates(config)) {
        for (const leaf of leavesOf(predicate)) {
          if (!('inSet' in leaf)) continue
          const owner = leaf.of ?? config.kind
          if (!registry.has(owner)) offenders.push(`${config.kind} ${where}: set ${leaf.inSet} of ${owner}, which is not registered`)
          else if (!registry.get(owner).statuses?.sets[leaf.inSet]) offenders.push(`${config.kind} ${where}: ${owner} has no status set ${leaf.inSet}`)
        }
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('every fact predicate names a fact of its config', () => {
    const offenders = entityConfigs.flatMap((config) =>
      configPredicates(config).flatMap(({ where, predicate }) =>
        leavesOf(predicate).flatMap((leaf) => ('fact' in leaf && !config.facts?.[leaf.fact] ? [`${config.kind} ${where}: fact ${leaf.fact}`] : [])),
      ),
    )
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it("every status of a status set is one of the kind's status values", () => {
    const offenders = entityConfigs.flatMap((config) =>
      Object.entries(config.statuses?.sets ?? {}).flatMap(([set, statuses]) =>
        statuses.filter((s) => !config.statuses?.values.includes(s)).map((s) => `${config.kind}: ${s} of set ${set} is not a status value`),
      ),
    )
    expect(offenders, offenders.join('\n')).toEqual([])
  })

  it('every `of`, relation kind and parent kind names a registered kind (a parent may also be a kind of 000 §3 without a config: project, account, affiliate)', () => {
    const registered = kindsOf(entityConfigs)
    const offenders: string[] = []
    for (const config of entityConfigs) {
      for (const { where, predicate } of configPredicates(config)) {
        for (const leaf of leavesOf(predicate)) if ('inSet' in leaf && leaf.of && !registered.has(leaf.of)) offenders.push(`${config.kind} ${where}: of ${leaf.of}`)
      }
      for (const [name, relation] of Object.entries(config.relations ?? {})) if (!registered.has(relation.kind)) offenders.push(`${config.kind} relation ${name}: kind ${relation.kind}`)
      if (config.parent && !registered.has(config.parent.kind) && !SPEC_KINDS.includes(config.parent.kind)) offenders.push(`${config.kind} parent: kind ${config.parent.kind}`)
    }
    expect(offenders, `names of kinds that are not registered:\n${offenders.join('\n')}`).toEqual([])
  })

  // "Unique across kinds" is read as: a route name names one page. A child kind may name its parent's page as its
  // own list (dns_record's list is the domain page, loadbalancer_rule's the loadbalancer page: the spec has no
  // other list route for them), which is the same route, not a second one; one name with two paths is a defect
  // (engine/routes.ts routeIndex throws on it too). Within one kind, a name is declared once.
  it('every route name is unique across kinds: one name, one path', () => {
    const paths = new Map<string, Map<string, string[]>>()
    const offenders: string[] = []
    for (const config of entityConfigs) {
      const names = Object.values(config.routes).flatMap((route) => (route ? [route.name] : []))
      for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i))) offenders.push(`${config.kind} declares the route ${name} twice`)
      for (const [key, route] of Object.entries(config.routes)) {
        if (!route) continue
        const byPath = paths.get(route.name) ?? new Map<string, string[]>()
        byPath.set(route.path, [...(byPath.get(route.path) ?? []), `${config.kind}.routes.${key}`])
        paths.set(route.name, byPath)
      }
    }
    for (const [name, byPath] of paths) {
      if (byPath.size > 1) offenders.push(`${name}: ${[...byPath].map(([path, where]) => `${path} (${where.join(', ')})`).join(' vs ')}`)
    }
    expect(offenders, `route names bound to more than one path:\n${offenders.join('\n')}`).toEqual([])
  })
})
