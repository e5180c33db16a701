// The whole route tree, the signed-in routes (lkRoutes.ts) in the place of the entry's stand-in (routeTree.ts).
// Loaded on the first visit under /lk.
import type { AnyRouter } from '@tanstack/react-router'
import { lkRouteTree } from './lkRoutes'
import { rootRoute } from './root'
import { indexRoute } from './routeTree'
import { signRouteTree } from './signRoutes'

export const withSignedInRoutes = () => rootRoute.addChildren([indexRoute, signRouteTree, lkRouteTree])

/** Gives the router the whole tree (the root route is one object: its children change in place). */
export function addSignedInRoutes(router: AnyRouter): void {
  withSignedInRoutes()
  router.setRoutes(router.buildRouteTree())
}
