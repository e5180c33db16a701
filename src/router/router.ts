// The app's router: history mode (000 §2), the route tree, the context loaders use.
import type { QueryClient } from '@tanstack/react-query'
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router'
import { loadQueryClient } from '../query/clientRegistry'
import type { SessionStore } from '../session/types'
import { routeTree } from './routeTree'

export interface AppRouterOptions {
  /** A client of its own (tests); by default the app's, loaded on first need. */
  queryClient?: QueryClient
  session: SessionStore
  history?: RouterHistory
}

export function createAppRouter({ queryClient, session, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history: history ?? createBrowserHistory(),
    context: { session, loadQueryClient: queryClient ? async () => queryClient : loadQueryClient },
    defaultPreload: 'intent',
    // loaders only prefetch into the query cache, which decides freshness
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
