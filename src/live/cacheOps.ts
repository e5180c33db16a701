// The cache operations the live-update table is made of. Lists are cached either as { result, count } or, for
// progressive lists, as { pages: [{ result, count }], pageParams }; details as the item itself.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { ListResponse, Params } from '../api/types'
import { endpointOfKey, paramsOfKey } from '../query/keys'
import { matchesFilters, orderOf } from './listMatch'

type Item = Record<string, unknown>
interface Pages {
  pages: ListResponse<Item>[]
  pageParams: unknown[]
}

/** The mark a detail gets when its item is deleted; a detail page seeing it returns to its list (000 §2). */
export const DELETED_MARK = '__deleted'

export function isDeletedItem(item: unknown): boolean {
  return typeof item === 'object' && item !== null && (item as Record<string, unknown>)[DELETED_MARK] === true
}

function isList(data: unknown): data is ListResponse<Item> {
  return typeof data === 'object' && data !== null && Array.isArray((data as ListResponse<Item>).result)
}

function isPages(data: unknown): data is Pages {
  return typeof data === 'object' && data !== null && Array.isArray((data as Pages).pages)
}

const sameId = (item: Item, id: string): boolean => String(item.id) === id

function mapList(data: unknown, change: (list: ListResponse<Item>) => ListResponse<Item>): unknown {
  if (isPages(data)) {
    const pages = data.pages.map(change)
    return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages }
  }
  if (isList(data)) return change(data)
  return data
}

function listQueries(queryClient: QueryClient, endpoints: readonly string[]): QueryKey[] {
  return endpoints.flatMap((endpoint) => queryClient.getQueryCache().findAll({ queryKey: [endpoint] }).map((query) => query.queryKey))
}

/** Replaces the item (merged with its new state) wherever a cached list of these endpoints holds it. */
export function patchInLists(queryClient: QueryClient, endpoints: readonly string[], id: string, data: Item): QueryKey[] {
  const touched: QueryKey[] = []
  for (const key of listQueries(queryClient, endpoints)) {
    queryClient.setQueryData(key, (old: unknown) => {
      const next = mapList(old, (list) => {
        if (!list.result.some((item) => sameId(item, id))) return list
        return { ...list, result: list.result.map((item) => (sameId(item, id) ? { ...item, ...data } : item)) }
      })
      if (next !== old) touched.push(key)
      return next
    })
  }
  return touched
}

/** Takes the item out of every cached list of these endpoints, one less in each count. */
export function removeFromLists(queryClient: QueryClient, endpoints: readonly string[], id: string): void {
  for (const key of listQueries(queryClient, endpoints)) {
    queryClient.setQueryData(key, (old: unknown) => {
      // the count is one less in every part of a list that held the item, so the next offset stays right
      if (isPages(old)) {
        const held = old.pages.some((page) => page.result.some((item) => sameId(item, id)))
        if (!held) return old
        return { ...old, pages: old.pages.map((page) => ({ result: page.result.filter((item) => !sameId(item, id)), count: Math.max(0, page.count - 1) })) }
      }
      return mapList(old, (list) => (list.result.some((item) => sameId(item, id)) ? { result: list.result.filter((item) => !sameId(item, id)), count: Math.max(0, list.count - 1) } : list))
    })
  }
}

/** Where the item goes in rows sorted by `order`: before the first row it sorts above; after them all otherwise. */
function placeIn(rows: readonly Item[], item: Item, order: (a: Item, b: Item) => number): number {
  const index = rows.findIndex((row) => order(item, row) < 0)
  return index === -1 ? rows.length : index
}

function withCount(list: ListResponse<Item>, result: Item[]): ListResponse<Item> {
  return { ...list, result, count: list.count + 1 }
}

/** The cached list with the new item in its place and one more in its count (in every part of a progressive list). */
function inserted(data: unknown, item: Item, order: (a: Item, b: Item) => number, limit: number | undefined): unknown {
  if (isPages(data)) {
    const rows = data.pages.flatMap((page) => page.result)
    const index = placeIn(rows, item, order)
    // below every loaded row while more parts are to come: it arrives with its part; the count makes room for it
    let placed = index === rows.length && rows.length < (data.pages.at(-1)?.count ?? rows.length)
    let start = 0
    const pages = data.pages.map((page, number) => {
      const end = start + page.result.length
      const here = !placed && (index < end || number === data.pages.length - 1)
      const result = here ? [...page.result.slice(0, index - start), item, ...page.result.slice(index - start)] : page.result
      placed ||= here
      start = end
      return withCount(page, result)
    })
    return { ...data, pages }
  }
  if (isList(data)) {
    const index = placeIn(data.result, item, order)
    if ((limit !== undefined && index >= limit) || (index === data.result.length && data.result.length < data.count)) return { ...data, count: data.count + 1 }
    const result = [...data.result.slice(0, index), item, ...data.result.slice(index)]
    return withCount(data, limit !== undefined ? result.slice(0, limit) : result)
  }
  return data
}

/** Keeps only the first part of a progressive list, so that invalidating it refetches that part alone. */
function firstPartOnly(data: unknown): unknown {
  return isPages(data) && data.pages.length > 1 ? { ...data, pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data
}

export interface NewItem {
  id: string
  /** the project the item belongs to ('' when the event does not say) */
  project_id: string
  data: Item
}

/**
 * A new item joins the cached lists of these endpoints that hold items like it: in its place by the list's
 * order, one more in the count, and no call. A list is decided by its params (listMatch.ts) together with what
 * its endpoint holds (`scopes`: /local-disks holds storage_type local). Where that cannot be told here, the
 * list keeps only its first part and asks for it again (one call, not one per loaded part); a list already
 * holding the item is left as it is (patchInLists patches it).
 */
export function insertInLists(queryClient: QueryClient, endpoints: readonly string[], item: NewItem, scopes: Readonly<Record<string, Params>> = {}): Promise<void[]> {
  const unsure: QueryKey[] = []
  const data: Item = { ...item.data, id: item.data.id ?? item.id }
  for (const key of listQueries(queryClient, endpoints)) {
    const cached = queryClient.getQueryData(key)
    if (!isPages(cached) && !isList(cached)) {
      // a first answer on its way may have been made before the item was: it is asked for again
      if (cached === undefined && queryClient.getQueryState(key)?.fetchStatus === 'fetching') unsure.push(key)
      continue
    }
    const rows = isPages(cached) ? cached.pages.flatMap((page) => page.result) : cached.result
    if (rows.some((row) => sameId(row, item.id))) continue
    const params = paramsOfKey(key)
    const project = item.project_id || (typeof data.project_id === 'string' ? data.project_id : '')
    if (params.project_id !== undefined && project !== '' && String(params.project_id) !== project) continue
    const endpoint = endpointOfKey(key) ?? ''
    const matches = params.project_id !== undefined && project === '' ? undefined : matchesFilters(data, { ...scopes[endpoint], ...params })
    if (matches === false) continue
    const order = matches ? orderOf(params, data) : undefined
    if (!order) {
      unsure.push(key)
      continue
    }
    const limit = isPages(cached) ? undefined : typeof params.limit === 'number' ? params.limit : typeof params.limit === 'string' && params.limit !== '' ? Number(params.limit) : undefined
    queryClient.setQueryData(key, inserted(cached, data, order, limit))
  }
  for (const key of unsure) queryClient.setQueryData(key, firstPartOnly)
  return invalidateKeys(queryClient, unsure)
}

/** Lists of these endpoints whose params filter by more than the project (status__in, ...): the item may have
 * left or joined them, which only the API can tell. */
export function filteredListKeys(queryClient: QueryClient, endpoints: readonly string[]): QueryKey[] {
  const plain = new Set(['project_id', 'limit', 'offset', 'order'])
  return listQueries(queryClient, endpoints).filter((key) => Object.keys(paramsOfKey(key)).some((name) => !plain.has(name)))
}

/** Merges the new state into the cached details of the item. */
export function patchDetails(queryClient: QueryClient, endpoints: readonly string[], id: string, data: Item): void {
  for (const endpoint of endpoints) {
    queryClient.setQueriesData({ queryKey: [endpoint, { id }] }, (old: unknown) => (old && typeof old === 'object' ? { ...(old as Item), ...data } : old))
  }
}

/** Marks the cached details of the item deleted, keeping its last state for the page that still shows it. */
export function markDetailsDeleted(queryClient: QueryClient, endpoints: readonly string[], id: string, data: Item): void {
  for (const endpoint of endpoints) {
    queryClient.setQueriesData({ queryKey: [endpoint, { id }] }, (old: unknown) => (old && typeof old === 'object' ? { ...(old as Item), ...data, [DELETED_MARK]: true } : old))
  }
}

/** Refetches lists of these endpoints for one project (or all projects). */
export function invalidateLists(queryClient: QueryClient, endpoints: readonly string[], projectId?: string): Promise<void[]> {
  return Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: projectId ? [endpoint, { project_id: projectId }] : [endpoint] })))
}

export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void[]> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })))
}
