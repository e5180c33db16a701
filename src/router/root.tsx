import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { loadLaterRecipes } from '../../ui/theme/system'
import type { AppContext } from './context'
import { PATHS } from './paths'
import './staticData'

export const rootRoute = createRootRouteWithContext<AppContext>()({
  // the sign-in page's recipes, translator and texts ship with the entry; every other page waits for the rest of
  // the recipes (ui/theme/system.ts), for i18next (src/i18n/index.ts: it registers with react-i18next on load) and
  // for the texts of a page without a session in the chosen language (src/i18n/bundles.ts)
  beforeLoad: async ({ location }) => {
    if (location.pathname !== PATHS.sign_in) await Promise.all([loadLaterRecipes(), import('../i18n').then(({ loadNamespaces, INITIAL_NAMESPACES }) => loadNamespaces(INITIAL_NAMESPACES))])
  },
  component: Outlet,
  // 000 §2: a catch-all path shows a 404 page, loaded when a path is not found (the sign-in page never needs it)
  notFoundComponent: lazyRouteComponent(() => import('../pages/notFound/NotFoundPage'), 'NotFoundPage'),
  staticData: { name: 'not_found' },
})
