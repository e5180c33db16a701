// One cell drawn by its column format (ColumnConfig.format).
import { Text } from '@chakra-ui/react'
import type { ColumnConfig, StatusSets, StatusValue } from '../../engine/types'
import { formatDate } from '../format/date'
import { useProvidedTextScope, useTextScope, type TextScope } from '../i18n/translate'
import { formatMoney } from '../format/money'
import { formatSizeGb } from '../format/size'
import { StatusBadge } from '../status/StatusBadge'

const EMPTY = '—'

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

export interface CellValueProps {
  column: ColumnConfig
  value: unknown
  kind: string
  statuses: StatusSets | undefined
}

/**
 * The value drawn by its column's format. In EntityTable the texts and the language come from the table (one
 * useTranslation per table, not per cell); outside a table the cell asks i18next itself.
 */
export function CellValue(props: CellValueProps) {
  const scope = useProvidedTextScope()
  return scope ? drawValue(props, scope) : <CellValueOwnText {...props} />
}

function CellValueOwnText(props: CellValueProps) {
  return drawValue(props, useTextScope())
}

function drawValue({ column, value, kind, statuses }: CellValueProps, { text, language }: TextScope) {
  switch (column.format) {
    case 'status':
      return typeof value === 'string' || typeof value === 'number' ? <StatusBadge kind={kind} status={value as StatusValue} {...(statuses ? { statuses } : {})} /> : <>{EMPTY}</>
    case 'name':
      return (
        <Text as="span" fontWeight="medium" truncate>
          {plain(value)}
        </Text>
      )
    case 'money':
      return <>{formatMoney(value as number, language) || EMPTY}</>
    case 'size_gb':
      return <>{formatSizeGb(value as number, language) || EMPTY}</>
    case 'date':
      return <>{formatDate(value, language) || EMPTY}</>
    case 'boolean':
      return <>{value === true ? text('ui.yes') : value === false ? text('ui.no') : EMPTY}</>
    default:
      return (
        <Text as="span" truncate>
          {plain(value)}
        </Text>
      )
  }
}
