// The one table wrapper (STYLE.md "Forms, routes, tables"): columns from the kind's ColumnConfig, virtualized
// rows (only the visible window is in the DOM, so 10,000 rows stay smooth), progressive loading near the end,
// loading / empty / error-with-retry states (000 §2, 001 §8 items_load_failed) and an actions column.
// A real <table>: header and rows are reachable by role; aria-rowcount/rowindex tell where a row sits.
import { Box, Spinner, Table, Text } from '@chakra-ui/react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { ColumnConfig, StatusSets } from '../../engine/types'
import { useText } from '../i18n/translate'
import { EmptyState } from '../shell/EmptyState'
import { RetryLink } from '../shell/RetryLink'
import { CellValue } from './CellValue'
import { valueAtPath } from './paths'
import { useLoadMore } from './useLoadMore'

export interface EntityTableProps<Row extends object> {
  /** entity kind: status labels and column labels are looked up under it */
  kind: string
  columns: readonly ColumnConfig[]
  rows: readonly Row[]
  /** accessible name of the table (the page's title) */
  label: string
  getRowId?: (row: Row) => string
  statuses?: StatusSets
  /** the first page is loading */
  isLoading?: boolean
  /** loading failed (the first page, or the next one when rows are shown) */
  error?: unknown
  onRetry?: () => void
  hasMore?: boolean
  isLoadingMore?: boolean
  /** called when the user scrolls within `loadMoreThreshold` px (600) of the end */
  onLoadMore?: () => void
  loadMoreThreshold?: number
  onRowClick?: (row: Row) => void
  /** the actions column (an ActionMenu per row); no column without it */
  renderActions?: (row: Row) => ReactNode
  /** draws a cell instead of its format (links to other pages); undefined falls back to the format */
  renderCell?: (column: ColumnConfig, row: Row, value: unknown) => ReactNode | undefined
  /** shown when there are no rows; an EmptyState by default */
  empty?: ReactNode
  /** height of the scrolling viewport */
  height?: string
  rowHeight?: number
  overscan?: number
}

const defaultRowId = (row: object): string => String((row as { id?: unknown }).id)

function Message({ children, colSpan }: { children: ReactNode; colSpan: number }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} textAlign="center" py="6">
        {children}
      </Table.Cell>
    </Table.Row>
  )
}

export function EntityTable<Row extends object>(props: EntityTableProps<Row>) {
  const { kind, columns, rows, label, getRowId = defaultRowId, statuses, isLoading = false, error, onRetry, hasMore = false, isLoadingMore = false } = props
  const { onLoadMore, loadMoreThreshold, onRowClick, renderActions, renderCell, empty, height = '70vh', rowHeight = 52, overscan = 10 } = props
  const text = useText()
  const viewportRef = useRef<HTMLDivElement>(null)
  const failed = error !== undefined && error !== null && error !== false

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey: (index) => {
      const row = rows[index]
      return row ? getRowId(row) : index
    },
    useFlushSync: false,
  })
  const items = virtualizer.getVirtualItems()
  const totalSize = virtualizer.getTotalSize()
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = Math.max(0, totalSize - (items[items.length - 1]?.end ?? 0))
  const remaining = totalSize - (virtualizer.scrollOffset ?? 0) - (virtualizer.scrollRect?.height ?? 0)

  useLoadMore({ remaining, rowCount: rows.length, hasMore, busy: isLoading || isLoadingMore || failed, onLoadMore, ...(loadMoreThreshold !== undefined ? { threshold: loadMoreThreshold } : {}) })

  const colSpan = columns.length + (renderActions ? 1 : 0)
  const retry = onRetry ? <RetryLink onRetry={onRetry}>{text('ui.table.retry')}</RetryLink> : null
  const loadFailed = (
    <Box role="alert">
      <Text as="span">{text('error.items_load_failed')}</Text> {retry}
    </Box>
  )

  const rowProps = (row: Row) =>
    onRowClick
      ? {
          tabIndex: 0,
          cursor: 'pointer',
          _hover: { bg: 'bg.muted' },
          onClick: () => onRowClick(row),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row)
          },
        }
      : {}

  let body: ReactNode
  if (rows.length === 0 && failed) body = <Message colSpan={colSpan}>{loadFailed}</Message>
  else if (rows.length === 0 && isLoading)
    body = (
      <Message colSpan={colSpan}>
        <Box role="status" display="inline-flex" alignItems="center" gap="2">
          <Spinner size="sm" aria-hidden="true" /> {text('ui.table.loading')}
        </Box>
      </Message>
    )
  else if (rows.length === 0 && !hasMore) body = <Message colSpan={colSpan}>{empty ?? <EmptyState title={text('ui.empty')} />}</Message>
  else
    body = (
      <>
        {paddingTop > 0 ? <tr aria-hidden="true" style={{ height: paddingTop }} /> : null}
        {items.map((item) => {
          const row = rows[item.index]
          if (!row) return null
          return (
            <Table.Row key={item.key} aria-rowindex={item.index + 2} height={`${rowHeight}px`} {...rowProps(row)}>
              {columns.map((column) => {
                const value = valueAtPath(row, column.field)
                const custom = renderCell?.(column, row, value)
                return (
                  <Table.Cell key={column.field} maxW="0" overflow="hidden">
                    {custom !== undefined ? custom : <CellValue column={column} value={value} kind={kind} statuses={statuses} />}
                  </Table.Cell>
                )
              })}
              {renderActions ? (
                // the actions do their own thing: a click or Enter there is not a row click
                <Table.Cell textAlign="end" onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
                  {renderActions(row)}
                </Table.Cell>
              ) : null}
            </Table.Row>
          )
        })}
        {paddingBottom > 0 ? <tr aria-hidden="true" style={{ height: paddingBottom }} /> : null}
        {isLoadingMore ? (
          <Message colSpan={colSpan}>
            <Box role="status" display="inline-flex" alignItems="center" gap="2">
              <Spinner size="sm" aria-hidden="true" /> {text('ui.table.loading_more')}
            </Box>
          </Message>
        ) : null}
        {failed ? <Message colSpan={colSpan}>{loadFailed}</Message> : null}
      </>
    )

  return (
    <Box ref={viewportRef} role="region" aria-label={label} tabIndex={0} height={height} overflow="auto" borderWidth="1px" rounded="l2" _focusVisible={{ focusRing: 'outside' }}>
      <Table.Root aria-label={label} aria-rowcount={hasMore ? -1 : rows.length + 1} size="sm" stickyHeader tableLayout="fixed" width="full">
        <Table.Header>
          <Table.Row aria-rowindex={1}>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.field}>{text(column.label)}</Table.ColumnHeader>
            ))}
            {renderActions ? (
              <Table.ColumnHeader width="8rem" textAlign="end">
                {text('ui.actions')}
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>{body}</Table.Body>
      </Table.Root>
    </Box>
  )
}
