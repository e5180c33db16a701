import type { ListResponse } from '../../api/types'
import { useApiQuery } from '../../query/hooks'
import { ENTITY_PAGES } from '../../router/entityPages'

/** How many rows a project list has: one row asked for, the API's count read (`{ result, count }`). */
export function useProjectCount(endpoint: string, projectId: string | undefined) {
  const query = useApiQuery<ListResponse<unknown>>(endpoint, { project_id: projectId, limit: 1 }, { enabled: projectId !== undefined })
  return { count: query.data?.count, isPending: query.isPending, isError: query.isError, refetch: () => void query.refetch() }
}

export interface CountedCard {
  key: string
  /** the list endpoint counted */
  endpoint: string
  /** the kind whose list the card opens */
  kind: string
  /** i18n key of the card's title */
  label: string
  /** the dashboard lists the items too (pages.dashboard `list`) */
  list: boolean
  /** the source counted, when not the kind's first: its card opens the list of that source alone */
  source?: number
}

/** The dashboard's cards: each kind's `pages.dashboard` entries, in menu order (ENTITY_PAGES), each counting one of its sources. */
export const COUNTED: readonly CountedCard[] = ENTITY_PAGES.map((set) => set.entity).flatMap((data) =>
  (data.pages?.dashboard ?? []).flatMap((card) => {
    const source = data.sources[card.source ?? 0]
    return source ? [{ key: `${data.kind}:${source.list}`, endpoint: source.list, kind: data.kind, label: card.label, list: card.list === true, ...(card.source ? { source: card.source } : {}) }] : []
  }),
)
