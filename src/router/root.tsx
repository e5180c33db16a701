import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFoundPage } from '../pages/notFound/NotFoundPage'
import type { RouterContext } from './context'
import './staticData'

/** 000 §2: a catch-all path shows a 404 page. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  staticData: { name: 'not_found' },
})
