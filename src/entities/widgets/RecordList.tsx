// Widget `record_list`: a list of objects as a small table (a cluster's nodes: role, status, addresses), one row each.
// The columns are the keys of the objects but id and dates; a header is `column.<key>`, and a value is translated as
// `<kind>.<field>.<key>.<value>` when such a text exists (a node's status), else shown as it is.
import { Table } from '@chakra-ui/react'
import { useText } from '../../../ui/i18n/translate'
import type { WidgetProps } from './types'

const HIDDEN = new Set(['id', 'created_in'])

export function RecordList({ config, column, value }: WidgetProps) {
  const text = useText()
  const records = Array.isArray(value) ? value.filter((record): record is Record<string, unknown> => typeof record === 'object' && record !== null) : []
  if (records.length === 0) return <>—</>
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))].filter((key) => !HIDDEN.has(key))
  const shown = (key: string, cell: unknown): string => {
    if (cell === null || cell === undefined || cell === '') return '—'
    const raw = typeof cell === 'object' ? JSON.stringify(cell) : String(cell)
    return text(`${config.kind}.${column.field}.${key}.${raw}`, { fallback: raw })
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            {keys.map((key) => (
              <Table.ColumnHeader key={key}>{text(`column.${key}`, { fallback: key })}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((record, index) => (
            <Table.Row key={typeof record['id'] === 'string' ? record['id'] : index}>
              {keys.map((key) => (
                <Table.Cell key={key} fontFamily={key.endsWith('_ip') ? 'mono' : undefined}>
                  {shown(key, record[key])}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
