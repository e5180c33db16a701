// The keys the configs and the engine can hand to the UI, computed from the registry (never a hand list),
// each with where it comes from so a failure says which config to look at.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { crossCuttingBlocks } from '../../engine/crossCutting'
import { ERROR_CATALOGUE, USER_MESSAGES } from '../../contract/catalogue'
import type { ActionConfig } from '../../engine/types'
import { registry } from '../../entities/index'
import { entityKeys } from '../../ui/i18n/translate'

/** key → the places that use it ("volume.extend (block)") */
export type KeyUses = Map<string, string[]>

function use(uses: KeyUses, key: string, where: string): void {
  const list = uses.get(key) ?? []
  if (!list.includes(where)) list.push(where)
  uses.set(key, list)
}

/** Every action of every kind with every flag the engine's cross-cutting rules read turned on. */
const EVERY_FLAG: ActionConfig = { scope: 'item', spec: 'i18n coverage', mutating: true, paid: true, creates_resource: true, blocked_in_support_session: true }

/** Every `reason` a verdict can carry: configs' hide and block rules (cross-cutting ones included) and the engine's own. */
export function reasonKeys(): KeyUses {
  const uses: KeyUses = new Map()
  for (const kind of registry.kinds()) {
    for (const action of registry.actions(kind)) {
      const { hide, block } = registry.conditions(kind, action)
      for (const condition of hide) use(uses, condition.reason, `${kind}.${action} (hide)`)
      for (const condition of block) use(uses, condition.reason, `${kind}.${action} (block)`)
    }
  }
  // Engine rules no config may trigger today, so that a config gaining a flag never shows a bare key.
  const [first] = registry.kinds()
  if (first !== undefined) {
    for (const condition of crossCuttingBlocks({ ...registry.get(first), scope: 'project' }, EVERY_FLAG)) use(uses, condition.reason, 'engine/crossCutting.ts')
  }
  return uses
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** `reason.*` keys the code of the console names as a literal (engine/, entities/, ui/, src/), with the file. */
export function reasonKeysInCode(): KeyUses {
  const uses: KeyUses = new Map()
  for (const folder of ['engine', 'entities', 'ui', 'src']) {
    for (const file of sourceFiles(join(ROOT, folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`](reason\.[a-z0-9_.]+)['"`]/g)) use(uses, match[1] ?? '', file.slice(ROOT.length))
    }
  }
  return uses
}

/** Every message key of the error catalogue, with the literal English text the spec gives, if any. */
export function catalogueKeys(): Map<string, { where: string; literal?: string }> {
  const keys = new Map<string, { where: string; literal?: string }>()
  for (const entry of ERROR_CATALOGUE) keys.set(entry.message_key, { where: `ERROR_CATALOGUE ${entry.code}`, ...(entry.message === undefined ? {} : { literal: entry.message }) })
  for (const entry of USER_MESSAGES) keys.set(entry.key, { where: 'USER_MESSAGES' })
  return keys
}

/** Every entity label the UI builds from a config: names, actions, statuses, filters, tabs, routes, limits. */
export function entityLabelKeys(): KeyUses {
  const uses: KeyUses = new Map()
  for (const kind of registry.kinds()) {
    const config = registry.get(kind)
    use(uses, entityKeys.name(kind, 'singular'), `${kind}: name`)
    use(uses, entityKeys.name(kind, 'plural'), `${kind}: name`)
    for (const action of registry.actions(kind)) use(uses, entityKeys.action(kind, action), `${kind}: actions`)
    for (const status of config.statuses?.values ?? []) use(uses, entityKeys.status(kind, status), `${kind}: statuses`)
    for (const filter of Object.keys(config.list?.filters ?? {})) use(uses, entityKeys.filter(kind, filter), `${kind}: list filters`)
    for (const tab of config.detail?.tabs ?? []) use(uses, entityKeys.tab(kind, tab.name), `${kind}: detail tabs`)
    for (const route of Object.values(config.routes)) if (route) use(uses, entityKeys.route(route.name), `${kind}: routes`)
    for (const limit of registry.limits(kind)) use(uses, entityKeys.limit(limit), `${kind}: limits`)
  }
  return uses
}

/** The i18n keys configs write themselves: column and tab labels, dialog field labels, hints, options, messages. */
export function configLabelKeys(): KeyUses {
  const uses: KeyUses = new Map()
  for (const kind of registry.kinds()) {
    const config = registry.get(kind)
    for (const column of config.list?.columns ?? []) use(uses, column.label, `${kind}: column ${column.field}`)
    for (const tab of config.detail?.tabs ?? []) use(uses, tab.label, `${kind}: tab ${tab.name}`)
    for (const [name, action] of Object.entries(config.actions)) {
      const dialog = action.dialog
      if (!dialog) continue
      if (dialog.submit_label) use(uses, dialog.submit_label, `${kind}.${name}: submit label`)
      for (const field of dialog.fields) {
        use(uses, field.label, `${kind}.${name}: field ${field.name}`)
        if (field.hint) use(uses, field.hint, `${kind}.${name}: hint of ${field.name}`)
        if (field.must) use(uses, field.must.message, `${kind}.${name}: rule of ${field.name}`)
        for (const option of field.options ?? []) use(uses, option.label, `${kind}.${name}: option of ${field.name}`)
      }
    }
  }
  return uses
}
