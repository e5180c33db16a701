// The fields of one item as a description list (label, value), the body of a details tab.
import { DataList } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface Field {
  /** translated label */
  label: string
  value: ReactNode
}

const EMPTY = '—'

export function Fields({ fields }: { fields: readonly Field[] }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {fields.map((field) => (
        <DataList.Item key={field.label} alignItems="flex-start">
          <DataList.ItemLabel minW="14rem">{field.label}</DataList.ItemLabel>
          <DataList.ItemValue>{field.value === undefined || field.value === null || field.value === '' ? EMPTY : field.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
