// CONSOLE_EXTRA_KINDS: a build of the console with kinds beyond the product's (entities/extra.ts). It names a module
// exporting `extraKinds: ExtraKinds` (configs and their texts); a `schemas/` folder beside it, laid out as the
// product's (entities/, requests/), brings their schemas. This vite plugin then serves, for that build only:
// - entities/extra.ts as that module (the registry and the translations take its configs and texts);
// - generated/routes/index.ts rendered from the product's configs and the extra ones (codegen/render-routes.ts), so
//   the router, the menu, the dashboard and the live-update table know the extra kinds;
// - generated/validators (index.js, requests.js and a module per schema) rendered from the product's schemas and
//   the extra ones, so an action's `request` finds its validator; the extra schemas' modules, which are not on disk,
//   resolve to what it serves.
// Nothing is written to generated/: `npm run codegen` and its freshness test know the product's kinds only.
//   CONSOLE_EXTRA_KINDS=tests/fixtures/made-up-kind/console.ts npx vite build --outDir dist-fixture
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

export const CONSOLE_EXTRA_KINDS_ENV = 'CONSOLE_EXTRA_KINDS'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const EXTRA_STUB = join(ROOT, 'entities', 'extra.ts')
const GENERATED = join(ROOT, 'generated')

/** The module CONSOLE_EXTRA_KINDS names, as an absolute path (undefined when unset); throws when it is missing. */
export function extraKindsModule(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env[CONSOLE_EXTRA_KINDS_ENV]?.trim()
  if (!raw) return undefined
  const path = resolve(ROOT, raw)
  if (!existsSync(path)) throw new Error(`${CONSOLE_EXTRA_KINDS_ENV}: no module at ${path}`)
  return path
}

/** The `schemas/` folder beside the module, if it has one. */
export function extraSchemasDir(module: string): string | undefined {
  const dir = join(dirname(module), 'schemas')
  return existsSync(dir) ? dir : undefined
}

/** The vite plugin; it does nothing in a build without CONSOLE_EXTRA_KINDS. */
export function extraKindsPlugin(module: string | undefined = extraKindsModule()): Plugin {
  const served = new Map<string, string>()
  return {
    name: 'console:extra-kinds',
    enforce: 'pre',
    async buildStart() {
      if (!module) return
      // configs and schemas are TypeScript and JSON of the project, read as codegen reads them (through tsx)
      const { tsImport } = await import('tsx/esm/api')
      const render = (await tsImport('./render-extra-kinds.ts', import.meta.url)) as typeof import('./render-extra-kinds')
      served.clear()
      for (const [path, content] of await render.renderForExtraKinds(module, extraSchemasDir(module))) served.set(join(GENERATED, path), content)
      served.set(EXTRA_STUB, `export { extraKinds } from ${JSON.stringify(module)}\n`)
      for (const path of served.keys()) this.addWatchFile(path)
    },
    resolveId(source, importer) {
      if (!module || !importer || !source.startsWith('.')) return null
      const path = resolve(dirname(importer.split('?')[0] ?? importer), source)
      return served.has(path) ? path : null
    },
    load(id) {
      if (!module) return null
      return served.get(id.split('?')[0] ?? id) ?? null
    },
  }
}
