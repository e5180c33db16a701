// One kind's rows in the one table wrapper (ui/table EntityTable): columns from the config, progressive parts,
// the retry link, the empty state, an action menu per row, and a row click that opens the item. Rows stay
// cheap: every cell is drawn from the row itself, nothing is fetched per row (10,000 rows stay smooth). A row's
// actions are judged with its related items (a volume's server), looked up in the related kind's list that the
// view loads once (useRelatedLookup), as the detail page judges them.
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo, type ReactNode } from 'react'
import type { EntityConfig } from '../../engine/types'
import { EntityTable } from '../../ui/table/EntityTable'
import { useText } from '../../ui/i18n/translate'
import { useActionEnv } from '../actions'
import type { Params } from '../api/types'
import { createRenderCell } from './cells'
import { itemHref } from './links'
import { createRenderActions } from './rowActions'
import { useEntityList, type Row } from './useEntityList'
import { useRelatedLookup } from './useRelatedLookup'

export interface EntityListViewProps {
  config: EntityConfig
  projectId: string | undefined
  /** filters of the call besides the project and order (a route filter's params, a server's volumes) */
  params: Params
  /** the accessible name of the table */
  label: string
  /** related entities every row's actions are judged with ({ server } on a server's volumes tab); the other
   * relations the kind's actions read are looked up per row */
  related?: Record<string, object>
  empty?: ReactNode
  /** the most the table's viewport grows to (70vh) */
  height?: string
  /** the index of the one source to list, when not all (key the view by it) */
  source?: number
}

export function EntityListView({ config, projectId, params, label, related, empty, height, source }: EntityListViewProps) {
  const text = useText()
  const navigate = useNavigate()
  const list = useEntityList(config, projectId, params, source)
  const { sourceOf } = list
  const kind = config.kind

  const lookup = useRelatedLookup(config, projectId, related)

  const renderCell = useMemo(() => createRenderCell(config, sourceOf, text), [config, sourceOf, text])
  const env = useActionEnv()
  const renderActions = useMemo(() => createRenderActions(kind, lookup, text, env), [kind, lookup, text, env])
  const onRowClick = useCallback(
    (row: Row) => {
      const href = itemHref(config, sourceOf(row).route, row)
      if (href) void navigate({ to: href })
    },
    [config, sourceOf, navigate],
  )

  const getRowId = useCallback((row: Row) => `${sourceOf(row).list}:${String(row.id)}`, [sourceOf])

  return (
    <EntityTable<Row>
      kind={kind}
      columns={config.list?.columns ?? []}
      rows={list.rows}
      label={label}
      getRowId={getRowId}
      {...(config.statuses ? { statuses: config.statuses } : {})}
      isLoading={list.isLoading}
      error={list.error}
      onRetry={list.retry}
      hasMore={list.hasMore}
      isLoadingMore={list.isLoadingMore}
      onLoadMore={list.loadMore}
      onRowClick={onRowClick}
      renderActions={renderActions}
      renderCell={renderCell}
      {...(empty ? { empty } : {})}
      {...(height ? { maxHeight: height } : {})}
    />
  )
}
