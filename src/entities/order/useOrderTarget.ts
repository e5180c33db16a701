// What an order page's form acts on, from its route and the config alone: a collection action's page under its
// parent's route ($id: the parent's; 000 §2 domains/{id}/records/new) gets the parent as related, an item
// action's page ($id: the item's; domains/{parent_id}/records/{id}/edit) the item and its parent. The page leaves
// to the kind's list, else to the parent's page.
import { useParams } from '@tanstack/react-router'
import { pathFor } from '../../../engine/routes'
import type { ActionConfig, EntityConfig } from '../../../engine/types'
import { registry } from '../../../entities/index'
import { useApiQuery } from '../../query/hooks'
import { detailOfRoute, hasSources, sourcesOf } from '../sources'
import type { Row } from '../useEntityList'

export interface OrderTarget {
  item: Row
  related?: Record<string, object>
  /** where the page goes when it is left or done */
  back: string | undefined
  loading: boolean
  /** the item or its parent could not be read */
  error: unknown
  retry: () => void
}

/** The many-to-one relation to the config's parent kind (dns_record → domain). */
function parentRelation(config: EntityConfig): string | undefined {
  const parent = config.parent
  if (!parent || parent.kind === 'project') return undefined
  return Object.entries(config.relations ?? {}).find(([, relation]) => relation.kind === parent.kind && relation.cardinality === 'many-to-one')?.[0]
}

export function useOrderTarget(config: EntityConfig, routeKey: string, action: ActionConfig): OrderTarget {
  const params: Record<string, string | undefined> = useParams({ strict: false })
  const forItem = action.scope === 'item'
  const itemQuery = useApiQuery<Row>(forItem ? detailOfRoute(config.kind, routeKey) : '', { id: params.id ?? '' }, { enabled: forItem && params.id !== undefined })
  const item: Row | undefined = forItem ? itemQuery.data : {}
  const relation = parentRelation(config)
  const parentKind = config.parent?.kind
  const via = config.parent?.via
  const parentId = forItem ? (via && item ? item[via] : undefined) : params.id
  const parentDetail = relation && parentKind && hasSources(parentKind) ? sourcesOf(parentKind)[0]?.detail : undefined
  const parentQuery = useApiQuery<Row>(parentDetail ?? '', { id: String(parentId ?? '') }, { enabled: parentDetail !== undefined && parentId !== undefined })
  const parent = parentQuery.data
  const back = config.routes.list ? config.routes.list.path : parentKind && parentId !== undefined ? pathFor(registry.get(parentKind), 'page', { id: parentId }) : undefined
  const waitsForParent = parentDetail !== undefined && parentId !== undefined && parent === undefined && !parentQuery.isError
  return {
    item: item ?? {},
    ...(relation && parent ? { related: { [relation]: parent } } : {}),
    back,
    loading: (forItem && item === undefined && !itemQuery.isError) || waitsForParent,
    error: itemQuery.error ?? parentQuery.error,
    retry: () => void Promise.all([itemQuery.refetch(), parentQuery.refetch()]),
  }
}
