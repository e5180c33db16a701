// One cell drawn by its column format (ColumnConfig.format).
import type { ColumnConfig, StatusSets } from '../../engine/types'
import { formatDate } from '../format/date'
import { type TextScope } from '../i18n/translate'
import { withTextScope } from '../i18n/withTextScope'
import { formatMoney } from '../format/money'
import { formatSizeGb, formatSizeKb } from '../format/size'
import { StatusBadge } from '../status/StatusBadge'
import { CellText } from './CellText'

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
export const CellValue = withTextScope<CellValueProps>(drawValue)

function drawValue({ column, value, kind, statuses }: CellValueProps, { text, language }: TextScope) {
  switch (column.format) {
    case 'status':
      return typeof value === 'string' || typeof value === 'number' ? <StatusBadge kind={kind} status={value} {...(statuses ? { statuses } : {})} /> : <>{EMPTY}</>
    case 'name':
      return <CellText strong>{plain(value)}</CellText>
    case 'money':
      return <CellText>{formatMoney(value as number, language) || EMPTY}</CellText>
    case 'size_gb':
      return <CellText>{formatSizeGb(value as number, language) || EMPTY}</CellText>
    case 'size_kb':
      return <CellText>{formatSizeKb(value as number, language) || EMPTY}</CellText>
    case 'date':
      return <CellText>{formatDate(value, language) || EMPTY}</CellText>
    case 'boolean':
      return <CellText>{value === true ? text('ui.yes') : value === false ? text('ui.no') : EMPTY}</CellText>
    default:
      return <CellText>{plain(value)}</CellText>
  }
}
