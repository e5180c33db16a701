// The app's router: history mode (000 §2), the route tree, the context loaders use.
import type { QueryClient } from '@tanstack/react-query'
import { createBrowserHistory, createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router'
import { onceUntilFailed } from '../../ui/once'
import { loadQueryClient } from '../query/clientRegistry'
import type { SessionStore } from '../session/types'
import { routeTree } from './routeTree'

export interface AppRouterOptions {
  /** A client of its own (tests); by default the app's, loaded on first need. */
  queryClient?: QueryClient
  session: SessionStore
  history?: RouterHistory
}

/**
 * The console's query values are texts and ids (000 §2: ref_id, reg_key, key, hash, payer_type, ...): a referral
 * link's ref_id=12345 stays as typed instead of coming back quoted as %2212345%22. Only objects and arrays travel
 * as JSON.
 */
function parseStructured(value: string): unknown {
  if (!value.startsWith('{') && !value.startsWith('[')) throw new SyntaxError('a plain query value')
  return JSON.parse(value)
}

export function createAppRouter({ queryClient, session, history }: AppRouterOptions) {
  // once per router: the boot (a visit under /lk) and the stand-in's beforeLoad may both ask
  const loadSignedInRoutes = onceUntilFailed((): Promise<void> => import('./signedInTree').then(({ addSignedInRoutes }) => addSignedInRoutes(router)))
  const router = createRouter({
    routeTree,
    history: history ?? createBrowserHistory(),
    context: { session, loadQueryClient: queryClient ? async () => queryClient : loadQueryClient, loadSignedInRoutes },
    defaultPreload: 'intent',
    // loaders only prefetch into the query cache, which decides freshness
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch: parseSearchWith(parseStructured),
    stringifySearch: stringifySearchWith(JSON.stringify, parseStructured),
  })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
