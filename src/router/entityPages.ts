// THE place where entity pages plug into the router: every kind whose config has `pages` gets the generic list and
// details pages (src/entities/EntityListPage, EntityDetailPage); entityRoutes.ts turns the kind's config routes
// (000 §2, entities/<kind>.ts `routes`, `list.filters`, `pages.details` and `pages.redirects`) into routes under
// /lk, and the left menu lists every kind with a list page, by `pages.menu`. Columns, filters and tabs come from
// the config's `list` and `detail`. A page reads which kind, config route and filter it shows from its route's
// staticData (useMatch({ strict: false }).staticData: { name, kind, route_key, filter }), and the current project
// from src/project (useCurrentProjectId). This file is in the entry chunk, which the sign-in page loads: keep
// components lazy, and read the kinds from generated/routes (`npm run codegen` renders them from the configs),
// never a config or the registry, which load with the pages.
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router'
import type { EntityRouteData } from '../../engine/routes'
import { KINDS } from '../../generated/routes/index'
import type { EntityLoaderInput } from '../entities/loaders'
// the loaders' code (queries, the project choice) and the configs load with the pages, then stay at hand
import { withLoaders } from '../entities/withLoaders'

/** A route loader of an entity page: it prefetches into the query cache and returns at once. */
export type EntityLoader = (input: EntityLoaderInput) => void

export interface EntityPageSet {
  /** the kind's routes and list filters (generated/routes, from entities/<kind>.ts): they become the routes */
  entity: EntityRouteData
  /** the config's `list` route, plus one route per `list.filters` entry (all, active, stopped, ...) */
  list?: { component: RouteComponent; loader?: EntityLoader }
  /** config route keys shown by the details component ('page', tab routes, 'local_disk_page') */
  details?: { routes: readonly string[]; component: RouteComponent; loader?: EntityLoader }
  /** config route keys whose path only redirects, each to another route key (the list, the page, a tab) */
  redirects?: Readonly<Record<string, string>>
  /** config route keys drawn by a page widget (`pages.widgets`: servers/{id}/console) */
  widgets?: { routes: readonly string[]; component: RouteComponent; loader?: EntityLoader }
  /** config route keys of order pages (servers/new: the create action's form as a page) */
  orders?: { routes: readonly string[]; component: RouteComponent; loader?: EntityLoader }
}

const EntityListPage = lazyRouteComponent(() => import('../entities/EntityListPage'), 'EntityListPage')
const EntityDetailPage = lazyRouteComponent(() => import('../entities/EntityDetailPage'), 'EntityDetailPage')
const EntityWidgetPage = lazyRouteComponent(() => import('../entities/EntityWidgetPage'), 'EntityWidgetPage')
// an order page's form, widgets and flow load with that page only
const EntityOrderPage = lazyRouteComponent(() => import('../entities/order/EntityOrderPage'), 'EntityOrderPage')

/** The generic list and details pages for a kind, with their loaders; `details` names the config routes shown. */
export function entityPageSet(entity: EntityRouteData, options: { details: readonly string[]; redirects?: EntityPageSet['redirects'] }): EntityPageSet {
  const widgets = Object.keys(entity.pages?.widgets ?? {})
  const detailsLoader: EntityLoader = (input) => withLoaders((module) => module.prefetchEntityDetails(entity.kind, input))
  const orders = Object.keys(entity.pages?.orders ?? {})
  return {
    ...(orders.length > 0 ? { orders: { routes: orders, component: EntityOrderPage } } : {}),
    entity,
    // a kind listed on another page (pages.list false: 000 §2 vrouters, on the dashboard) has no list route of its own
    ...(entity.pages?.list === false ? {} : { list: { component: EntityListPage, loader: (input: EntityLoaderInput) => withLoaders((module) => module.prefetchEntityList(entity.kind, input)) } }),
    details: { routes: options.details, component: EntityDetailPage, loader: detailsLoader },
    ...(widgets.length > 0 ? { widgets: { routes: widgets, component: EntityWidgetPage, loader: detailsLoader } } : {}),
    ...(options.redirects ? { redirects: options.redirects } : {}),
  }
}

const menuOrder = (data: EntityRouteData): number => data.pages?.menu?.order ?? Number.POSITIVE_INFINITY

/** The kinds that have pages (a config's `pages`), in menu order. */
export const ENTITY_PAGES: readonly EntityPageSet[] = KINDS.filter((data) => data.pages !== undefined)
  .sort((a, b) => menuOrder(a) - menuOrder(b))
  .map((data) => entityPageSet(data, { details: data.pages?.details ?? [], ...(data.pages?.redirects ? { redirects: data.pages.redirects } : {}) }))
