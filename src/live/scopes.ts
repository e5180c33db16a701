// What an endpoint holds besides its params say, as filters (001 §7: /projects/{id}/volumes lists network
// volumes, /projects/{id}/local-disks the local ones; /volumes/{id} and /local-disks/{id} answer one of each).
import { ENDPOINTS } from '../api/endpoints'
import type { Params } from '../api/types'
import { matchesFilters } from './listMatch'

/** A new item joins only the lists of its own endpoint. */
export const LIST_SCOPES: Readonly<Record<string, Params>> = {
  [ENDPOINTS.volumes]: { storage_type: 'volume' },
  [ENDPOINTS.local_disks]: { storage_type: 'local' },
}

export const DETAIL_SCOPES: Readonly<Record<string, Params>> = {
  [ENDPOINTS.volume]: { storage_type: 'volume' },
  [ENDPOINTS.local_disk]: { storage_type: 'local' },
}

/** The first of these detail endpoints that answers for the item (the only one, for most kinds). */
export function detailEndpointOf(details: readonly string[], item: Readonly<Record<string, unknown>>): string | undefined {
  return details.find((endpoint) => matchesFilters(item, DETAIL_SCOPES[endpoint] ?? {}) !== false)
}
