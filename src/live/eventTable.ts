// THE live-update table (STYLE.md "one table maps each websocket event (entity, action) to the cache update
// or invalidation it causes"). Rows are entity kinds (registry.kindOfWsEntity names them); each action says
// what happens to the cached lists and details of that kind (src/api/endpoints.ts ENTITY_ENDPOINTS), plus the
// other kinds whose answers embed it. No page polls.
import type { QueryClient } from '@tanstack/react-query'
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

/** also refetch the details of the servers an item names (a server's answer embeds its volumes and snapshots) */
const withServers =
  (row: LiveRow, serverIds: (event: EntityEvent) => unknown[]): LiveRow =>
  Object.fromEntries(
    (Object.entries(row) as [EntityAction, EntityHandler][]).map(([action, handler]) => [
      action,
      (queryClient: QueryClient, event: EntityEvent) => {
        handler(queryClient, event)
        for (const id of new Set(serverIds(event).filter((value) => typeof value === 'string' && value !== ''))) {
          void queryClient.invalidateQueries({ queryKey: apiKey(ENDPOINTS.server, { id: id as string }) })
        }
      },
    ]),
  ) as unknown as LiveRow

const idAt = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>).id : undefined)

export const LIVE_TABLE: Readonly<Record<string, LiveRow>> = {
  server: standard('server'),
  // a volume's server embeds it (volumes); attach and detach change which server that is, so both refetch
  volume: withServers(standard('volume'), (event) => [idAt(event.data.attached_to_server)]),
  // a snapshot's server embeds it (snapshots, snapshots_count); its children too (000 §3 Snapshot)
  snapshot: withServers(standard('snapshot'), (event) => [
    idAt(event.data.parent_server),
    ...(Array.isArray(event.data.child_servers) ? event.data.child_servers.map(idAt) : []),
  ]),
  project: standard('project'),
}

/** balance: the header's balance query takes the new state as it is (000 §3 Balance). */
export function applyBalance(queryClient: QueryClient, event: BalanceEvent): void {
  queryClient.setQueryData(apiKey(ENDPOINTS.balance), event.data)
}
