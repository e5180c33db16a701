// The cells the generic list draws itself rather than by their plain format (ui/table CellValue), all decided by
// the config: the name links to the item's page, a `link` column links the entity its relation references, a
// list value (addresses) reads as one line, and a text value with a label (`volume.storage_type.local`) shows it.
import type { ReactNode } from 'react'
import type { ColumnConfig, EntityConfig } from '../../engine/types'
import type { Text } from '../../ui/i18n/translate'
import { EntityLink } from './EntityLink'
import { itemHref, listText, referenceLink, relationOfField } from './links'
import type { EntitySource } from './sources'
import type { Row } from './useEntityList'

const EMPTY = '—'

export type RenderCell = (column: ColumnConfig, row: Row, value: unknown) => ReactNode | undefined

export function createRenderCell(config: EntityConfig, sourceOf: (row: Row) => EntitySource, text: Text): RenderCell {
  return (column, row, value) => {
    switch (column.format) {
      case 'name': {
        const href = itemHref(config, sourceOf(row).route, row)
        const name = value === undefined || value === null || value === '' ? String(row.id ?? EMPTY) : String(value)
        return href ? (
          <EntityLink href={href} strong>
            {name}
          </EntityLink>
        ) : undefined
      }
      case 'link': {
        const relation = relationOfField(config, column.field)
        if (!relation) return undefined
        const link = referenceLink(relation[1], value)
        if (!link) return EMPTY
        return link.href ? <EntityLink href={link.href}>{link.text}</EntityLink> : link.text
      }
      case 'text':
      case undefined:
        if (Array.isArray(value)) return listText(value)
        if (typeof value === 'string' && value !== '') return text(`${config.kind}.${column.field}.${value}`, { fallback: value })
        return undefined
      default:
        return undefined
    }
  }
}
