// What a build with extra kinds (codegen/extra-kinds.ts) serves in place of generated/ files: the route data and
// the validators rendered as `npm run codegen` renders them, from the product's configs and schemas plus the extra
// ones. Run through tsx by the vite plugin; pure apart from reading the module and the schema folders.
import { pathToFileURL } from 'node:url'
import { entityConfigs } from '../entities'
import type { ExtraKinds } from '../entities/extra'
import type { EntityConfig } from '../engine/types'
import { renderRoutes } from './render-routes'
import { renderValidators } from './render-validators'
import { loadSchemaFiles } from './schema-files'

/** Relative path under generated/ → content, for the files a build with the module's kinds reads differently. */
export async function renderForExtraKinds(module: string, schemasDir: string | undefined): Promise<Map<string, string>> {
  const { extraKinds } = (await import(pathToFileURL(module).href)) as { extraKinds?: ExtraKinds }
  const configs: readonly EntityConfig[] | undefined = extraKinds?.configs
  if (configs === undefined || !Array.isArray(configs)) throw new Error(`${module} exports no extraKinds (entities/extra.ts ExtraKinds)`)
  const out = new Map(renderRoutes([...entityConfigs, ...(configs as readonly EntityConfig[])]))
  if (schemasDir) {
    // every validator module: the extra schemas' own are not in generated/ (the plugin resolves them), and
    // index.js, requests.js and runtime.js name them
    for (const [path, content] of renderValidators([...loadSchemaFiles(), ...loadSchemaFiles(schemasDir)])) if (path.endsWith('.js')) out.set(path, content)
  }
  return out
}
