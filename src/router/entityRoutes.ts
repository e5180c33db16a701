// Entity list and detail routes, generated from the registry's configs for the kinds in ENTITY_PAGES
// (entityPages.ts). Paths and names are the configs' own (engine/routes.ts): nothing is written twice.
import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router'
import type { RouteRef } from '../../engine/types'
import type { RouterContext } from './context'
import type { EntityPageSet } from './entityPages'
import './staticData'

export interface EntityRouteSpec {
  kind: string
  route_key: string
  name: string
  /** the absolute path template (/lk/project/servers/$id/overview) */
  path: string
  role: 'list' | 'details' | 'redirect' | 'widget' | 'order'
  filter?: string
  /** for a redirect: where it goes */
  target?: string
}

const dirOf = (path: string): string => path.slice(0, path.lastIndexOf('/'))
const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1)

/** The routes a page set asks for, from its config. Pure, so the generation is testable without a router. */
export function entityRouteSpecs(pages: EntityPageSet): EntityRouteSpec[] {
  const config = pages.entity
  const specs: EntityRouteSpec[] = []
  const seen = new Set<string>()
  const add = (spec: EntityRouteSpec): void => {
    if (seen.has(spec.path)) return
    seen.add(spec.path)
    specs.push(spec)
  }
  const routeOf = (key: string): RouteRef => {
    const ref = config.routes[key]
    if (!ref) throw new Error(`Entity ${config.kind} has no route ${key}`)
    return ref
  }

  const list = config.routes.list
  if (pages.list && list) {
    add({ kind: config.kind, route_key: 'list', name: list.name, path: list.path, role: 'list', filter: lastSegment(list.path) })
    // 000 §2: "List pages accept table filters (all, active, stopped, attached, unattached)": a route each
    for (const filter of config.list_filters) {
      const path = `${dirOf(list.path)}/${filter}`
      const declared = Object.entries(config.routes).find(([, ref]) => ref?.path === path)
      add({ kind: config.kind, route_key: declared?.[0] ?? `list_${filter}`, name: declared?.[1]?.name ?? `${list.name}_${filter}`, path, role: 'list', filter })
    }
  }
  // before the details: servers/new is an order page, not the server of id "new"
  for (const key of pages.orders?.routes ?? []) {
    const ref = routeOf(key)
    add({ kind: config.kind, route_key: key, name: ref.name, path: ref.path, role: 'order' })
  }
  for (const key of pages.details?.routes ?? []) {
    const ref = routeOf(key)
    add({ kind: config.kind, route_key: key, name: ref.name, path: ref.path, role: 'details' })
  }
  for (const key of pages.widgets?.routes ?? []) {
    const ref = routeOf(key)
    add({ kind: config.kind, route_key: key, name: ref.name, path: ref.path, role: 'widget' })
  }
  for (const [key, to] of Object.entries(pages.redirects ?? {})) {
    const ref = routeOf(key)
    add({ kind: config.kind, route_key: key, name: ref.name, path: ref.path, role: 'redirect', target: routeOf(to).path })
  }
  return specs
}

/** `$param` names of the target filled from the matched params. */
function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''))
}

/** Routes under `parent` (the /lk layout, at `parentPath`) for every page set. */
export function createEntityRoutes(parent: AnyRoute, parentPath: string, pages: readonly EntityPageSet[]): AnyRoute[] {
  const routes: AnyRoute[] = []
  for (const set of pages) {
    for (const spec of entityRouteSpecs(set)) {
      if (!spec.path.startsWith(`${parentPath}/`)) throw new Error(`Route ${spec.name} (${spec.path}) is not under ${parentPath}`)
      const path = spec.path.slice(parentPath.length + 1)
      const staticData = { name: spec.name, kind: spec.kind, route_key: spec.route_key, ...(spec.filter ? { filter: spec.filter } : {}) }
      if (spec.role === 'redirect') {
        const target = spec.target ?? parentPath
        routes.push(
          createRoute({
            getParentRoute: () => parent,
            path,
            staticData,
            beforeLoad: ({ params }) => {
              throw redirect({ href: fill(target, params as Record<string, string>), replace: true })
            },
          }),
        )
        continue
      }
      const page = spec.role === 'list' ? set.list : spec.role === 'widget' ? set.widgets : spec.role === 'order' ? set.orders : set.details
      const component = page?.component
      const prefetch = page?.loader
      // the page set's loader prefetches what the page shows first (STYLE.md "Route loaders prefetch")
      const loader = prefetch
        ? ({ context, params }: { context: RouterContext; params: Record<string, string> }) =>
            prefetch({ queryClient: context.queryClient, params, route_key: spec.route_key, ...(spec.filter ? { filter: spec.filter } : {}) })
        : undefined
      routes.push(createRoute({ getParentRoute: () => parent, path, staticData, ...(component ? { component } : {}), ...(loader ? { loader } : {}) }))
    }
  }
  return routes
}

/**
 * The left menu's entity sections: every kind with a list page, linking its list route; a kind with a menu place
 * and no list (the caller's one item: the profile) links its first details route.
 */
export function entityMenuItems(pages: readonly EntityPageSet[]): { kind: string; path: string; name: string; group?: string; icon?: string }[] {
  return pages.flatMap((set) => {
    const list = set.entity.routes.list
    const menu = set.entity.pages?.menu
    const group = menu?.group
    const icon = menu?.icon
    const firstDetails = set.details?.routes[0]
    // a kind without a menu entry in its config is reached from its section or owner (contracts' invoices, the
    // profile's referrals), not from the menu
    if (!menu) return []
    const target = set.list && list ? list : firstDetails ? set.entity.routes[firstDetails] : undefined
    return target ? [{ kind: set.entity.kind, path: target.path, name: target.name, ...(group ? { group } : {}), ...(icon ? { icon } : {}) }] : []
  })
}
