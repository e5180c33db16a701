// The action flow's effects on the query cache: the optimistic status of the item while a long action runs
// (000 §4: AWAITING, DELETING for delete, the previous status back on failure) and the refetch afterwards.
import type { QueryClient } from '@tanstack/react-query'
import { ENDPOINTS, entityEndpoints } from '../api/endpoints'
import { invalidateLists, patchDetails, patchInLists } from '../live/cacheOps'
import { invalidateEndpoint } from '../query/invalidate'

/** Sets the item's status wherever a cached list or detail of its kind holds it. */
export function setCachedStatus(queryClient: QueryClient, kind: string, item: Record<string, unknown>, status: unknown): void {
  const endpoints = entityEndpoints(kind)
  if (!endpoints || item.id === undefined || item.id === null) return
  const id = String(item.id)
  patchInLists(queryClient, endpoints.lists, id, { status })
  patchDetails(queryClient, endpoints.details, id, { status })
}

/** Refetches the kind's lists, the item's details, or both (ActionConfig.after.refetch). */
export async function refetchKind(queryClient: QueryClient, kind: string, which: 'list' | 'details' | 'both', item: Record<string, unknown>): Promise<void> {
  const endpoints = entityEndpoints(kind)
  if (!endpoints) return
  const work: Promise<unknown>[] = []
  if (which === 'list' || which === 'both') work.push(invalidateLists(queryClient, endpoints.lists))
  if ((which === 'details' || which === 'both') && item.id !== undefined && item.id !== null) {
    for (const endpoint of endpoints.details) work.push(invalidateEndpoint(queryClient, endpoint, { id: String(item.id) }))
  }
  await Promise.all(work)
}

/** 001 §4: "the balance is recalculated if the action asks for it". */
export function refetchBalance(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoint(queryClient, ENDPOINTS.balance)
}
