// A cell's text on one line: cut with an ellipsis when its column is too narrow, the whole text in its title.
// A block (not an inline span), since text-overflow applies only to a block's own line. In EntityTable a plain
// span the table styles (tableCells.ts); elsewhere a Chakra Text.
import { Text } from '@chakra-ui/react'
import { cellAttributes, useStyledByTable } from './tableCells'

export function CellText({ children, strong = false }: { children: string; strong?: boolean }) {
  if (useStyledByTable())
    return (
      <span {...{ [cellAttributes.text]: '', ...(strong ? { [cellAttributes.strong]: '' } : {}) }} title={children}>
        {children}
      </span>
    )
  return (
    <Text as="span" display="block" truncate title={children} {...(strong ? { fontWeight: 'medium' } : {})}>
      {children}
    </Text>
  )
}
