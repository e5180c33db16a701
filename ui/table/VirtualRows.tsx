// The rows of EntityTable: the virtualizer and the rows in view, in a component of their own, so a scroll frame
// draws these again and not the table around them (its root resolves the styles of every cell, tableCells.ts:
// drawn on each frame, that was a third of what a scroll allocated, issue 13). Asks for more rows near the end.
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode, type RefObject } from 'react'
import type { ColumnConfig, StatusSets } from '../../engine/types'
import { CardCell } from './CardCell'
import { CellText } from './CellText'
import { CellValue } from './CellValue'
import { valueAtPath } from './paths'
import { useLoadMore } from './useLoadMore'
import { RECENT_ROWS, RecentRows } from './recentRows'
import { initialViewportRect } from './viewportRect'

// the actions do their own thing: a click or Enter there is not a row click
const stopPropagation = (event: { stopPropagation(): void }) => event.stopPropagation()

interface RowViewProps<Row extends object> {
  row: Row
  /** the row's index in `rows` */
  index: number
  /** where the row's top is, in px from the top of the rows */
  start: number
  columns: readonly ColumnConfig[]
  kind: string
  statuses: StatusSets | undefined
  height: number
  /** drawn as a card (a phone): one cell with the name, the status and one more value */
  card: boolean
  onRowClick: ((row: Row) => void) | undefined
  renderActions: ((row: Row) => ReactNode) | undefined
  renderCell: ((column: ColumnConfig, row: Row, value: unknown) => ReactNode | undefined) | undefined
}

function RowView<Row extends object>({ row, index, start, columns, kind, statuses, height, card, onRowClick, renderActions, renderCell }: RowViewProps<Row>) {
  const clickable = onRowClick
    ? {
        tabIndex: 0,
        'data-clickable': '',
        onClick: () => onRowClick(row),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row)
        },
      }
    : {}
  const draw = (column: ColumnConfig): ReactNode => {
    const value = valueAtPath(row, column.field)
    const custom = renderCell?.(column, row, value)
    return custom === undefined ? <CellValue column={column} value={value} kind={kind} statuses={statuses} /> : typeof custom === 'string' ? <CellText>{custom}</CellText> : custom
  }
  // Plain elements: the table's root styles them (tableCells.ts), so a row coming into view resolves no styles.
  // Exactly `height` tall, where the virtualizer places it.
  return (
    <tr aria-rowindex={index + 2} style={{ height, transform: `translateY(${start}px)` }} {...clickable}>
      {card ? (
        <td>
          <CardCell columns={columns} draw={draw} />
        </td>
      ) : (
        columns.map((column) => <td key={column.field}>{draw(column)}</td>)
      )}
      {renderActions ? (
        <td data-actions="" onClick={stopPropagation} onKeyDown={stopPropagation}>
          {renderActions(row)}
        </td>
      ) : null}
    </tr>
  )
}

/**
 * One data row, drawn again only when its props change (shallow): VirtualRows renders on every scroll frame, and
 * only the rows coming into view are new. Texts and the language reach the cells through TextScopeContext.
 */
const MemoRow = memo(RowView) as typeof RowView

/** What every row is drawn with, the same for all of them. */
type RowDrawing<Row extends object> = Pick<RowViewProps<Row>, 'columns' | 'kind' | 'statuses' | 'card' | 'onRowClick' | 'renderActions' | 'renderCell'>

export interface VirtualRowsProps<Row extends object> extends RowDrawing<Row> {
  /** the scrolling box around the table */
  viewportRef: RefObject<HTMLDivElement | null>
  /** the viewport's most height (a CSS length), for the first render's guess of how many rows it shows */
  maxHeight: string
  rows: readonly Row[]
  getRowId: (row: Row) => string
  rowHeight: number
  overscan: number
  hasMore: boolean
  /** a part is on the way or failed: ask for no more */
  busy: boolean
  onLoadMore: (() => void) | undefined
  loadMoreThreshold: number | undefined
}

export function VirtualRows<Row extends object>(props: VirtualRowsProps<Row>) {
  const { viewportRef, maxHeight, rows, getRowId, rowHeight, overscan, hasMore, busy, onLoadMore, loadMoreThreshold } = props
  const { columns, kind, statuses, card, onRowClick, renderActions, renderCell } = props
  // what every row is drawn with (MemoRow compares its props one by one), the same object while none of it changes
  const drawing = useMemo<RowDrawing<Row>>(() => ({ columns, kind, statuses, card, onRowClick, renderActions, renderCell }), [columns, kind, statuses, card, onRowClick, renderActions, renderCell])
  // each row's element as drawn last, given again while its place and drawing are the same: React then skips it at
  // once, without props made anew and compared one by one (issue 13: about a sixth of what a scroll frame allocated)
  const [drawn] = useState(() => new RecentRows<DrawnRow<Row>>(RECENT_ROWS))
  // Stable options: the virtualizer recomputes every row's position and key (all 10,000) when getItemKey or the
  // count changes, so a new closure per render would redo it on every scroll frame.
  const getScrollElement = useCallback(() => viewportRef.current, [viewportRef])
  const estimateSize = useCallback(() => rowHeight, [rowHeight])
  const getItemKey = useCallback(
    (index: number) => {
      const row = rows[index]
      return row ? getRowId(row) : index
    },
    [rows, getRowId],
  )
  const [initialRect] = useState(() => (typeof window === 'undefined' ? undefined : initialViewportRect(maxHeight, window)))
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement, estimateSize, overscan, getItemKey, useFlushSync: false, ...(initialRect ? { initialRect } : {}) })
  // The virtualizer looks for its scroll element in its layout effects, which run before React attaches the refs
  // of the elements around this component (the viewport's): it looks again once the commit is done.
  useEffect(() => virtualizer._willUpdate(), [virtualizer])
  // rows are never measured (fixed height): their sizes are redone only when the height itself changes
  const sizedFor = useRef(rowHeight)
  useLayoutEffect(() => {
    if (sizedFor.current === rowHeight) return
    sizedFor.current = rowHeight
    virtualizer.measure()
  }, [rowHeight, virtualizer])

  const remaining = () => virtualizer.getTotalSize() - (virtualizer.scrollOffset ?? 0) - (virtualizer.scrollRect?.height ?? 0)
  useLoadMore({ remaining, rowCount: rows.length, hasMore, busy, onLoadMore, ...(loadMoreThreshold !== undefined ? { threshold: loadMoreThreshold } : {}) })

  if (rows.length === 0) return null
  // the rows' body is as tall as every row would be, so the scrollbar tells the whole list; a message follows it
  return (
    <tbody data-rows="" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]
        if (!row) return null
        const known = drawn.get(row)
        if (known && known.index === item.index && known.start === item.start && known.height === rowHeight && known.drawing === drawing) return known.element
        const element = <MemoRow<Row> key={item.key} row={row} index={item.index} start={item.start} height={rowHeight} {...drawing} />
        drawn.set(row, { index: item.index, start: item.start, height: rowHeight, drawing, element })
        return element
      })}
    </tbody>
  )
}

/** A row's element and what it was drawn with. */
interface DrawnRow<Row extends object> {
  index: number
  start: number
  height: number
  drawing: RowDrawing<Row>
  element: ReactElement
}
