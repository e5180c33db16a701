// The route tree the entry holds: the root, the sign area and a stand-in for /lk. The signed-in routes
// (lkRoutes.ts, with every entity's routes) are not in the entry chunk (STYLE.md "Bundles"): the first visit under
// /lk loads them (signedInTree.ts), puts them in the stand-in's place and matches the visit again.
import { createRoute, redirect } from '@tanstack/react-router'
import { PATHS } from './paths'
import { rootRoute } from './root'
import type { withSignedInRoutes } from './signedInTree'
import { signRouteTree } from './signRoutes'

/** 000 §2: "The root redirects to lk." */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: PATHS.lk })
  },
})

/** /lk and every path under it, until the real routes are here; a preload only fetches them. */
const lkStandInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'lk',
  beforeLoad: async ({ context, location, preload }) => {
    await context.loadSignedInRoutes()
    if (!preload) throw redirect({ href: location.href, replace: true })
  },
})
const lkStandInTree = lkStandInRoute.addChildren([createRoute({ getParentRoute: () => lkStandInRoute, path: '$' })])

/** The tree's type is the whole one's: links and params are checked against every route, loaded or not. */
export type AppRouteTree = ReturnType<typeof withSignedInRoutes>

export const routeTree = rootRoute.addChildren([indexRoute, signRouteTree, lkStandInTree]) as unknown as AppRouteTree
