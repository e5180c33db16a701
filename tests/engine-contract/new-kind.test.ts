// DESIGN: "Adding an entity means adding a schema and a config, not touching the engine."
// A made-up kind, defined here with a schema and a config only, goes through everything the engine offers.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'
import { renderKindJson, renderKindMarkdown } from '../../codegen/matrix-render'
import { serializableConfig } from '../../engine/config-json'
import { defineEntity, dimension, not, rule, status } from '../../engine/define'
import { kindMatrix } from '../../engine/matrix'
import { createRegistry } from '../../engine/registry'
import configSchema from '../../schemas/config/entity-config.schema.json'

/** The teapot's item, as the API would return it. */
const teapotSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://console.local/schemas/test/teapot.json',
  title: 'Teapot',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'status'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string', minLength: 1 },
    status: { enum: ['BREWING', 'READY', 'ERROR'] },
    volume_ml: { type: 'integer', minimum: 100 },
  },
} as const

const teapot = defineEntity({
  kind: 'teapot',
  spec: 'test: a made-up kind',
  scope: 'project',
  service: 'teapots',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'teapot',
  icon: 'coffee',
  routes: {
    page: { name: 'teapot_details', path: '/lk/project/teapots/$id/details' },
    list: { name: 'teapots', path: '/lk/project/teapots' },
  },
  statuses: { values: ['BREWING', 'READY', 'ERROR'], sets: { processing: ['BREWING'], usable: ['READY'], error: ['ERROR'] } },
  inputs: [dimension('status', 'item.status', ['READY', 'BREWING', 'ERROR'])],
  actions: {
    create: {
      scope: 'collection',
      spec: 'test: create a teapot',
      paid: true,
      creates_resource: true,
      call: { method: 'POST', path: '/projects/{project_id}/teapots' },
      after: { refetch: 'list', recalculate_balance: true },
    },
    pour: {
      scope: 'item',
      spec: 'test: pour, blocked while brewing',
      block: [rule(status.inSet('processing'), 'reason.teapot.brewing', 'test: pour is blocked while BREWING')],
      call: { method: 'POST', path: '/teapots/{id}/pour' },
    },
    descale: {
      scope: 'item',
      spec: 'test: descale, only when ready',
      hide: [rule(not(status.is('READY')), 'reason.teapot.not_ready', 'test: descale is hidden unless READY')],
      call: { method: 'POST', path: '/teapots/{id}/descale' },
    },
  },
})

const registry = createRegistry([teapot])
const evaluate = registry.evaluateAction
const engineDir = fileURLToPath(new URL('../../engine/', import.meta.url))

function engineSources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return engineSources(path)
    return entry.name.endsWith('.ts') ? [{ file: path, text: readFileSync(path, 'utf8') }] : []
  })
}

describe('adding a new kind needs a schema and a config, no change in engine/', () => {
  it('the engine knows no concrete kind: it imports nothing from entities/ and never names the teapot', () => {
    const sources = engineSources(engineDir)
    expect(sources.length).toBeGreaterThan(0)
    const offenders = sources.filter(({ text }) => /from\s+['"][./]*\/entities(\/|['"])/.test(text) || /teapot/i.test(text)).map(({ file }) => file)
    expect(offenders).toEqual([])
  })

  it("the kind's own rules: pour blocked while BREWING, descale hidden unless READY", () => {
    expect(evaluate('teapot', 'pour', { item: { status: 'READY' } })).toEqual({ visible: true, enabled: true })
    expect(evaluate('teapot', 'pour', { item: { status: 'BREWING' } })).toEqual({ visible: true, enabled: false, reason: 'reason.teapot.brewing' })
    expect(evaluate('teapot', 'descale', { item: { status: 'READY' } })).toEqual({ visible: true, enabled: true })
    expect(evaluate('teapot', 'descale', { item: { status: 'BREWING' } })).toEqual({ visible: false, enabled: false, reason: 'reason.teapot.not_ready' })
    expect(evaluate('teapot', 'descale', { item: { status: 'ERROR' } })).toEqual({ visible: false, enabled: false, reason: 'reason.teapot.not_ready' })
    expect(evaluate('teapot', 'create', { item: {} })).toEqual({ visible: true, enabled: true })
  })

  it('the cross-cutting rules apply without being written: a project stopped for abuse blocks pour, an unverified account blocks create', () => {
    const abuse = { project: { status: 'STOPPED' as const, stopping_reason: 'abuse' as const } }
    expect(evaluate('teapot', 'pour', { item: { status: 'READY' }, ...abuse })).toEqual({ visible: true, enabled: false, reason: 'reason.project_stopped_abuse' })
    expect(evaluate('teapot', 'create', { item: {}, account: { verified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_verified' })
    expect(evaluate('teapot', 'create', { item: {}, account: { verified: true, identified: false } }).reason).toBe('reason.account_not_identified')
    // 001 §4: under money only paid actions are blocked; pour is not paid, create is.
    const money = { project: { status: 'STOPPED' as const, stopping_reason: 'money' as const } }
    expect(evaluate('teapot', 'pour', { item: { status: 'READY' }, ...money }).enabled).toBe(true)
    expect(evaluate('teapot', 'create', { item: {}, ...money }).reason).toBe('reason.project_stopped_money')
  })

  it('the registry answers the lookups for it', () => {
    expect(registry.kinds()).toEqual(['teapot'])
    expect(registry.defaultPageRoute('teapot')?.name).toBe('teapot_details')
    expect(registry.kindOfWsEntity('teapot')?.kind).toBe('teapot')
    expect(registry.statusClass('teapot', 'BREWING')).toBe('processing')
    expect(registry.displayName('teapot', { name: 'Earl Grey' })).toBe('Earl Grey')
  })

  it('its config validates against schemas/config/entity-config.schema.json', () => {
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(configSchema)
    expect(validate(serializableConfig(teapot)), JSON.stringify(validate.errors)).toBe(true)
  })

  it("its condition matrix renders with the engine's enumeration", () => {
    const matrix = kindMatrix(registry, 'teapot')
    expect(matrix.actions.map((a) => a.action)).toEqual(['create', 'pour', 'descale'])
    const markdown = renderKindMarkdown(matrix)
    expect(markdown).toContain('| status | BREWING | visible, disabled | reason.teapot.brewing |')
    expect(markdown).toContain('| status | BREWING, ERROR | hidden | reason.teapot.not_ready |')
    expect(markdown).toContain('| project | STOPPED (abuse) | visible, disabled | reason.project_stopped_abuse |')
    expect(markdown).toContain('| account verified | false | visible, disabled | reason.account_not_verified |')
    expect(markdown).toMatch(/## create\n\nCollection action/)
    const rows = (JSON.parse(renderKindJson(matrix)) as { rows: { action: string; dimension: string }[] }).rows
    expect(rows.filter((r) => r.action === 'pour').map((r) => r.dimension)).toEqual(['baseline', 'status', 'status', 'status', ...Array(7).fill('project')])
  })

  it('its item schema validates an item with ajv', () => {
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(teapotSchema)
    expect(validate({ id: 't-1', name: 'Earl Grey', status: 'READY', volume_ml: 500 })).toBe(true)
    expect(validate({ id: 't-2', name: 'Oolong', status: 'COLD' })).toBe(false)
    expect(validate({ id: 't-3', status: 'READY' })).toBe(false)
  })
})
