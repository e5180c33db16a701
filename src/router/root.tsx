import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import type { AppContext } from './context'
import './staticData'

export const rootRoute = createRootRouteWithContext<AppContext>()({
  component: Outlet,
  // 000 §2: a catch-all path shows a 404 page, loaded when a path is not found (the sign-in page never needs it)
  notFoundComponent: lazyRouteComponent(() => import('../pages/notFound/NotFoundPage'), 'NotFoundPage'),
  staticData: { name: 'not_found' },
})
