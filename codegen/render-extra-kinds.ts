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
    const validators = renderValidators([...loadSchemaFiles(), ...loadSchemaFiles(schemasDir)])
    for (const path of ['validators/index.js', 'validators/requests.ts']) out.set(path, validators.get(path) ?? '')
  }
  return out
}
