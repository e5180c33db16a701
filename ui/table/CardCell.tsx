// A list row drawn as a card on a phone (EntityTable below `md`): the item's first column (its name) on the first
// line, its status and the next short value on the second, the actions' menu at the right of the row. The other
// columns stay on the item's details page: a phone has no room for a column per field.
import type { ReactNode } from 'react'
import type { ColumnConfig } from '../../engine/types'

/** the columns a card shows: the first (the name), the status, and one more if there is one */
export function cardColumns(columns: readonly ColumnConfig[]): { title?: ColumnConfig; details: ColumnConfig[] } {
  const [title, ...rest] = columns
  const status = rest.filter((column) => column.format === 'status')
  const others = rest.filter((column) => column.format !== 'status')
  return { ...(title ? { title } : {}), details: [...status, ...others].slice(0, 2) }
}

/** Plain elements: EntityTable's root styles them (tableCells.ts: data-card-details), as it does its cells. */
export function CardCell({ columns, draw }: { columns: readonly ColumnConfig[]; draw: (column: ColumnConfig) => ReactNode }) {
  const { title, details } = cardColumns(columns)
  return (
    <div data-card="">
      {title ? <div>{draw(title)}</div> : null}
      <div data-card-details="">
        {details.map((column) => (
          <div key={column.field} {...(column.format === 'status' ? { 'data-card-status': '' } : {})}>
            {draw(column)}
          </div>
        ))}
      </div>
    </div>
  )
}
