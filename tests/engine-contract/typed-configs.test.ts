// Configs are typed against the generated entity types: a wrong status, route name or item path fails
// `npm run typecheck` (each `@ts-expect-error` below must meet an error, or tsc fails on the unused directive),
// and every registered config is written the typed way.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { entityConfigs, type RegisteredConfig, type RouteName } from '../../entities'
import { volume } from '../../entities/volume'
import { cmp, count, defineEntity, dimension, dimensionOf, is, isIn, not, present, rule, status, type MustBeNever, type UnknownRouteNames } from '../../engine/define'
import type { ActionConfig, Condition, EntityConfig, PathOf, Predicate, StatusOf } from '../../engine/types'
import type { Volume } from '../../generated/types/index.js'

/** A made-up entity type of the shape json-schema-to-typescript writes (open objects). */
interface Shelf {
  id: string
  name: string
  status: 'READY' | 'BUSY' | 'BROKEN'
  box?: { id: string; level?: number; [k: string]: unknown } | null
  tags?: string[]
  meta?: { [k: string]: unknown }
  [k: string]: unknown
}

const base = {
  kind: 'shelf',
  spec: 'test',
  scope: 'project',
  service: 'shelves',
  parent: null,
  name_field: 'name',
  ws_entity: 'shelf',
  icon: 'box',
  inputs: [],
} as const

// A config with every kind of reference right: it compiles.
const shelf = defineEntity<Shelf>()({
  ...base,
  routes: { page: { name: 'shelf_details', path: '/lk/shelves/$id' }, list: { name: 'shelves', path: '/lk/shelves' } },
  statuses: { values: ['READY', 'BUSY', 'BROKEN'], sets: { processing: ['BUSY'], usable: ['READY'], error: ['BROKEN'] } },
  inputs: [dimension('status', 'item.status', ['READY', 'BUSY']), dimensionOf('box', [{ label: 'none', set: { 'item.box': null, 'related.box': null } }])],
  list: { order: '-created_in', columns: [{ field: 'box.level', label: 'column.level' }] },
  detail: { tabs: [{ name: 'details', label: 'tab', route: 'shelf_details', fields: [{ field: 'name', label: 'column.name' }] }] },
  pages: { details: ['page'] },
  actions: {
    move: {
      scope: 'item',
      spec: 'test',
      hide: [rule(status.in('BUSY', 'BROKEN'), 'reason.shelf.busy', 'test')],
      block: [rule(all2(present('item.box.id'), cmp('item.box.level', '>', 1)), 'reason.shelf.high', 'test'), rule(count('item.tags', '>=', 3), 'reason.shelf.tags', 'test')],
      redirects: [{ when: is('item.name', 'x'), name: 'move_back', route: 'shelves', params: { id: 'item.box.id' }, spec: 'test' }],
      dialog: { fields: [{ name: 'name', kind: 'name', label: 'field', default: { path: 'item.name' } }] },
      after: { navigate: 'shelves' },
      baseline: { 'item.status': 'READY' },
    },
  },
})
function all2(a: Predicate<Shelf>, b: Predicate<Shelf>): Predicate<Shelf> {
  return { all: [a, b] }
}

describe('a config typed against its entity type', () => {
  it('paths, statuses and fields come from the generated type', () => {
    expectTypeOf<'item.attached_to_server.rescue_mode'>().toExtend<PathOf<Volume>>()
    expectTypeOf<'item.sise'>().not.toExtend<PathOf<Volume>>()
    // the context beside the item keeps its open paths
    expectTypeOf<'related.server.snapshots'>().toExtend<PathOf<Volume>>()
    expectTypeOf<'project.limits.disk-space'>().toExtend<PathOf<Volume>>()
    expectTypeOf<StatusOf<Volume>>().toEqualTypeOf<Volume['status']>()
    // an open object is read by its declared fields; one with none (the schema's free map) takes any key below it
    expectTypeOf<'item.box.anything'>().not.toExtend<PathOf<Shelf>>()
    expectTypeOf<'item.meta.anything'>().toExtend<PathOf<Shelf>>()
    expectTypeOf(shelf.kind).toEqualTypeOf<'shelf'>()
  })

  it('a wrong status is a compile error', () => {
    // @ts-expect-error EXPLODED is not a Volume status
    const inStatus: Condition<Volume> = rule(status.is('EXPLODED'), 'reason.x', 'test')
    // @ts-expect-error nor in a list of them
    const inStatuses: Condition<Volume> = rule(status.in('IN_USE', 'EXPLODED'), 'reason.x', 'test')
    // @ts-expect-error item.status compared with is() is checked as well
    const byPath: Condition<Volume> = rule(is('item.status', 'EXPLODED'), 'reason.x', 'test')
    // @ts-expect-error and in a matrix dimension
    const dim = defineEntity<Shelf>()({ ...base, routes: {}, actions: {}, inputs: [dimension('status', 'item.status', ['READY', 'LOST'])] })
    const statuses = defineEntity<Shelf>()({
      ...base,
      routes: {},
      actions: {},
      // @ts-expect-error the statuses a config declares are the schema's
      statuses: { values: ['READY', 'LOST'], sets: { processing: [], usable: ['READY'], error: [] } },
    })
    expect([inStatus, inStatuses, byPath, dim, statuses]).toHaveLength(5)
  })

  it('a wrong item path is a compile error', () => {
    // @ts-expect-error no field sise on Volume
    const typo: Condition<Volume> = rule(is('item.sise', 10), 'reason.x', 'test')
    // @ts-expect-error nested paths are checked to their leaves
    const nested: Condition<Volume> = rule(present('item.attached_to_server.rescue'), 'reason.x', 'test')
    // @ts-expect-error inside all/any/not too
    const deep: Condition<Volume> = rule(not(isIn('item.storage', ['local'])), 'reason.x', 'test')
    const action: ActionConfig<Volume> = {
      scope: 'item',
      spec: 'test',
      // @ts-expect-error a dialog default's path
      dialog: { fields: [{ name: 'name', kind: 'name', label: 'field', default: { path: 'item.nme' } }] },
      // @ts-expect-error a redirect's params
      redirects: [{ when: present('item.id'), name: 'r', route: 'volumes', params: { id: 'item.server.id' }, spec: 'test' }],
    }
    const columns = defineEntity<Shelf>()({
      ...base,
      routes: {},
      actions: {},
      // @ts-expect-error a list column's field
      list: { order: '-created_in', columns: [{ field: 'box.height', label: 'column.height' }] },
    })
    // @ts-expect-error a dimension's path
    const dim = dimensionOf<Shelf>('box', [{ label: 'none', set: { 'item.crate': null } }])
    // @ts-expect-error the path of an action's baseline
    const baseline = defineEntity<Shelf>()({ ...base, routes: {}, actions: { a: { scope: 'item', spec: 'test', baseline: { 'item.stauts': 'READY' } } } })
    expect([typo, nested, deep, action, columns, dim, baseline]).toHaveLength(7)
  })

  it('a rule kept in a constant says whose it is', () => {
    const untyped = rule(is('item.sise', 10), 'reason.x', 'test')
    // @ts-expect-error an untyped rule (the engine's view) is not taken by a typed config: nothing is unchecked by omission
    const volumeRules: Condition<Volume>[] = [untyped]
    // a rule that reads no item path fits every kind
    const anyKind: Condition<never> = rule(is('related.server.status', 'STOPPED'), 'reason.x', 'test')
    // @ts-expect-error ...and may not read one
    const notAnyKind: Condition<never> = rule(is('item.size', 10), 'reason.x', 'test')
    const shelfRules: Condition<Shelf>[] = [anyKind]
    expect([volumeRules, shelfRules, notAnyKind]).toHaveLength(3)
  })

  it('a typed config is still an EntityConfig for the engine', () => {
    expectTypeOf(volume).toExtend<EntityConfig>()
    expectTypeOf(shelf).toExtend<EntityConfig>()
  })
})

describe('route names', () => {
  it('every route name the registered configs refer to is a route of a registered config', () => {
    expectTypeOf<UnknownRouteNames<RegisteredConfig>>().toEqualTypeOf<never>()
    expectTypeOf<'volume_details' | 'server_details_volumes' | 'keypairs_all'>().toExtend<RouteName>()
    expectTypeOf<'volume_detail'>().not.toExtend<RouteName>()
  })

  it('a wrong route name is a compile error, named with its kind', () => {
    const wrong = defineEntity<Shelf>()({
      ...base,
      routes: { list: { name: 'shelves', path: '/lk/shelves' } },
      detail: { tabs: [{ name: 'details', label: 'tab', route: 'shelf_detail' }] },
      actions: {
        move: {
          scope: 'item',
          spec: 'test',
          redirects: [{ when: present('item.id'), name: 'r', route: 'server_details_volumez', spec: 'test' }],
          entrance: { route: 'servers_new' },
          after: { navigate: 'volumes_all' },
        },
      },
    })
    expectTypeOf<UnknownRouteNames<RegisteredConfig | typeof wrong>>().toEqualTypeOf<'shelf: shelf_detail' | 'shelf: server_details_volumez' | 'shelf: volumes_all'>()
    // what entities/index.ts writes as RouteNamesChecked fails on such a config:
    // @ts-expect-error Type '"shelf: shelf_detail" | ...' does not satisfy the constraint 'never'
    expectTypeOf<MustBeNever<UnknownRouteNames<RegisteredConfig | typeof wrong>>>()
  })

  it('a config names only its own route keys in pages and sources', () => {
    // @ts-expect-error Property ''route keys not in routes'' is missing: local_page is not a key of its routes
    const keys = defineEntity<Shelf>()({
      ...base,
      routes: { page: { name: 'shelf_details', path: '/lk/shelves/$id' } },
      sources: [{ list: '/shelves', detail: '/shelves/{id}', route: 'page' }],
      pages: { details: ['page', 'local_page'] },
      actions: {},
    })
    expect(keys.kind).toBe('shelf')
  })
})

describe('every registered config is typed', () => {
  it('each entities/<kind>.ts defines its config with defineEntity<EntityType>()', () => {
    const dir = join(import.meta.dirname, '../../entities')
    const files = readdirSync(dir).filter((file) => readFileSync(join(dir, file), 'utf8').includes('defineEntity'))
    const untyped = files.filter((file) => /defineEntity\(\{/.test(readFileSync(join(dir, file), 'utf8')))
    expect(files.length).toBe(entityConfigs.length)
    expect(untyped).toEqual([])
  })
})
