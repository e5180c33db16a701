// The endpoints the app reads (001 §7) and the queries made of them: query keys are built from these strings, so a
// page, a loader, the live-update table and an invalidation all name the same thing; the options are used by
// useApiQuery and by route loaders that prefetch (STYLE.md).
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { TIMINGS } from '../../contract/constants'
import type { EntityRouteData } from '../../engine/routes'
import { KINDS } from '../../generated/routes/index'
import { type ApiClient, api as defaultApi, resolveEndpoint } from '../api/client'
import type { ListResponse, Params } from '../api/types'

// The endpoints as 001 §7 writes them (templates; see client.ts resolveEndpoint). An entity kind's endpoints are its
// config's `sources` (generated/routes, rendered from entities/<kind>.ts).
/** The account's and the project's own endpoints, which no entity config describes. */
export const ENDPOINTS = {
  account: '/account',
  balance: '/balance',
  projects: '/projects',
  project: '/projects/{id}',
  /** 001 §7 Other: GET /maintenance-mode ({ enable }) */
  maintenance: '/maintenance-mode',
  /** 001 §7 Other: POST /frontend-error, the console's own errors */
  frontend_error: '/frontend-error',
  /** 000 §3 per-user preferences (server-side storage): GET and PATCH the caller's (the emulator's path) */
  preferences: '/preferences',
} as const

export type Endpoint = string

/**
 * Where each entity kind is cached: its list endpoints (params include project_id) and its detail endpoints
 * (params { id }). The live-update table patches exactly these; an entity page reads its kind's entries.
 */
export interface EntityEndpoints {
  lists: readonly string[]
  details: readonly string[]
}

const endpointsOf = (data: EntityRouteData): EntityEndpoints => ({
  lists: data.sources.map((source) => source.list),
  details: data.sources.flatMap((source) => (source.detail ? [source.detail] : [])),
})

export const ENTITY_ENDPOINTS: Readonly<Record<string, EntityEndpoints>> = {
  ...Object.fromEntries(KINDS.map((data) => [data.kind, endpointsOf(data)])),
  // the project is the shell's (the project switch), not an entity page's; its websocket events patch these
  project: { lists: [ENDPOINTS.projects], details: [ENDPOINTS.project] },
}

export function entityEndpoints(kind: string): EntityEndpoints | undefined {
  return ENTITY_ENDPOINTS[kind]
}

/** The route data of a kind the console reads (its config's routes, sources and pages), if it has any. */
export function kindData(kind: string): EntityRouteData | undefined {
  return KINDS.find((data) => data.kind === kind)
}

// Query options for one endpoint.
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

// Query keys are [endpoint, params] (STYLE.md): the endpoint template of 001 §7 and every param of the call,
// path and query alike. A progressive list adds a third element, its part size, since its cached data has
// another shape ({ pages: [{ result, count }] }). A whole list read part after part into one answer (every server
// of a project) adds { all: true }: its data is a plain { result, count } holding every row.
export type ApiKey = readonly [endpoint: string, params: Params]
export type PagesKey = readonly [endpoint: string, params: Params, pages: { page_size: number }]
export type AllKey = readonly [endpoint: string, params: Params, all: { all: true }]

export function apiKey(endpoint: string, params: Params = {}): ApiKey {
  return [endpoint, params]
}

export function pagesKey(endpoint: string, params: Params, pageSize: number): PagesKey {
  return [endpoint, params, { page_size: pageSize }]
}

export function allKey(endpoint: string, params: Params): AllKey {
  return [endpoint, params, { all: true }]
}

export function endpointOfKey(key: readonly unknown[]): string | undefined {
  return typeof key[0] === 'string' ? key[0] : undefined
}

export function paramsOfKey(key: readonly unknown[]): Params {
  const params = key[1]
  return params && typeof params === 'object' ? (params as Params) : {}
}

export function isPagesKey(key: readonly unknown[]): key is PagesKey {
  return key.length === 3 && typeof key[2] === 'object' && key[2] !== null && 'page_size' in key[2]
}

export function isAllKey(key: readonly unknown[]): key is AllKey {
  return key.length === 3 && typeof key[2] === 'object' && key[2] !== null && (key[2] as { all?: unknown }).all === true
}

/** Marks every cached answer of an endpoint (all params, or those matching `params`) stale; the ones on screen refetch. */
export function invalidateEndpoint(queryClient: QueryClient, endpoint: string, params?: Params): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: params ? [endpoint, params] : [endpoint] })
}
