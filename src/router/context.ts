import type { QueryClient } from '@tanstack/react-query'
import type { SessionStore } from '../session/types'

/** What every route's beforeLoad and loader get. */
export interface RouterContext {
  queryClient: QueryClient
  session: SessionStore
}
