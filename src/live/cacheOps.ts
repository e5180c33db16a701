// The cache operations the live-update table is made of. Lists are cached either as { result, count } or, for
// progressive lists, as { pages: [{ result, count }], pageParams }; details as the item itself.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { ListResponse } from '../api/types'
import { paramsOfKey } from '../query/keys'

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
