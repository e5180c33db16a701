// The counts an action's rules or redirects read as `related.<name>.count` (EntityConfig.counts: a server's
// free_floatingips), asked for when the action runs: one list call each, one row, its count read; with `items`,
// every item, page after page (a rule's create judges "needs attachable servers" on all the project's servers, not
// the first page), kept as `.items` too (the same query a dialog's picker of that kind makes, so it is not asked
// twice). A count that cannot be had is left out, and a missing value blocks nothing.
import type { QueryClient } from '@tanstack/react-query'
import { actionReads, pathsOverlap } from '../../engine/matrix'
import type { EntityConfig } from '../../engine/types'
import { entityEndpoints, apiAllOptions, apiQueryOptions } from '../query/apiQuery'
import type { ListResponse, Params } from '../api/types'

export async function relatedCounts(queryClient: QueryClient, config: EntityConfig, actionName: string, projectId: string | undefined): Promise<Record<string, { count: number; items?: unknown[] }>> {
  const reads = actionReads(config, actionName)
  const wanted = Object.entries(config.counts ?? {}).filter(([name]) => reads.some((path) => pathsOverlap(path, `related.${name}`)))
  const counted = await Promise.all(
    wanted.map(async ([name, { kind, filter, items }]) => {
      const list = entityEndpoints(kind)?.lists[0]
      if (!list || projectId === undefined) return []
      const params = { ...(filter as Params | undefined), project_id: projectId }
      try {
        const answer = items
          ? await queryClient.fetchQuery({ ...apiAllOptions<unknown>(list, params), staleTime: 0 })
          : await queryClient.fetchQuery({ ...apiQueryOptions<ListResponse<unknown>>(list, { ...params, limit: 1 }), staleTime: 0 })
        return [[name, items ? { count: answer.count, items: answer.result } : { count: answer.count }] as const]
      } catch {
        return []
      }
    }),
  )
  return Object.fromEntries(counted.flat())
}
