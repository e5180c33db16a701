// Route generation from entity configs (000 §2 routes; every config names its default page and list routes,
// 001 §3). Paths are templates with `$param` segments, as in RouteRef.path.
import type { EntityConfig, PagesConfig, RouteRef, SourceConfig } from './types'

export interface EntityRoute {
  kind: string
  /** the key in the config's routes (page, list, create, ...) */
  key: string
  /** the route name as the spec writes it (volume_details) */
  name: string
  path: string
}

/** Every routes entry of every config, in config order. */
export function entityRoutes(configs: readonly EntityConfig[]): EntityRoute[] {
  const routes: EntityRoute[] = []
  for (const config of configs) {
    for (const [key, route] of Object.entries(config.routes)) {
      if (route) routes.push({ kind: config.kind, key, name: route.name, path: route.path })
    }
  }
  return routes
}

/**
 * Route name → path over all configs. Two configs may share a route (one list page for two kinds) only
 * with the same path; a name bound to two different paths is a config defect and throws.
 */
export function routeIndex(configs: readonly EntityConfig[]): Map<string, string> {
  const index = new Map<string, string>()
  for (const route of entityRoutes(configs)) {
    const known = index.get(route.name)
    if (known !== undefined && known !== route.path) throw new Error(`Route ${route.name} has two paths: ${known} and ${route.path}`)
    index.set(route.name, route.path)
  }
  return index
}

const PARAM = /\$([A-Za-z_][A-Za-z0-9_]*)/g

/** The `$param` names of a template, in order. */
export function pathParams(template: string): string[] {
  return [...template.matchAll(PARAM)].map((match) => match[1] as string)
}

/** Fills the `$param` segments of a template; a param that is missing, null or empty throws. */
export function buildPath(template: string, params: Record<string, unknown>): string {
  return template.replace(PARAM, (_whole, name: string) => {
    const value = params[name]
    if (value === undefined || value === null || value === '') throw new Error(`Route param ${name} is missing for ${template}`)
    return encodeURIComponent(String(value))
  })
}

/** A query value as text: strings and numbers as they are, booleans true/false, anything else as JSON (000 §2: back query as JSON). */
function queryValue(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/**
 * The href of a route template for a set of params: the params the path names fill its `$param` segments (a missing
 * one throws, as in buildPath); every other param goes to the query string, sorted by name, each name and value
 * URL-encoded. Params whose value is undefined or null are dropped, so an optional query is simply left out.
 * `hrefFor('/lk/dbaas/new_cluster', { backup: 'b-1' })` → `/lk/dbaas/new_cluster?backup=b-1`.
 */
export function hrefFor(template: string, params: Record<string, unknown> = {}): string {
  const inPath = new Set(pathParams(template))
  const path = buildPath(template, params)
  const query = Object.keys(params)
    .filter((name) => !inPath.has(name) && params[name] !== undefined && params[name] !== null)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(queryValue(params[name]))}`)
  return query.length === 0 ? path : `${path}?${query.join('&')}`
}

function routeOf(config: EntityConfig, route: string): RouteRef {
  const byKey = config.routes[route]
  if (byKey) return byKey
  const byName = Object.values(config.routes).find((ref) => ref?.name === route)
  if (byName) return byName
  throw new Error(`Route ${route} not found for entity ${config.kind}`)
}

/**
 * The path of one of the config's routes, by routes key ('page', 'list', ...) or by route name, for an item:
 * `$id` is item.id and any other `$param` the item field of that name; `extra` params win over the item's.
 */
export function pathFor(config: EntityConfig, route: 'page' | 'list' | (string & {}), item: object = {}, extra: Record<string, unknown> = {}): string {
  const ref = routeOf(config, route)
  return buildPath(ref.path, { ...(item as Record<string, unknown>), ...extra })
}

/**
 * What the router needs of a kind to make its pages' routes, and nothing else: the config's routes and the names
 * of its list filters. The router lives in the entry chunk, which the sign-in page loads, so it reads this data
 * (generated/routes, rendered from the configs by `npm run codegen`) instead of the configs themselves.
 */
export interface EntityRouteData {
  kind: string
  /** the name of the kind in websocket events */
  ws_entity: string
  routes: EntityConfig['routes']
  /** the keys of the config's list.filters (all, active, stopped, ...), in config order */
  list_filters: readonly string[]
  /** where the API serves the items (the live-update table and the dashboard read them without the config) */
  sources: readonly SourceConfig[]
  pages?: PagesConfig
  /**
   * The kinds whose answers embed this kind's items, and where an item names them (`attached_to_server`): a change
   * of the item refetches their details too (a server's answer embeds its volumes). From the config's relations
   * that name their other side (`reverse`).
   */
  embedded_in: readonly { kind: string; field: string }[]
}

export function routeDataOf(config: EntityConfig): EntityRouteData {
  const embedded_in = Object.values(config.relations ?? {}).flatMap((relation) => {
    const field = relation.reference ?? relation.data
    return relation.reverse !== undefined && field !== undefined ? [{ kind: relation.kind, field }] : []
  })
  return {
    kind: config.kind,
    ws_entity: config.ws_entity,
    routes: config.routes,
    list_filters: Object.keys(config.list?.filters ?? {}),
    sources: config.sources ?? [],
    ...(config.pages ? { pages: config.pages } : {}),
    embedded_in,
  }
}
