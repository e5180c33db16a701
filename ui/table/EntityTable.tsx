// The one table wrapper (STYLE.md "Forms, routes, tables"): columns from the kind's ColumnConfig, virtualized
// rows (only the visible window is in the DOM, so 10,000 rows stay smooth), progressive loading near the end,
// loading / empty / error-with-retry states (000 §2, 001 §8 items_load_failed) and an actions column.
// A real <table>: header and rows are reachable by role; aria-rowcount/rowindex tell where a row sits. It is laid
// out as a grid, not by the table algorithm (tableCells.ts): each row is placed by its own transform, so rows
// coming into view leave the rows already shown as they were laid out and painted (issue 13).
import { Box, Spinner, Table, Text } from '@chakra-ui/react'
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react'
import type { ColumnConfig, StatusSets } from '../../engine/types'
import { TextScopeContext, useTextScope } from '../i18n/translate'
import { usePhone } from '../theme/usePhone'
import { EmptyState } from '../shell/EmptyState'
import { RetryLink } from '../shell/RetryLink'
import { columnWidth } from './columnWidth'
import { CARD_HEIGHT_PX, ROW_HEIGHT_PX } from './rowHeight'
import { columnTemplate, StyledByTableProvider, useTableCellCss } from './tableCells'
import { VIEWPORT_BORDER_PX } from './viewportRect'
import { VirtualRows } from './VirtualRows'

export interface EntityTableProps<Row extends object> {
  /** entity kind: status labels and column labels are looked up under it */
  kind: string
  columns: readonly ColumnConfig[]
  rows: readonly Row[]
  /** accessible name of the table (the page's title) */
  label: string
  /** a row's key (its `id` by default); keep it stable (useCallback): a new one recomputes every row's key */
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
  // The rows are memoized: a row is drawn again only when its row object, its position or one of these
  // changes. Pass stable functions (useCallback/useMemo), or every row is drawn again on each render.
  onRowClick?: (row: Row) => void
  /** the actions column (an ActionMenu per row); no column without it */
  renderActions?: (row: Row) => ReactNode
  /** draws a cell instead of its format (links to other pages); undefined falls back to the format */
  renderCell?: (column: ColumnConfig, row: Row, value: unknown) => ReactNode | undefined
  /** shown when there are no rows; an EmptyState by default */
  empty?: ReactNode
  /** the most the scrolling viewport grows to (70vh); below it the viewport is as tall as its rows */
  maxHeight?: string
  /** every row's height in px (ROW_HEIGHT_PX): rows are not measured, they are drawn exactly this tall */
  rowHeight?: number
  /** every card's height in px on a phone (CARD_HEIGHT_PX), where a row is drawn as a card */
  cardHeight?: number
  overscan?: number
}

const defaultRowId = (row: object): string => String((row as { id?: unknown }).id)

// in the body after the rows (tableCells.ts lays it out as a block, across every column)
function Message({ children, colSpan }: { children: ReactNode; colSpan: number }) {
  return (
    <tr data-message="">
      <td colSpan={colSpan}>{children}</td>
    </tr>
  )
}

export function EntityTable<Row extends object>(props: EntityTableProps<Row>) {
  const { kind, columns, rows, label, getRowId = defaultRowId, statuses, isLoading = false, error, onRetry, hasMore = false, isLoadingMore = false } = props
  const { onLoadMore, loadMoreThreshold, onRowClick, renderActions, renderCell, empty, maxHeight = '70vh', overscan = 10 } = props
  // a phone draws every row as a card (CardCell): one column, taller rows
  const card = usePhone()
  const rowHeight = card ? (props.cardHeight ?? CARD_HEIGHT_PX) : (props.rowHeight ?? ROW_HEIGHT_PX)
  const shownColumns = useMemo(() => (card ? columns.slice(0, 1) : columns), [card, columns])
  // the one i18next subscription of the table: the cells read it from TextScopeContext
  const scope = useTextScope()
  const { text } = scope
  const cellCss = useTableCellCss()
  const viewportRef = useRef<HTMLDivElement>(null)
  const failed = error !== undefined && error !== null && error !== false

  const hasActions = renderActions !== undefined
  const colSpan = shownColumns.length + (hasActions ? 1 : 0)
  const header = useMemo(
    () => (
      <Table.Header>
        <Table.Row aria-rowindex={1}>
          {shownColumns.map((column) => (
            <Table.ColumnHeader key={column.field}>{text(column.label)}</Table.ColumnHeader>
          ))}
          {hasActions ? <Table.ColumnHeader textAlign="end">{text('ui.actions')}</Table.ColumnHeader> : null}
        </Table.Row>
      </Table.Header>
    ),
    [shownColumns, hasActions, text],
  )
  // the header's and every row's columns: the widths columnWidth gives, the rest share what is left
  const tableStyle = useMemo(() => ({ '--table-columns': columnTemplate(card ? [undefined] : shownColumns.map(columnWidth), hasActions) }) as CSSProperties, [card, shownColumns, hasActions])
  const retry = onRetry ? <RetryLink onRetry={onRetry}>{text('ui.table.retry')}</RetryLink> : null
  const loadFailed = (
    <Box role="alert">
      <Text as="span">{text('error.items_load_failed')}</Text> {retry}
    </Box>
  )

  const status = (label: string) => (
    <Message colSpan={colSpan}>
      <Box role="status" display="inline-flex" alignItems="center" gap="2">
        <Spinner size="sm" aria-hidden="true" /> {text(label)}
      </Box>
    </Message>
  )
  let message: ReactNode = null
  if (rows.length === 0 && failed) message = <Message colSpan={colSpan}>{loadFailed}</Message>
  else if (rows.length === 0 && isLoading) message = status('ui.table.loading')
  else if (rows.length === 0 && !hasMore) message = <Message colSpan={colSpan}>{empty ?? <EmptyState title={text('ui.empty')} />}</Message>
  else if (isLoadingMore || failed)
    message = (
      <>
        {isLoadingMore ? status('ui.table.loading_more') : null}
        {failed ? <Message colSpan={colSpan}>{loadFailed}</Message> : null}
      </>
    )

  // the rows: drawn again on each scroll frame, alone
  const body = (
    <VirtualRows<Row>
      viewportRef={viewportRef}
      maxHeight={maxHeight}
      rows={rows}
      getRowId={getRowId}
      rowHeight={rowHeight}
      overscan={overscan}
      columns={columns}
      kind={kind}
      statuses={statuses}
      card={card}
      onRowClick={onRowClick}
      renderActions={renderActions}
      renderCell={renderCell}
      hasMore={hasMore}
      busy={isLoading || isLoadingMore || failed}
      onLoadMore={onLoadMore}
      loadMoreThreshold={loadMoreThreshold}
    />
  )

  // The viewport grows with its rows up to maxHeight, so a short list is drawn with no gap below and nothing cut off
  return (
    <TextScopeContext.Provider value={scope}>
      <StyledByTableProvider value={true}>
        <Box
          ref={viewportRef}
          role="region"
          aria-label={label}
          tabIndex={0}
          maxHeight={maxHeight}
          overflow="auto"
          borderWidth={`${VIEWPORT_BORDER_PX}px`}
          rounded="l2"
          _focusVisible={{ focusRing: 'outside' }}
        >
          {/* busy while a part of its rows is on the way: assistive technology (and QA's live run) wait for them */}
          <Table.Root
            native
            css={cellCss}
            aria-label={label}
            aria-rowcount={hasMore ? -1 : rows.length + 1}
            aria-busy={isLoading || isLoadingMore}
            size="sm"
            display="block"
            minW="min-content"
            style={tableStyle}
          >
            {header}
            {body}
            {message ? <tbody>{message}</tbody> : null}
          </Table.Root>
        </Box>
      </StyledByTableProvider>
    </TextScopeContext.Provider>
  )
}
