// An item changed: the cached lists filtered by more than the project (servers/active: status__in=ACTIVE) may
// gain or lose it. Where the browser can tell (the list's params, what it held, the item's state before and
// after), the list changes in place with no call; only a list it cannot judge asks for its first part again.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Params } from '../api/types'
import { paramsOfKey } from '../query/keys'
import { filteredListKeys, fullyLoaded, holds, inserted, isList, isPages, limitOf, listAdmits, refetchFirstParts, removed, type Item, type NewItem } from './cacheOps'
import { orderOf } from './listMatch'

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
