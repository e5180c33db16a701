import { QueryClient } from '@tanstack/react-query'
import { registerQueryClient } from './clientRegistry'

/**
 * The API client already retries idempotent calls (001 §7), so queries do not retry again; live updates keep
 * the cache fresh, so data stays fresh for a while and is not refetched on every focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

/** The app's client; src/query/clientRegistry.ts loads it on first need. */
export const queryClient = createQueryClient()
registerQueryClient(queryClient)
