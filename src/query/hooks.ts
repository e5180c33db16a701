import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { TIMINGS } from '../../contract/constants'
import type { Params } from '../api/types'
import { apiPagesOptions, apiQueryOptions } from './apiQuery'

/** One endpoint's answer, cached under [endpoint, params]. */
export function useApiQuery<T>(endpoint: string, params: Params = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQueryOptions<T>(endpoint, params), enabled: options.enabled ?? true })
}

/** A progressive list: parts of pageSize rows, the next one on demand; items flattened, count from the API. */
export function useApiInfiniteList<T>(endpoint: string, params: Params = {}, pageSize: number = TIMINGS.rows_per_part, options: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({ ...apiPagesOptions<T>(endpoint, params, pageSize), enabled: options.enabled ?? true })
  const pages = query.data?.pages ?? []
  return { ...query, items: pages.flatMap((page) => page.result), count: pages.at(-1)?.count ?? 0 }
}

export { invalidateEndpoint } from './apiQuery'
