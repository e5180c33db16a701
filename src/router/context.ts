import type { QueryClient } from '@tanstack/react-query'
import type { SessionStore } from '../session/types'

/** What every route's beforeLoad and loader get. The query client is not among them: the sign-in page needs none. */
export interface AppContext {
  session: SessionStore
  /** The query client, loaded on first need (src/query/clientRegistry.ts). */
  loadQueryClient: () => Promise<QueryClient>
  /** Loads the routes under /lk into the router (src/router/routeTree.ts: the entry holds a stand-in). */
  loadSignedInRoutes: () => Promise<void>
}

/** What the routes under /lk get: the /lk layout's beforeLoad adds the loaded query client. */
export interface RouterContext extends AppContext {
  queryClient: QueryClient
}
