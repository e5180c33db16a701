// What an endpoint holds besides its params say, as filters: a config source's `scope` (001 §7: /projects/{id}/volumes
// lists network volumes, /projects/{id}/local-disks the local ones; /volumes/{id} and /local-disks/{id} answer one
// of each).
import type { Params } from '../api/types'
import { KINDS } from '../../generated/routes/index'
import { matchesFilters } from './listMatch'

const scoped = (endpoint: 'list' | 'detail'): Readonly<Record<string, Params>> =>
  Object.fromEntries(KINDS.flatMap((data) => data.sources.flatMap((source) => (source.scope && source[endpoint] ? [[source[endpoint], source.scope as Params]] : []))))

/** A new item joins only the lists of its own endpoint. */
export const LIST_SCOPES: Readonly<Record<string, Params>> = scoped('list')

export const DETAIL_SCOPES: Readonly<Record<string, Params>> = scoped('detail')

/** The first of these detail endpoints that answers for the item (the only one, for most kinds). */
export function detailEndpointOf(details: readonly string[], item: Readonly<Record<string, unknown>>): string | undefined {
  return details.find((endpoint) => matchesFilters(item, DETAIL_SCOPES[endpoint] ?? {}) !== false)
}
