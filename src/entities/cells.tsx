// The cells the generic list draws itself rather than by their plain format (ui/table CellValue), all decided by
// the config: the name links to the item's page, a `link` column links the entity its relation references, a
// list value (addresses) reads as one line, and a text value with a label (`volume.storage_type.local`) shows it.
//
// Every cell's element is made once per row object and reused while the row is among those drawn lately
// (ui/table/recentRows.ts): the table draws its visible rows again on every scroll frame, and an element React has seen
// before is not rendered again, so scrolling through 10,000 rows costs only the rows that come into view. A live
// update replaces the row object, so its cells are made anew.
import type { ReactNode } from 'react'
import type { ColumnConfig, EntityConfig } from '../../engine/types'
import type { Text } from '../../ui/i18n/translate'
import { CellValue } from '../../ui/table/CellValue'
import { EntityLink } from './EntityLink'
import { itemHref, listText, referenceLink, relationOfField } from './links'
import type { EntitySource } from './sources'
import type { Row } from './useEntityList'
import { RECENT_ROWS, RecentRows } from '../../ui/table/recentRows'
import { FIELD_WIDGETS } from './widgets'

const EMPTY = '—'

export type RenderCell = (column: ColumnConfig, row: Row, value: unknown) => ReactNode

function drawCell(config: EntityConfig, sourceOf: (row: Row) => EntitySource, text: Text, column: ColumnConfig, row: Row, value: unknown): ReactNode {
  if (column.widget) {
    const Widget = FIELD_WIDGETS[column.widget]
    if (!Widget) throw new Error(`No field widget ${column.widget} (entities/${config.kind}.ts ${column.field})`)
    return <Widget config={config} column={column} value={value} item={row} />
  }
  switch (column.format) {
    case 'name': {
      const href = itemHref(config, sourceOf(row).route, row)
      const name = value === undefined || value === null || value === '' ? String(row.id ?? EMPTY) : String(value)
      if (href)
        return (
          <EntityLink href={href} strong>
            {name}
          </EntityLink>
        )
      break
    }
    case 'link': {
      const relation = relationOfField(config, column.field)
      if (!relation) break
      const link = referenceLink(relation[1], value)
      if (!link) return EMPTY
      return link.href ? <EntityLink href={link.href}>{link.text}</EntityLink> : link.text
    }
    case 'text':
    case undefined:
      // a list of codes (a plan's alerts) reads each by its label, where the kind has one
      if (Array.isArray(value))
        return listText((value as unknown[]).map((entry): unknown => (typeof entry === 'string' ? text(`${config.kind}.${column.field}.${entry}`, { fallback: entry }) : entry)))
      if (typeof value === 'string' && value !== '') return text(`${config.kind}.${column.field}.${value}`, { fallback: value })
      break
    default:
      break
  }
  return <CellValue column={column} value={value} kind={config.kind} statuses={config.statuses} />
}

/** The table's renderCell for a kind; make a new one when the language changes (`text` does). */
export function createRenderCell(config: EntityConfig, sourceOf: (row: Row) => EntitySource, text: Text): RenderCell {
  const made = new RecentRows<Map<string, ReactNode>>(RECENT_ROWS)
  return (column, row, value) => {
    let cells = made.get(row)
    if (!cells) {
      cells = new Map()
      made.set(row, cells)
    }
    if (!cells.has(column.field)) cells.set(column.field, drawCell(config, sourceOf, text, column, row, value))
    return cells.get(column.field)
  }
}
