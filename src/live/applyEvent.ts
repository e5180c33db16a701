// Routes one websocket event through the live-update table.
import type { QueryClient } from '@tanstack/react-query'
import { KINDS } from '../../generated/routes/index'
import { ENDPOINTS, ENTITY_ENDPOINTS } from '../query/apiQuery'
import { applyBalance, LIVE_TABLE } from './eventTable'
import type { LiveEvent } from './events'

/** The kind an event names: the config's whose websocket name it is, or the name itself (project). */
export function kindOfEvent(wsEntity: string): string {
  return KINDS.find((data) => data.ws_entity === wsEntity)?.kind ?? wsEntity
}

/** Every kind an event names: several configs may show one entity of the API (a backup: of a cluster, of a database). */
export function kindsOfEvent(wsEntity: string): string[] {
  const kinds = KINDS.filter((data) => data.ws_entity === wsEntity).map((data) => data.kind)
  return kinds.length > 0 ? kinds : [wsEntity]
}

/** Applies the event to the cache; true when the table had a row for it. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): boolean {
  if (event.type === 'balance') {
    applyBalance(queryClient, event)
    return true
  }
  if (event.type !== 'entity') return false
  const handlers = kindsOfEvent(event.entity).flatMap((kind) => LIVE_TABLE[kind]?.[event.action] ?? [])
  for (const handler of handlers) handler(queryClient, event)
  return handlers.length > 0
}

/** After a reconnect events may have been missed: every entity list and detail and the balance refetch. */
export function refetchAfterReconnect(queryClient: QueryClient): Promise<void[]> {
  const endpoints = [...Object.values(ENTITY_ENDPOINTS).flatMap(({ lists, details }) => [...lists, ...details]), ENDPOINTS.balance]
  return Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: [endpoint] })))
}
