// What the live-cache tests share: cached lists in parts, an API that answers from rows and counts its calls,
// and a list on screen (an observer, so that an invalidation really asks the API).
import { InfiniteQueryObserver, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../src/api/client'
import { ENDPOINTS } from '../support/endpoints'
import type { ListResponse, Params } from '../../src/api/types'
import { apiPagesOptions } from '../../src/query/apiQuery'

export type Item = Record<string, unknown> & { id: string }

/** created_in of the n-th second: a larger n is newer */
export const at = (second: number) => new Date(Date.UTC(2026, 0, 1) + second * 1000).toISOString()

/** `rows` cached as parts of `size` rows, every row counted; the first `loadedParts` parts loaded (all by default) */
export function parts(rows: readonly Item[], size: number, loadedParts = Math.ceil(rows.length / size)) {
  const pages: ListResponse<Item>[] = []
  for (let part = 0; part < loadedParts; part++) pages.push({ result: rows.slice(part * size, part * size + size), count: rows.length })
  return { pages, pageParams: pages.map((_, index) => index * size) }
}

export const rowsOf = (data: unknown) => (data as { pages: ListResponse<Item>[] }).pages.flatMap((page) => page.result)
export const countsOf = (data: unknown) => (data as { pages: ListResponse<Item>[] }).pages.map((page) => page.count)

/**
 * An API client answering from `rows` as they are at the time of the call, `delay` ms later: a list call with
 * its `status__in`, `offset` and `limit`, an item's details (a path naming its id). Every call is counted, the
 * list calls' query in `calls`, with the path.
 */
export function countingApi(rows: () => readonly Item[], delay = 0) {
  const calls: Readonly<Record<string, unknown>>[] = []
  const get = async (path: string, options?: { query?: Readonly<Record<string, unknown>> }) => {
    const query = options?.query ?? {}
    calls.push({ ...query, path })
    const item = rows().find((row) => path.split('/').includes(row.id))
    const listed = rows().filter((row) => query.status__in === undefined || String(query.status__in).split(',').includes(String(row.status)))
    const offset = Number(query.offset ?? 0)
    const answer = structuredClone(item ?? { result: listed.slice(offset, offset + Number(query.limit ?? 1000)), count: listed.length })
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    return answer
  }
  return { api: { get } as unknown as ApiClient, calls }
}

/** A progressive list of volumes on screen; `stop` collects its unsubscribe for the test's afterEach. */
export function watched(queryClient: QueryClient, params: Params, api: ApiClient, stop: (() => void)[]) {
  const observer = new InfiniteQueryObserver(queryClient, { ...apiPagesOptions<Item>(ENDPOINTS.volumes, params, 20, api), staleTime: Number.POSITIVE_INFINITY })
  stop.push(observer.subscribe(() => undefined))
  return observer
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 30))
