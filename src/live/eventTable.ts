// THE live-update table (STYLE.md "one table maps each websocket event (entity, action) to the cache update
// or invalidation it causes"). Rows are entity kinds (registry.kindOfWsEntity names them); each action says
// what happens to the cached lists and details of that kind (src/api/endpoints.ts ENTITY_ENDPOINTS), plus the
// other kinds whose answers embed it. No page polls.
import type { QueryClient } from '@tanstack/react-query'
import { ENDPOINTS, ENTITY_ENDPOINTS } from '../api/endpoints'
import type { Params } from '../api/types'
import { apiKey } from '../query/keys'
import { filteredListKeys, insertInLists, invalidateKeys, markDetailsDeleted, patchDetails, patchInLists, removeFromLists } from './cacheOps'
import type { BalanceEvent, EntityAction, EntityEvent } from './events'

export type EntityHandler = (queryClient: QueryClient, event: EntityEvent) => void

type Row = Readonly<Record<EntityAction, EntityHandler>>

const endpointsOf = (kind: string) => ENTITY_ENDPOINTS[kind] ?? { lists: [], details: [] }

/**
 * What a list endpoint holds besides its params say, as filters (001 §7: /projects/{id}/volumes lists network
 * volumes, /projects/{id}/local-disks the local ones): a new item joins only the lists of its own endpoint.
 */
export const LIST_SCOPES: Readonly<Record<string, Params>> = {
  [ENDPOINTS.volumes]: { storage_type: 'volume' },
  [ENDPOINTS.local_disks]: { storage_type: 'local' },
}

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

/** updated: patch the item in every cached list and its details; lists filtered by status may gain or lose it, so they refetch. */
const updated =
  (kind: string): EntityHandler =>
  (queryClient, event) => {
    const { lists, details } = endpointsOf(kind)
    patchInLists(queryClient, lists, event.id, event.data)
    patchDetails(queryClient, details, event.id, event.data)
    void invalidateKeys(queryClient, filteredListKeys(queryClient, lists))
  }

/** deleted: remove it from every list; mark its details deleted so an open detail page returns to its list (000 §2). */
const deleted =
  (kind: string): EntityHandler =>
  (queryClient, event) => {
    const { lists, details } = endpointsOf(kind)
    removeFromLists(queryClient, lists, event.id)
    markDetailsDeleted(queryClient, details, event.id, event.data)
  }

const standard = (kind: string): Row => ({ created: created(kind), updated: updated(kind), deleted: deleted(kind) })

/** also refetch the details of the servers an item names (a server's answer embeds its volumes and snapshots) */
const withServers =
  (row: Row, serverIds: (event: EntityEvent) => unknown[]): Row =>
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
  ) as unknown as Row

const idAt = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>).id : undefined)

export const LIVE_TABLE: Readonly<Record<string, Row>> = {
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
