// The enumeration on a small made-up kind, so it is tested without any real entity config.
import { describe, expect, it } from 'vitest'
import { renderKindJson, renderKindMarkdown } from '../../codegen/matrix-render'
import { all, defineEntity, dimension, dimensionOf, fact, inSet, is, limitExceeded, present, rule, status } from '../../engine/define'
import { actionMatrix, baselineInput, kindMatrix, pathsOverlap, relevantDimensions, setPath, unsetReads, withValues } from '../../engine/matrix'
import { createRegistry } from '../../engine/registry'
import type { ActionInput } from '../../engine/types'

const shelf = defineEntity({
  kind: 'shelf',
  spec: 'fixture',
  scope: 'project',
  service: 'shelves',
  parent: null,
  name_field: 'name',
  ws_entity: 'shelf',
  icon: 'x',
  routes: {},
  statuses: { values: ['FREE', 'MOVING'], sets: { processing: ['MOVING'], usable: ['FREE'], error: [] } },
  inputs: [],
  actions: {},
})

const box = defineEntity({
  kind: 'box',
  spec: 'fixture',
  scope: 'project',
  service: 'boxes',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'box',
  icon: 'x',
  routes: {},
  statuses: { values: ['CLOSED', 'OPEN', 'PACKING'], sets: { processing: ['PACKING'], usable: ['CLOSED', 'OPEN'], error: [] } },
  facts: { heavy: { reads: ['item.weight'], compute: (c) => Number(c.item.weight) > 10, spec: 'fixture' } },
  inputs: [
    dimension('status', 'item.status', ['CLOSED', 'OPEN', 'PACKING']),
    dimensionOf('on shelf', [
      { label: 'no', set: { 'item.shelf': null, 'related.shelf': null } },
      { label: 'yes', set: { 'item.shelf': { id: 's1', level: 1 }, 'related.shelf': { id: 's1', status: 'FREE' } } },
    ]),
    dimension('shelf level', 'item.shelf.level', [1, 5]),
    dimension('shelf status', 'related.shelf.status', ['FREE', 'MOVING']),
    dimension('weight', 'item.weight', [1, 20]),
    dimension('colour', 'item.colour', ['brown', 'red']),
    dimensionOf('boxes limit', [
      { label: 'below max', set: { 'project.limits.boxes': { name: 'boxes', used: 1, max: 5 } } },
      { label: 'at max', set: { 'project.limits.boxes': { name: 'boxes', used: 5, max: 5 } } },
    ]),
  ],
  actions: {
    create: { scope: 'collection', spec: 'fixture', creates_resource: true, block: [rule(limitExceeded('boxes', 1), 'reason.box.limit', 'fixture')] },
    open: {
      scope: 'item',
      spec: 'fixture',
      hide: [rule(status.is('OPEN'), 'reason.box.open', 'fixture')],
      block: [rule(status.inSet('processing'), 'reason.processing', 'fixture'), rule(inSet('related.shelf.status', 'processing', 'shelf'), 'reason.shelf_moving', 'fixture')],
    },
    lift: { scope: 'item', spec: 'fixture', mutating: false, block: [rule(fact('heavy'), 'reason.box.heavy', 'fixture')] },
    take_down: {
      scope: 'item',
      spec: 'fixture',
      menu: false,
      hide: [rule(all(is('item.shelf', null)), 'reason.box.not_on_shelf', 'fixture')],
      redirects: [{ when: is('item.shelf.level', 5), name: 'ladder', route: 'ladder_page', spec: 'fixture' }],
      baseline: { 'item.shelf': { id: 's1', level: 1 } },
    },
    paint: { scope: 'item', spec: 'fixture', block: [rule(present('item.paint_job'), 'reason.box.painting', 'fixture')] },
  },
})

const registry = createRegistry([box, shelf])

describe('paths', () => {
  it('overlap when equal or one is a prefix of the other at a dot', () => {
    expect(pathsOverlap('related.server', 'related.server.status')).toBe(true)
    expect(pathsOverlap('related.server.status', 'related.server')).toBe(true)
    expect(pathsOverlap('item.status', 'item.status')).toBe(true)
    expect(pathsOverlap('item.status', 'item.status_text')).toBe(false)
    expect(pathsOverlap('item.size', 'item.status')).toBe(false)
  })

  it('project.limits.<name> upserts the limit entry of that name; null removes it', () => {
    const input: ActionInput = { item: {}, project: { limits: [{ name: 'a', used: 1, max: 2 }, { name: 'b', used: 0, max: 1 }] } }
    setPath(input, 'project.limits.a', { name: 'a', used: 2, max: 2 })
    setPath(input, 'project.limits.c', { used: 0, max: 3 })
    expect(input.project?.limits).toEqual([{ name: 'a', used: 2, max: 2 }, { name: 'b', used: 0, max: 1 }, { name: 'c', used: 0, max: 3 }])
    setPath(input, 'project.limits.b', null)
    expect(input.project?.limits?.map((l) => l.name)).toEqual(['a', 'c'])
    setPath(input, 'project.limits.a.used', 0)
    setPath(input, 'project.limits.disk-space.max', 10)
    expect(input.project?.limits).toEqual([{ name: 'a', used: 0, max: 2 }, { name: 'c', used: 0, max: 3 }, { name: 'disk-space', max: 10 }])
  })

  it('a dotted path creates the objects it passes through (replacing null) and copies the value', () => {
    const value = { id: 1 }
    const input = withValues({ item: { shelf: null } }, { 'item.shelf.level': 2, 'related.shelf': value })
    expect(input).toEqual({ item: { shelf: { level: 2 } }, related: { shelf: { id: 1 } } })
    expect((input.related as Record<string, unknown>).shelf).not.toBe(value)
  })
})

describe('baseline', () => {
  it('is every dimension at its first value; a whole object set to null wins over first values of fields inside it', () => {
    const input = baselineInput(box, 'open')
    expect(input.item).toEqual({ status: 'CLOSED', shelf: null, weight: 1, colour: 'brown' })
    expect(input.related).toEqual({ shelf: null })
    expect(input.project).toEqual({ limits: [{ name: 'boxes', used: 1, max: 5 }], status: 'ACTIVE', stopping_reason: null })
    expect(input.account).toEqual({ verified: true, identified: true, is_support_session: false })
  })

  it("then applies the action's own baseline", () => {
    expect(baselineInput(box, 'take_down').item).toMatchObject({ shelf: { id: 's1', level: 1 } })
  })

  it('a collection action keeps item {}', () => {
    expect(baselineInput(box, 'create').item).toEqual({})
  })
})

describe('relevant dimensions', () => {
  const names = (action: string) => relevantDimensions(box, action).map((d) => d.name)

  it('are those setting a path a hide or block condition reads, cross-cutting ones included', () => {
    expect(names('open')).toEqual(['status', 'on shelf', 'shelf status', 'project'])
  })

  it('follow facts through their reads, and leave out the project for a non-mutating action', () => {
    expect(names('lift')).toEqual(['weight'])
  })

  it('include what redirects read (and whole objects overlapping a read field)', () => {
    expect(names('take_down')).toEqual(['on shelf', 'shelf level', 'project'])
  })

  it('of a collection action creating a resource: the limit and the account', () => {
    expect(names('create')).toEqual(['boxes limit', 'project', 'account verified', 'account identified'])
  })
})

describe('a matrix', () => {
  it('starts with the baseline row, then one row per value of each relevant dimension, varied one at a time', () => {
    const matrix = actionMatrix(registry, 'box', 'open')
    expect(matrix.rows[0]).toMatchObject({ dimension: 'baseline', value: 'baseline', verdict: { visible: true, enabled: true } })
    expect(matrix.rows.map((r) => `${r.dimension}=${r.value}`)).toEqual([
      'baseline=baseline', 'status=CLOSED', 'status=OPEN', 'status=PACKING', 'on shelf=no', 'on shelf=yes', 'shelf status=FREE', 'shelf status=MOVING',
      'project=ACTIVE', 'project=STOPPED (money)', 'project=STOPPED (admin)', 'project=STOPPED (abuse)', 'project=STOPPED (manual_alarm)',
      'project=STOPPED (no reason)', 'project=DELETED',
    ])
    const packing = matrix.rows.find((r) => r.value === 'PACKING')
    expect(packing?.input.item).toMatchObject({ status: 'PACKING', colour: 'brown' })
    expect(packing?.verdict).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
    expect(matrix.rows.find((r) => r.dimension === 'shelf status' && r.value === 'MOVING')?.verdict.reason).toBe('reason.shelf_moving')
    expect(matrix.baselineLabels).toEqual({ status: 'CLOSED', 'on shelf': 'no', 'shelf status': null, project: 'ACTIVE' })
  })

  it('records the redirect an input leads to', () => {
    const rows = actionMatrix(registry, 'box', 'take_down').rows
    expect(rows.find((r) => r.dimension === 'shelf level' && r.value === '5')?.redirect).toBe('ladder')
    expect(rows.find((r) => r.dimension === 'shelf level' && r.value === '1')?.redirect).toBeUndefined()
  })

  it('renders values with the same outcome on one row, the baseline first, and labels collection and menu-less actions', () => {
    const markdown = renderKindMarkdown(kindMatrix(registry, 'box'))
    expect(markdown).toContain(
      [
        '| dimension | values | verdict | reason |',
        '|---|---|---|---|',
        '| baseline | — | visible, enabled | — |',
        '| status | CLOSED | visible, enabled | — |',
        '| status | OPEN | hidden | reason.box.open |',
        '| status | PACKING | visible, disabled | reason.processing |',
        '| on shelf | no, yes | visible, enabled | — |',
      ].join('\n'),
    )
    expect(markdown).toContain('| project | ACTIVE, STOPPED (money) | visible, enabled | — |')
    expect(markdown).toContain('| project | STOPPED (abuse) | visible, disabled | reason.project_stopped_abuse |')
    expect(markdown).toMatch(/## create\n\nCollection action/)
    expect(markdown).toMatch(/## take_down\n\nItem action\. Not offered in the generic action menu \(`menu: false`\)/)
    expect(markdown).toContain('| shelf level | 5 | visible, enabled | — | ladder |')
    expect(markdown.endsWith('\n')).toBe(true)
  })

  it('as JSON holds every evaluated row with its full input', () => {
    const matrix = kindMatrix(registry, 'box')
    const json = JSON.parse(renderKindJson(matrix)) as { rows: { kind: string; action: string; dimension: string; value: string; input: ActionInput; verdict: object; redirect: string | null }[] }
    expect(json.rows).toHaveLength(matrix.actions.reduce((n, a) => n + a.rows.length, 0))
    const row = json.rows.find((r) => r.action === 'create' && r.value === 'at max')
    expect(row).toMatchObject({ kind: 'box', dimension: 'boxes limit', verdict: { visible: true, enabled: false, reason: 'reason.box.limit' }, redirect: null })
    expect(registry.evaluateAction('box', 'create', row!.input)).toEqual({ visible: true, enabled: false, reason: 'reason.box.limit' })
  })
})

describe('unsetReads', () => {
  it('names each path a rule reads that no dimension sets', () => {
    expect(unsetReads(box)).toEqual([{ kind: 'box', where: 'action paint block reason.box.painting', path: 'item.paint_job' }])
  })
})
