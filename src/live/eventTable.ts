// The cache operations the live-update table is made of. Lists are cached either as { result, count } or, for
// progressive lists, as { pages: [{ result, count }], pageParams }; details as the item itself.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { ListResponse, Params } from '../api/types'
import { endpointOfKey, paramsOfKey, apiKey, ENDPOINTS, ENTITY_ENDPOINTS } from '../query/apiQuery'
import { matchesFilters, orderOf, LIST_SCOPES } from './listMatch'
import type { EntityRouteData } from '../../engine/routes'
import { KINDS } from '../../generated/routes/index'
import type { BalanceEvent, EntityAction, EntityEvent } from './events'

export type Item = Record<string, unknown>
interface Pages {
  pages: ListResponse<Item>[]
  pageParams: unknown[]
}

/** The mark a detail gets when its item is deleted; a detail page seeing it returns to its list (000 §2). */
export const DELETED_MARK = '__deleted'

export function isDeletedItem(item: unknown): boolean {
  return typeof item === 'object' && item !== null && (item as Record<string, unknown>)[DELETED_MARK] === true
}

export function isList(data: unknown): data is ListResponse<Item> {
  return typeof data === 'object' && data !== null && Array.isArray((data as ListResponse<Item>).result)
}

export function isPages(data: unknown): data is Pages {
  return typeof data === 'object' && data !== null && Array.isArray((data as Pages).pages)
}

const sameId = (item: Item, id: string): boolean => String(item.id) === id

/** Every loaded row of a cached list, its parts in order ([] for anything else). */
function loadedRows(data: unknown): Item[] {
  return isPages(data) ? data.pages.flatMap((page) => page.result) : isList(data) ? data.result : []
}

function mapList(data: unknown, change: (list: ListResponse<Item>) => ListResponse<Item>): unknown {
  if (isPages(data)) {
    const pages = data.pages.map(change)
    return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages }
  }
  if (isList(data)) return change(data)
  return data
}

function listQueries(queryClient: QueryClient, endpoints: readonly string[]): QueryKey[] {
  return endpoints.flatMap((endpoint) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: [endpoint] })
      .map((query) => query.queryKey),
  )
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
  for (const key of listQueries(queryClient, endpoints)) queryClient.setQueryData(key, (old: unknown) => (holds(old, id) ? removed(old, id) : old))
}

/** Whether the cached list (any loaded part) holds the item. */
export function holds(data: unknown, id: string): boolean {
  return loadedRows(data).some((item) => sameId(item, id))
}

/**
 * The cached list without the item and one less in its count, in every part (so the next offset stays right);
 * a list that counted the item in a part not loaded yet only loses one in its count.
 */
export function removed(data: unknown, id: string): unknown {
  const without = (list: ListResponse<Item>): ListResponse<Item> => ({ ...list, result: list.result.filter((item) => !sameId(item, id)), count: Math.max(0, list.count - 1) })
  if (isPages(data)) return { ...data, pages: data.pages.map(without) }
  return isList(data) ? without(data) : data
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
export function inserted(data: unknown, item: Item, order: (a: Item, b: Item) => number, limit: number | undefined): unknown {
  if (isPages(data)) {
    const rows = loadedRows(data)
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
    // a list with no answer yet waits for it; one on its way is asked anew by the live table (eventTable.ts)
    if (!isPages(cached) && !isList(cached)) continue
    if (holds(cached, item.id)) continue
    const matches = listAdmits(key, data, item.project_id, scopes)
    if (matches === false) continue
    const order = matches ? orderOf(paramsOfKey(key), data) : undefined
    if (!order) {
      unsure.push(key)
      continue
    }
    queryClient.setQueryData(key, inserted(cached, data, order, limitOf(key, cached)))
  }
  return refetchFirstParts(queryClient, unsure)
}

/**
 * Whether the list of this key holds items like this one, by its params (listMatch.ts) together with what its
 * endpoint holds (`scopes`): false for another project's item; undefined when it cannot be told here.
 */
export function listAdmits(key: QueryKey, item: Item, projectId: string, scopes: Readonly<Record<string, Params>>): boolean | undefined {
  const params = paramsOfKey(key)
  const project = projectId || (typeof item.project_id === 'string' ? item.project_id : '')
  if (params.project_id !== undefined && project !== '' && String(params.project_id) !== project) return false
  if (params.project_id !== undefined && project === '') return undefined
  return matchesFilters(item, { ...scopes[endpointOfKey(key) ?? ''], ...params })
}

/** The row limit of a one-part list (its `limit` param); progressive lists have none. */
export function limitOf(key: QueryKey, cached: unknown): number | undefined {
  if (isPages(cached)) return undefined
  const limit = paramsOfKey(key).limit
  return typeof limit === 'number' ? limit : typeof limit === 'string' && limit !== '' ? Number(limit) : undefined
}

/** Whether every row the list counts is loaded. */
export function fullyLoaded(cached: unknown): boolean {
  const count = isPages(cached) ? (cached.pages.at(-1)?.count ?? 0) : isList(cached) ? cached.count : undefined
  return count !== undefined && loadedRows(cached).length >= count
}

/** These lists keep only their first part and ask for it again: one call each, not one per loaded part. */
export function refetchFirstParts(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void[]> {
  for (const key of keys) queryClient.setQueryData(key, firstPartOnly)
  return invalidateKeys(queryClient, keys)
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

/** The item as the cache knows it: its details, else the first cached list holding it (undefined if none). */
export function cachedItem(queryClient: QueryClient, endpoints: { lists: readonly string[]; details: readonly string[] }, id: string): Item | undefined {
  for (const endpoint of endpoints.details) {
    const detail = queryClient.getQueryData<Item>([endpoint, { id }])
    if (detail && typeof detail === 'object' && !isDeletedItem(detail)) return detail
  }
  for (const key of listQueries(queryClient, endpoints.lists)) {
    const found = loadedRows(queryClient.getQueryData(key)).find((row) => sameId(row, id))
    if (found) return found
  }
  return undefined
}

/** The lists of these endpoints, and the item's details, that have a fetch on its way now. */
export function fetchingKeys(queryClient: QueryClient, endpoints: { lists: readonly string[]; details: readonly string[] }, id: string): QueryKey[] {
  const keys = [...listQueries(queryClient, endpoints.lists), ...endpoints.details.map((endpoint): QueryKey => [endpoint, { id }])]
  return keys.filter((key) => queryClient.getQueryState(key)?.fetchStatus === 'fetching')
}

/**
 * Drops the fetches on their way for these queries and asks again, whether a page shows them or not and whether
 * they hold an answer yet (refetchQueries would skip a first load no page watches, and could not cancel it). A
 * silent cancel hands whoever awaits the dropped fetch the new one.
 */
export function refetchAnew(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void[]> {
  return Promise.all(
    keys.map(async (queryKey) => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true })
      if (!query) return
      await query.cancel({ silent: true })
      await query.fetch().then(
        () => undefined,
        () => undefined, // a failure shows where the query is used
      )
    }),
  )
}

// THE live-update table (STYLE.md "one table maps each websocket event (entity, action) to the cache update
// or invalidation it causes"). Rows are entity kinds, one per kind the configs give sources (their websocket name
// in kindOfEvent); each action says what happens to the cached lists and details of that kind (its sources),
// plus the kinds whose answers embed it (its relations). No page polls.
export type EntityHandler = (queryClient: QueryClient, event: EntityEvent) => void

export type LiveRow = Readonly<Record<EntityAction, EntityHandler>>

const endpointsOf = (kind: string) => ENTITY_ENDPOINTS[kind] ?? { lists: [], details: [] }

/**
 * created: patch it where a list already holds it; every other cached list of its kind and project that its
 * filters admit takes it in the place its order gives (newest first: the top of the first part), one more in
 * the count, with no call. A list whose filters cannot be judged here asks for its first part again, only that.
 */
const created =
  (kind: string): EntityHandler =>
  (queryClient, event) => {
    const { lists, details } = endpointsOf(kind)
    patchInLists(queryClient, lists, event.id, event.data)
    patchDetails(queryClient, details, event.id, event.data)
    void insertInLists(queryClient, lists, event, LIST_SCOPES)
  }

/**
 * updated: patch the item in every cached list and its details; a list filtered by more than the project
 * (servers/active) gains or loses it where that can be told here (moveInFilteredLists below), else asks for its first part.
 */
const updated =
  (kind: string): EntityHandler =>
  (queryClient, event) => {
    const endpoints = endpointsOf(kind)
    const before = cachedItem(queryClient, endpoints, event.id)
    patchInLists(queryClient, endpoints.lists, event.id, event.data)
    patchDetails(queryClient, endpoints.details, event.id, event.data)
    const item = { id: event.id, project_id: event.project_id, data: { ...before, ...event.data, id: event.data.id ?? event.id } }
    void moveInFilteredLists(queryClient, endpoints.lists, item, before, LIST_SCOPES)
  }

/** deleted: remove it from every list; mark its details deleted so an open detail page returns to its list (000 §2). */
const deleted =
  (kind: string): EntityHandler =>
  (queryClient, event) => {
    const { lists, details } = endpointsOf(kind)
    removeFromLists(queryClient, lists, event.id)
    markDetailsDeleted(queryClient, details, event.id, event.data)
  }

/**
 * A fetch on its way when the event lands may have been answered before the change and would put the older state
 * back when it arrives (an action's refetch racing the socket): it is dropped and asked anew, answered after the change.
 */
const notUndoneByFetchesInFlight =
  (kind: string, handler: EntityHandler): EntityHandler =>
  (queryClient, event) => {
    const inFlight = fetchingKeys(queryClient, endpointsOf(kind), event.id)
    handler(queryClient, event)
    void refetchAnew(queryClient, inFlight)
  }

const standard = (kind: string): LiveRow => ({
  created: notUndoneByFetchesInFlight(kind, created(kind)),
  updated: notUndoneByFetchesInFlight(kind, updated(kind)),
  deleted: notUndoneByFetchesInFlight(kind, deleted(kind)),
})

/** The ids an item names at a field: a reference object's id, or each id of a list of them. */
function idsAt(value: unknown): string[] {
  const idOf = (entry: unknown): unknown => (typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).id : undefined)
  const ids = Array.isArray(value) ? value.map(idOf) : [idOf(value)]
  return ids.filter((id): id is string => typeof id === 'string' && id !== '')
}

/**
 * Also refetch the details of the items whose answers embed this one (a server's answer embeds its volumes and
 * snapshots): the config's relations that name their other side (EntityRouteData.embedded_in).
 */
const withEmbedding = (row: LiveRow, data: EntityRouteData): LiveRow => {
  const embedding = data.embedded_in.flatMap(({ kind, field }) =>
    (KINDS.find((other) => other.kind === kind)?.sources ?? []).flatMap((source) => (source.detail ? [{ detail: source.detail, field }] : [])),
  )
  if (embedding.length === 0) return row
  return Object.fromEntries(
    (Object.entries(row) as [EntityAction, EntityHandler][]).map(([action, handler]) => [
      action,
      (queryClient: QueryClient, event: EntityEvent) => {
        handler(queryClient, event)
        for (const { detail, field } of embedding) {
          for (const id of new Set(idsAt(event.data[field]))) void queryClient.invalidateQueries({ queryKey: apiKey(detail, { id }) })
        }
      },
    ]),
  ) as unknown as LiveRow
}

/** Every kind the console reads has its row, by kind; the project's is the shell's. */
export const LIVE_TABLE: Readonly<Record<string, LiveRow>> = {
  ...Object.fromEntries(KINDS.map((data) => [data.kind, withEmbedding(standard(data.kind), data)])),
  project: standard('project'),
}

/** balance: the header's balance query takes the new state as it is (000 §3 Balance). */
export function applyBalance(queryClient: QueryClient, event: BalanceEvent): void {
  queryClient.setQueryData(apiKey(ENDPOINTS.balance), event.data)
}

// An item changed: the cached lists filtered by more than the project (servers/active: status__in=ACTIVE) may
// gain or lose it. Where the browser can tell (the list's params, what it held, the item's state before and
// after), the list changes in place with no call; only a list it cannot judge asks for its first part again.
/**
 * `item` is the changed item (event data merged over what the cache knew), `before` its state before the change
 * as the cache knew it (undefined when nothing cached held it).
 */
export function moveInFilteredLists(queryClient: QueryClient, endpoints: readonly string[], item: NewItem, before: Item | undefined, scopes: Readonly<Record<string, Params>>): Promise<void[]> {
  const unsure: QueryKey[] = []
  for (const key of filteredListKeys(queryClient, endpoints)) {
    const cached = queryClient.getQueryData(key)
    if (!isPages(cached) && !isList(cached)) continue
    const now = listAdmits(key, item.data, item.project_id, scopes)
    // held: it was in the list; else a list with every row loaded did not count it; else its former state says
    const was = holds(cached, item.id) ? true : fullyLoaded(cached) ? false : before ? listAdmits(key, before, item.project_id, scopes) : undefined
    if (now === undefined || was === undefined) {
      unsure.push(key)
    } else if (was && !now) {
      queryClient.setQueryData(key, removed(cached, item.id))
    } else if (!was && now) {
      const order = orderOf(paramsOfKey(key), item.data)
      if (order) queryClient.setQueryData(key, inserted(cached, item.data, order, limitOf(key, cached)))
      else unsure.push(key)
    }
  }
  return refetchFirstParts(queryClient, unsure)
}
