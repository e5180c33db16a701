// THE place where entity pages plug into the router. Each entry names a kind of the registry and the page
// components that show it; entityRoutes.ts turns the kind's config routes (000 §2, entities/<kind>.ts
// `routes` and `list.filters`) into routes under /lk, and the left menu lists every kind with a list page.
//
// To add pages for a kind (say floatingip), append:
//   {
//     config: floatingip, // import { floatingip } from '../../entities/floatingip'
//     list: { component: lazyRouteComponent(() => import('../pages/entities/EntityListPage'), 'EntityListPage') },
//     details: { routes: ['page'], component: lazyRouteComponent(() => import('../pages/entities/EntityDetailPage'), 'EntityDetailPage') },
//   }
// A page reads which kind, config route and filter it shows from its route's staticData
// (useMatch({ strict: false }).staticData: { name, kind, route_key, filter }), and the current project from
// src/project (useCurrentProjectId). Keep components lazy, and import the kind's own config rather than the
// whole registry (entities/index.ts): this file is in the entry chunk, which the sign-in page loads.
import type { RouteComponent } from '@tanstack/react-router'
import type { EntityConfig } from '../../engine/types'

export interface EntityPageSet {
  /** the kind's config (entities/<kind>.ts); its routes and list filters become the routes */
  config: EntityConfig
  /** the config's `list` route, plus one route per `list.filters` entry (all, active, stopped, ...) */
  list?: { component: RouteComponent }
  /** config route keys shown by the details component ('page', tab routes, 'local_disk_page') */
  details?: { routes: readonly string[]; component: RouteComponent }
  /** config route keys whose path only redirects: to the list ('servers': /lk/project/servers) or the page */
  redirects?: Readonly<Record<string, 'list' | 'page'>>
}

/** The kinds that have pages, in menu order. Empty until the entity pages are added. */
export const ENTITY_PAGES: readonly EntityPageSet[] = []
