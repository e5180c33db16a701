import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { loadAllRecipes } from '../../ui/theme/system'
import type { RouterContext } from './context'
import { PATHS } from './paths'
import './staticData'

const isSignIn = (pathname: string): boolean => pathname.replace(/\/$/, '') === PATHS.sign_in

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // 000 §2: a catch-all path shows a 404 page, loaded when a path is not found (the sign-in page never needs it)
  notFoundComponent: lazyRouteComponent(() => import('../pages/notFound/NotFoundPage'), 'NotFoundPage'),
  // The sign-in page draws with the recipes the system starts with (ui/theme/recipes.ts); every other page may use
  // any recipe, so the rest arrive before it renders, fetched alongside its own chunk (the loaders of a match run
  // together).
  loader: ({ location }) => (isSignIn(location.pathname) ? undefined : loadAllRecipes().then(() => undefined)),
  staticData: { name: 'not_found' },
})
