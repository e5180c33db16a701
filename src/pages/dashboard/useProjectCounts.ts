import { KINDS } from '../../../generated/routes/index'
import type { ListResponse } from '../../api/types'
import { useApiQuery } from '../../query/hooks'

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
}

const menuOrder = (order: number | undefined): number => order ?? Number.POSITIVE_INFINITY

/** The dashboard's cards: each kind's `pages.dashboard` entries, in menu order, each counting one of its sources. */
export const COUNTED: readonly CountedCard[] = [...KINDS]
  .sort((a, b) => menuOrder(a.pages?.menu?.order) - menuOrder(b.pages?.menu?.order))
  .flatMap((data) =>
    (data.pages?.dashboard ?? []).flatMap((card) => {
      const source = data.sources[card.source ?? 0]
      return source ? [{ key: `${data.kind}:${source.list}`, endpoint: source.list, kind: data.kind, label: card.label }] : []
    }),
  )
