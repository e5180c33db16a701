// The seam for kinds beyond the product's (entities/extra.ts, codegen/extra-kinds.ts): the product's registry, route
// data, validators and build hold none of them; a build naming the made-up kind's fixture gets its routes, its request
// validator and its texts; and the fixture is a kind as the config contract wants it.
import Ajv2020 from 'ajv/dist/2020'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { extraKindsModule, extraKindsPlugin, extraSchemasDir } from '../../codegen/extra-kinds'
import { renderForExtraKinds } from '../../codegen/render-extra-kinds'
import { serializableConfig } from '../../engine/config-json'
import { createRegistry } from '../../engine/registry'
import { entityConfigs, registry } from '../../entities'
import { extraKinds as productExtras } from '../../entities/extra'
import { KINDS } from '../../generated/routes/index'
import { REQUEST_VALIDATORS } from '../../generated/validators/requests'
import configSchema from '../../schemas/config/entity-config.schema.json'
import { DIST_DIR, ROOT } from '../../scripts/ensure-build'
import { gadget } from '../fixtures/made-up-kind/config'
import { extraKinds as fixture } from '../fixtures/made-up-kind/console'

const MODULE = join(ROOT, 'tests/fixtures/made-up-kind/console.ts')

describe("the product's console has no extra kind", () => {
  it('entities/extra.ts brings none: the registry, the route data and the request validators know no gadget', () => {
    expect(productExtras).toEqual({ configs: [], texts: {} })
    expect(entityConfigs.map((config) => config.kind)).not.toContain('gadget')
    expect(registry.has('gadget')).toBe(false)
    expect(KINDS.map((data) => data.kind)).not.toContain('gadget')
    expect(Object.keys(REQUEST_VALIDATORS)).not.toContain('GadgetCreateRequest')
  })

  it('without CONSOLE_EXTRA_KINDS the vite plugin serves nothing in place of any file', async () => {
    expect(extraKindsModule({})).toBeUndefined()
    const plugin = extraKindsPlugin(undefined)
    await (plugin.buildStart as () => Promise<void>).call({ addWatchFile: () => undefined })
    const load = plugin.load as (id: string) => string | null
    for (const file of ['entities/extra.ts', 'generated/routes/index.ts', 'generated/validators/requests.js']) expect(load(join(ROOT, file))).toBeNull()
  })

  it('a module that is not there is refused, not ignored', () => {
    expect(() => extraKindsModule({ CONSOLE_EXTRA_KINDS: 'tests/fixtures/nothing-here.ts' })).toThrow(/no module/)
    expect(extraKindsModule({ CONSOLE_EXTRA_KINDS: 'tests/fixtures/made-up-kind/console.ts' })).toBe(MODULE)
  })

  // dist/ is the browser tests' build (scripts/ensure-build.ts); where it has not been built there is nothing to read
  it.skipIf(!existsSync(join(DIST_DIR, 'index.html')))("the product's build in dist/ names no gadget route", () => {
    const assets = join(DIST_DIR, 'assets')
    const offenders = readdirSync(assets).filter((file) => file.endsWith('.js') && /gadgets_all|GadgetCreateRequest/.test(readFileSync(join(assets, file), 'utf8')))
    expect(offenders).toEqual([])
  })
})

describe('a build with the made-up kind (CONSOLE_EXTRA_KINDS=tests/fixtures/made-up-kind/console.ts)', async () => {
  const rendered = await renderForExtraKinds(MODULE, extraSchemasDir(MODULE))

  it("renders the route data of the product's kinds and the gadget's, with its menu, dashboard card and sources", () => {
    const routes = rendered.get('routes/index.ts') ?? ''
    for (const data of KINDS) expect(routes).toContain(`export const ${data.kind}: EntityRouteData`)
    expect(routes).toContain('export const gadget: EntityRouteData')
    expect(routes).toMatch(/export const KINDS: readonly EntityRouteData\[\] = \[.*, gadget\]/)
    expect(routes).toContain('"/lk/project/gadgets/all"')
    expect(routes).toContain('"/projects/{project_id}/gadgets"')
  })

  it("renders the request validators of the product's schemas and the fixture's", () => {
    const requests = rendered.get('validators/requests.js') ?? ''
    const loader = (title: string) => `  ${title}: () => import("./${title}.js").then((module) => module.validate${title}),`
    for (const title of Object.keys(REQUEST_VALIDATORS)) expect(requests).toContain(loader(title))
    expect(requests).toContain(loader('GadgetCreateRequest'))
    expect(rendered.get('validators/index.js')).toContain('export { validateGadgetCreateRequest } from "./GadgetCreateRequest.js";')
    expect(rendered.get('validators/GadgetCreateRequest.js')).toContain('export const validateGadgetCreateRequest')
  })
})

describe('the made-up kind is a kind as any other', () => {
  const both = createRegistry([...entityConfigs, gadget])

  it('its config validates against schemas/config/entity-config.schema.json', () => {
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(configSchema)
    expect(validate(serializableConfig(gadget)), JSON.stringify(validate.errors)).toBe(true)
  })

  it('product decision: a gadget is not deleted while CREATING; create is blocked for an unverified account (engine rule)', () => {
    expect(both.evaluateAction('gadget', 'delete', { item: { status: 'READY' } })).toEqual({ visible: true, enabled: true })
    expect(both.evaluateAction('gadget', 'delete', { item: { status: 'CREATING' } })).toEqual({ visible: true, enabled: false, reason: 'reason.processing' })
    expect(both.evaluateAction('gadget', 'create', { item: {}, account: { verified: false } }).reason).toBe('reason.account_not_verified')
  })

  it('every text its config names is in the fixture, in Russian and English', () => {
    const keys = [
      'gadget.singular',
      'gadget.plural',
      ...Object.keys(gadget.actions).map((action) => `gadget.action.${action}`),
      ...gadget.statuses.values.map((status) => `gadget.status.${status}`),
      ...(gadget.detail?.tabs ?? []).map((tab) => tab.label),
      ...Object.values(gadget.routes).map((route) => `route.${route?.name}`),
    ]
    for (const language of ['ru', 'en']) {
      const texts = fixture.texts[language]?.['entities'] ?? {}
      expect(
        keys.filter((key) => !texts[key]),
        language,
      ).toEqual([])
    }
  })
})
