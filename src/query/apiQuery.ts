// Query options for one endpoint: used by useApiQuery and by route loaders that prefetch (STYLE.md).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { TIMINGS } from '../../contract/constants'
import type { ApiClient } from '../api/client'
import { api as defaultApi } from '../api/instance'
import type { ListResponse, Params } from '../api/types'
import { resolveEndpoint } from '../api/url'
import { allKey, apiKey, pagesKey } from './keys'

export function apiQueryOptions<T>(endpoint: string, params: Params = {}, api: ApiClient = defaultApi) {
  return queryOptions({
    queryKey: apiKey(endpoint, params),
    queryFn: ({ signal }) => {
      const { path, query } = resolveEndpoint(endpoint, params)
      return api.get<T>(path, { query, signal })
    },
  })
}

/** the offset of the next part: what is loaded so far, while it is less than the total */
export function nextOffset<T>(pages: readonly ListResponse<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.result.length, 0)
  const total = pages.at(-1)?.count ?? 0
  return loaded < total && pages.at(-1)?.result.length !== 0 ? loaded : undefined
}

/** 000 §2: tables load progressively, 20 rows per part by default (limit/offset; answers { result, count }). */
export function apiPagesOptions<T>(endpoint: string, params: Params = {}, pageSize: number = TIMINGS.rows_per_part, api: ApiClient = defaultApi) {
  return infiniteQueryOptions({
    queryKey: pagesKey(endpoint, params, pageSize),
    queryFn: ({ signal, pageParam }) => {
      const { path, query } = resolveEndpoint(endpoint, params)
      return api.get<ListResponse<T>>(path, { query: { ...query, limit: pageSize, offset: pageParam }, signal })
    },
    initialPageParam: 0,
    getNextPageParam: (_last: ListResponse<T>, pages: ListResponse<T>[]) => nextOffset(pages),
  })
}

/** Rows asked for per call when a whole list is read (the emulator's most; an API answering fewer is paged on). */
export const ALL_ROWS_PART = 1000

/**
 * A whole list in one answer { result, count }: parts of ALL_ROWS_PART rows, the next while the count says more.
 * For lists known to be short that a page needs entirely (a project's servers, to judge its volumes' actions).
 */
export function apiAllOptions<T>(endpoint: string, params: Params = {}, api: ApiClient = defaultApi) {
  return queryOptions({
    queryKey: allKey(endpoint, params),
    queryFn: async ({ signal }): Promise<ListResponse<T>> => {
      const { path, query } = resolveEndpoint(endpoint, params)
      const result: T[] = []
      let count = 0
      for (;;) {
        const part = await api.get<ListResponse<T>>(path, { query: { ...query, limit: ALL_ROWS_PART, offset: result.length }, signal })
        result.push(...part.result)
        count = part.count
        if (part.result.length === 0 || result.length >= count) return { result, count: Math.max(count, result.length) }
      }
    },
  })
}
