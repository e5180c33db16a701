// How wide a column is by what it shows: a date with its time, a status badge, a size keep their width whatever
// the window; names and texts share what is left (the header and every row share these columns: columnTemplate).
import type { ColumnConfig } from '../../engine/types'

const WIDTH_BY_FORMAT: Partial<Record<NonNullable<ColumnConfig['format']>, string>> = {
  // "22 нояб. 2026 г., 07:05" whole at the table's font size
  date: '12rem',
  // the longest status label with its spinner ("Останавливается")
  status: '11rem',
  size_gb: '7rem',
  size_kb: '7rem',
  money: '9rem',
  boolean: '6rem',
}

export function columnWidth(column: Pick<ColumnConfig, 'format'>): string | undefined {
  return column.format ? WIDTH_BY_FORMAT[column.format] : undefined
}
