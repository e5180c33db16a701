// Route names of the configs (001 §2 redirects, after.navigate, entrance routes) as hrefs: engine/routes.ts builds
// them from the registry's route index, so a redirect and the page it lands on name one path.
import { hrefFor, routeIndex } from '../../engine/routes'
import { entityConfigs } from '../../entities'

let index: Map<string, string> | undefined

/** The path template of a route name of any config, if a config declares it. */
export function routePath(name: string): string | undefined {
  index ??= routeIndex(entityConfigs)
  return index.get(name)
}

/** The href of a route name for its params; throws for a name no config declares (a config defect). */
export function routeHref(name: string, params: Record<string, unknown> = {}): string {
  const path = routePath(name)
  if (path === undefined) throw new Error(`Route ${name} is not declared by any entity config`)
  return hrefFor(path, params)
}
