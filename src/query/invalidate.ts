import type { QueryClient } from '@tanstack/react-query'
import type { Params } from '../api/types'

/** Marks every cached answer of an endpoint (all params, or those matching `params`) stale; the ones on screen refetch. */
export function invalidateEndpoint(queryClient: QueryClient, endpoint: string, params?: Params): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: params ? [endpoint, params] : [endpoint] })
}
