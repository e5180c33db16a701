// A details tab drawn from the fields its config declares (TabConfig.fields): each a label and the item's value by
// its format (as a list column's), or by the widget registered under its name.
import type { ColumnConfig, EntityConfig } from '../../../engine/types'
import { CellValue } from '../../../ui/table/CellValue'
import { useText } from '../../../ui/i18n/translate'
import { valueAtPath } from '../../../ui/table/paths'
import { Fields } from '../Fields'
import { ItemStatus } from '../ItemStatus'
import { RefLink } from '../RefLink'
import type { Row } from '../useEntityList'
import { FIELD_WIDGETS } from '../widgets'
import type { TabProps } from './types'

function FieldValue({ config, column, item }: { config: EntityConfig; column: ColumnConfig; item: Row }) {
  const text = useText()
  const value = valueAtPath(item, column.field)
  if (column.widget) {
    const Widget = FIELD_WIDGETS[column.widget]
    if (!Widget) throw new Error(`No field widget ${column.widget} (entities/${config.kind}.ts ${column.field})`)
    return <Widget config={config} column={column} value={value} item={item} />
  }
  switch (column.format) {
    case 'status':
      return <ItemStatus kind={config.kind} status={value} />
    case 'link':
      return <RefLink config={config} field={column.field} value={value} />
    case 'text':
    case undefined:
      // a value with a label of its own (volume.storage_type.local, server.rescue_mode.NO) shows it
      return <>{typeof value === 'string' ? text(`${config.kind}.${column.field}.${value}`, { fallback: value }) : String(value)}</>
    default:
      return <CellValue column={column} value={value} kind={config.kind} statuses={config.statuses} />
  }
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === ''

export function FieldsTab({ config, item, fields }: TabProps & { fields: readonly ColumnConfig[] }) {
  const text = useText()
  return (
    <Fields
      fields={fields.map((column) => ({
        label: text(column.label),
        // an empty value is the list's dash, unless a widget says what its absence means
        value: !column.widget && isEmpty(valueAtPath(item, column.field)) ? undefined : <FieldValue config={config} column={column} item={item} />,
      }))}
    />
  )
}
