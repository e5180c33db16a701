// A list row drawn as a card on a phone (EntityTable below `md`): the item's first column (its name) on the first
// line, its status and the next short value on the second, the actions' menu at the right of the row. The other
// columns stay on the item's details page: a phone has no room for a column per field.
import { Box, HStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { ColumnConfig } from '../../engine/types'

/** the columns a card shows: the first (the name), the status, and one more if there is one */
export function cardColumns(columns: readonly ColumnConfig[]): { title?: ColumnConfig; details: ColumnConfig[] } {
  const [title, ...rest] = columns
  const status = rest.filter((column) => column.format === 'status')
  const others = rest.filter((column) => column.format !== 'status')
  return { ...(title ? { title } : {}), details: [...status, ...others].slice(0, 2) }
}

export function CardCell({ columns, draw }: { columns: readonly ColumnConfig[]; draw: (column: ColumnConfig) => ReactNode }) {
  const { title, details } = cardColumns(columns)
  return (
    <Box minW="0">
      {title ? <Box minW="0">{draw(title)}</Box> : null}
      <HStack gap="3" mt="1" minW="0" fontSize="sm" color="fg.muted">
        {details.map((column) => (
          <Box key={column.field} minW="0" flexShrink={column.format === 'status' ? 0 : 1}>
            {draw(column)}
          </Box>
        ))}
      </HStack>
    </Box>
  )
}
