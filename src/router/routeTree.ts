import { createRoute, redirect } from '@tanstack/react-router'
import { lkRouteTree } from './lkRoutes'
import { PATHS } from './paths'
import { rootRoute } from './root'
import { signRouteTree } from './signRoutes'

/** 000 §2: "The root redirects to lk." */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: PATHS.lk })
  },
})

export const routeTree = rootRoute.addChildren([indexRoute, signRouteTree, lkRouteTree])
