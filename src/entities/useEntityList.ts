// The rows of a kind's list: every source of the kind (sources.ts) loaded progressively, part by part
// (000 §2: 20 rows per part), merged newest first when there are several. Live updates patch the cached parts
// (src/live), so a changed status shows without a refetch.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { EntityConfig } from '../../engine/types'
import type { Params } from '../api/types'
import { useApiInfiniteList } from '../query/hooks'
import { pageSizeOf, withProject } from './listParams'
import { mergeNewestFirst } from './mergeLists'
import { sourcesOf, type EntitySource } from './sources'

export type Row = Record<string, unknown>

export interface EntityList {
  rows: Row[]
  /** the source a row came from (its link goes to that source's page) */
  sourceOf: (row: Row) => EntitySource
  isLoading: boolean
  isLoadingMore: boolean
  hasMore: boolean
  error: unknown
  loadMore: () => void
  retry: () => void
}

/**
 * `params` without project_id: the hook adds it, and loads nothing until the project is known.
 * The number of sources of a kind never changes, so the hooks below run in the same order on every render
 * (callers key their component by kind and `only`, the index of the one source to list, if not all).
 */
export function useEntityList(config: EntityConfig, projectId: string | undefined, params: Params, only?: number): EntityList {
  const all = sourcesOf(config.kind)
  // one source of several (the dashboard's local-disks card): callers key their component by it too
  const [sources] = useState(() => (only !== undefined && all[only] ? [all[only]] : all))
  const pageSize = pageSizeOf(config)
  const enabled = projectId !== undefined
  const fullParams = withProject(config, params, projectId ?? '')
  // eslint-disable-next-line react-hooks/rules-of-hooks -- one hook per source, their number fixed (above)
  const lists = sources.map((source) => useApiInfiniteList<Row>(source.list, fullParams, pageSize, { enabled }))

  // Each row's source, kept by row object for the life of the list: sourceOf stays the same function while parts
  // arrive, so the rows already shown keep their keys and cells (EntityListView's getRowId and renderCell read it)
  // and are not drawn again for every part.
  const [origins] = useState(() => new WeakMap<Row, number>())
  const sourceOf = useCallback((row: Row): EntitySource => sources[origins.get(row) ?? 0] ?? (sources[0] as EntitySource), [sources, origins])
  const merged = useMemo(
    () => {
      // a source whose first part is not in yet may hold the newest rows: it blocks like one with more parts
      const result = mergeNewestFirst(lists.map((list) => ({ rows: list.items, hasMore: list.hasNextPage || list.data === undefined })))
      result.rows.forEach((row, index) => origins.set(row, result.origins[index] ?? 0))
      return result
    },
    // the cached parts are the inputs; items are derived from them in the same render
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
    [...lists.map((list) => list.data), ...lists.map((list) => list.hasNextPage)],
  )

  // a part asked for while its list was being refetched (a live update) is asked for once that refetch is in:
  // the table asks once per row count, so a request dropped here would leave the list stuck at its rows
  const deferred = useRef(new Set<number>())
  const fetching = lists.map((list) => list.isFetching)
  useEffect(() => {
    for (const index of [...deferred.current]) {
      const list = lists[index]
      if (!list || list.isFetching) continue
      deferred.current.delete(index)
      if (list.hasNextPage && !list.isError) void list.fetchNextPage()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, fetching)

  const failed = lists.find((list) => list.isError)
  return {
    rows: merged.rows,
    sourceOf,
    isLoading: !enabled || lists.some((list) => list.isPending),
    isLoadingMore: lists.some((list) => list.isFetchingNextPage),
    hasMore: lists.some((list) => list.hasNextPage),
    error: failed?.error ?? undefined,
    loadMore: () => {
      for (const index of merged.blocking) {
        const list = lists[index]
        if (!list?.data || list.isFetchingNextPage) continue
        // a part already on its way is not asked for twice; during a refetch (after a live update) it waits for it
        if (list.isFetching) deferred.current.add(index)
        else void list.fetchNextPage()
      }
    },
    retry: () => {
      // a failed first part loads again; a failed further part is asked for again
      for (const list of lists) {
        if (!list.isError) continue
        if (list.data) void list.fetchNextPage()
        else void list.refetch()
      }
    },
  }
}
