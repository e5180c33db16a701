// THE live-update table (STYLE.md "one table maps each websocket event (entity, action) to the cache update
// or invalidation it causes"). Rows are entity kinds, one per kind the configs give sources (their websocket name
// in kindOfEvent); each action says what happens to the cached lists and details of that kind (its sources),
// plus the kinds whose answers embed it (its relations). No page polls.
import type { QueryClient } from '@tanstack/react-query'
import type { EntityRouteData } from '../../engine/routes'
import { KINDS } from '../../generated/routes/index'
import { ENDPOINTS, ENTITY_ENDPOINTS } from '../api/endpoints'
import { apiKey } from '../query/keys'
import { cachedItem, fetchingKeys, insertInLists, markDetailsDeleted, patchDetails, patchInLists, refetchAnew, removeFromLists } from './cacheOps'
import type { BalanceEvent, EntityAction, EntityEvent } from './events'
import { moveInFilteredLists } from './filteredLists'
import { LIST_SCOPES } from './scopes'

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
 * (servers/active) gains or loses it where that can be told here (filteredLists.ts), else asks for its first part.
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
