// The action flow's effects on the query cache: the optimistic status of the item while a long action runs
// (000 §4: AWAITING, DELETING for delete, the previous status back on failure) and the refetch afterwards.
import type { QueryClient } from '@tanstack/react-query'
import { ENDPOINTS, entityEndpoints } from '../api/endpoints'
import { ApiError } from '../api/errors'
import { invalidateLists, patchDetails, patchInLists } from '../live/cacheOps'
import { LIVE_TABLE, type LiveRow } from '../live/eventTable'
import type { EntityAction, EntityEvent } from '../live/events'
import { detailEndpointOf } from '../live/scopes'
import { apiQueryOptions } from '../query/apiQuery'
import { invalidateEndpoint } from '../query/invalidate'
import { detailParams } from '../entities/sources'
import { registry } from '../../entities'

/** Sets the item's status wherever a cached list or detail of its kind holds it. */
export function setCachedStatus(queryClient: QueryClient, kind: string, item: Record<string, unknown>, status: unknown): void {
  const endpoints = entityEndpoints(kind)
  if (!endpoints || item.id === undefined || item.id === null) return
  const id = String(item.id)
  patchInLists(queryClient, endpoints.lists, id, { status })
  patchDetails(queryClient, endpoints.details, id, { status })
}

/**
 * Refetches the kind's lists, the item's details, or both (ActionConfig.after.refetch). For an item the live table
 * knows, one call for the item does for both: its answer goes through the table as an `updated` event (patched
 * wherever it is cached, moved between filtered lists), a 404 as `deleted`; a loaded list of 10,000 rows is not
 * asked again part after part. Other lists (an action that made a new item, a kind without a live row) refetch.
 */
export async function refetchKind(queryClient: QueryClient, kind: string, which: 'list' | 'details' | 'both', item: Record<string, unknown>): Promise<void> {
  const endpoints = entityEndpoints(kind)
  if (!endpoints) return
  const id = item.id === undefined || item.id === null ? undefined : String(item.id)
  const live = LIVE_TABLE[kind]
  const detail = id === undefined ? undefined : detailEndpointOf(endpoints.details, item)
  if (which !== 'details' && id !== undefined && live && detail) {
    if (await refetchItemThroughTable(queryClient, kind, live, detail, { ...item, id })) return
  }
  const work: Promise<unknown>[] = []
  if (which === 'list' || which === 'both') work.push(invalidateLists(queryClient, endpoints.lists))
  if ((which === 'details' || which === 'both') && id !== undefined) {
    for (const endpoint of endpoints.details) work.push(invalidateEndpoint(queryClient, endpoint, detailParams(endpoint, id)))
  }
  await Promise.all(work)
}

/**
 * A list's owner (ListConfig.owner: the figures above the list, read from a call of their own) is part of the list:
 * what changes the list may change them (signing the agency contract flips contract_signed), so they refetch with it.
 */
export function refetchListOwner(queryClient: QueryClient, kind: string, which: 'list' | 'details' | 'both'): Promise<void> | undefined {
  const source = registry.get(kind).list?.owner?.source
  return source === undefined || which === 'details' ? undefined : invalidateEndpoint(queryClient, source)
}

/** The item asked for once and applied through the live table; false when the call failed otherwise than 404. */
async function refetchItemThroughTable(queryClient: QueryClient, kind: string, live: LiveRow, detail: string, item: Record<string, unknown> & { id: string }): Promise<boolean> {
  const id = item.id
  const project_id = typeof item.project_id === 'string' ? item.project_id : ''
  const event = (action: EntityAction, data: Record<string, unknown>): EntityEvent => ({ type: 'entity', entity: kind, action, id, project_id, data })
  try {
    const fresh = await queryClient.fetchQuery({ ...apiQueryOptions<Record<string, unknown>>(detail, { id }), staleTime: 0, retry: false })
    live.updated(queryClient, event('updated', fresh))
    return true
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) return false
    live.deleted(queryClient, event('deleted', { id }))
    return true
  }
}

/** The account's state after an account-level action (000 §3 Account: 2FA on or off, verification). */
export function refetchAccount(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoint(queryClient, ENDPOINTS.account)
}

/** 001 §4: "the balance is recalculated if the action asks for it". */
export function refetchBalance(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoint(queryClient, ENDPOINTS.balance)
}
