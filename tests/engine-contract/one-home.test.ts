// One home per kind (docs/ARCHITECTURE.md): everything the console does with a kind comes from its config, so a config that
// names something the console does not have (a request schema, a widget, a route) fails here, not in a dialog;
// and no file of src/ or ui/ names a kind.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isOfferedAction } from '../../engine/registry'
import { entityConfigs, registry } from '../../entities'
import { REQUEST_VALIDATORS } from '../../generated/validators/requests'
import { TAB_WIDGETS } from '../../src/entities/tabs/tabContents'
import { FIELD_WIDGETS } from '../../src/entities/widgets'
import { PAGE_WIDGETS } from '../../src/entities/pageWidgets'

const actionsOf = (kind: string) => Object.entries(registry.get(kind).actions)

describe.each(entityConfigs.map((config) => config.kind))('%s', (kind) => {
  const config = registry.get(kind)

  it('names only request schemas that have a validator (schemas/requests, npm run codegen)', () => {
    const missing = actionsOf(kind).flatMap(([name, action]) => (action.request && !REQUEST_VALIDATORS[action.request] ? [`${name}: ${action.request}`] : []))
    expect(missing).toEqual([])
  })

  it('names only registered widgets, and each tab shows its fields, a related list (or both) or a widget', () => {
    const tabs = config.detail?.tabs ?? []
    const fields = [...(config.list?.columns ?? []), ...tabs.flatMap((tab) => tab.fields ?? [])]
    expect(fields.flatMap((field) => (field.widget && !FIELD_WIDGETS[field.widget] ? [field.widget] : []))).toEqual([])
    expect(tabs.flatMap((tab) => (tab.widget && !TAB_WIDGETS[tab.widget] ? [tab.widget] : []))).toEqual([])
    const shows = (tab: (typeof tabs)[number]) => (tab.widget !== undefined ? tab.fields === undefined && tab.related === undefined : tab.fields !== undefined || tab.related !== undefined)
    if (config.pages) expect(tabs.filter((tab) => !shows(tab)).map((tab) => tab.name)).toEqual([])
    for (const tab of tabs) if (tab.related_actions) expect(tab.related, `tab ${tab.name} related_actions`).toBeDefined()
    for (const tab of tabs) if (tab.related) expect(config.relations?.[tab.related]?.cardinality, `tab ${tab.name}`).toBe('one-to-many')
    expect(Object.values(config.pages?.widgets ?? {}).flatMap((page) => (PAGE_WIDGETS[page.widget] ? [] : [page.widget]))).toEqual([])
  })

  it('shows only routes it has, from sources it has', () => {
    const routes = config.routes
    for (const key of config.pages?.details ?? []) expect(routes[key], `pages.details ${key}`).toBeDefined()
    for (const key of Object.keys(config.pages?.redirects ?? {})) expect(routes[key], `pages.redirects ${key}`).toBeDefined()
    for (const key of Object.keys(config.pages?.widgets ?? {})) expect(routes[key], `pages.widgets ${key}`).toBeDefined()
    for (const source of config.sources ?? []) if (source.detail) expect(routes[source.route ?? 'page'], `source ${source.detail}`).toBeDefined()
    for (const card of config.pages?.dashboard ?? []) expect(config.sources?.[card.source ?? 0], `dashboard ${card.label}`).toBeDefined()
    if (config.pages) expect(config.sources?.length ?? 0, 'a kind with pages reads its items from sources').toBeGreaterThan(0)
  })

  it("opens only actions it has: a failure's order flow, a success's next step", () => {
    for (const [name, action] of actionsOf(kind)) {
      if (action.order_flow) expect(config.actions[action.order_flow.action]?.scope, `${name} order_flow`).toBe('collection')
      if (action.on_failure === 'order_flow') expect(action.order_flow, `${name} on_failure`).toBeDefined()
      const then = registry.thenOf(kind, name)
      if (then && isOfferedAction(action)) expect(isOfferedAction(registry.get(then.kind).actions[then.action]), `${name} then ${then.kind}.${then.action}`).toBe(true)
    }
  })
})

/** The code of a file without its comments (a comment may cite a kind; code may not name one). */
function codeOf(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

it('no file of src/ or ui/ names a kind: no string is a kind, or a kind’s key (`volume.plural`)', () => {
  const kinds = new Set(entityConfigs.map((config) => config.kind))
  const found: string[] = []
  for (const file of [...sourceFiles('src'), ...sourceFiles('ui')]) {
    for (const match of codeOf(file).matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      const literal = match[2] ?? ''
      const head = literal.split('.')[0] ?? ''
      if (kinds.has(literal) || (literal.includes('.') && kinds.has(head))) found.push(`${file}: ${literal}`)
    }
  }
  expect(found).toEqual([])
})
