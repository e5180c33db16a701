// A cell's text on one line: cut with an ellipsis when its column is too narrow, the whole text in its title.
// A block (not an inline span), since text-overflow applies only to a block's own line.
import { Text } from '@chakra-ui/react'

export function CellText({ children, strong = false }: { children: string; strong?: boolean }) {
  return (
    <Text as="span" display="block" truncate title={children} {...(strong ? { fontWeight: 'medium' } : {})}>
      {children}
    </Text>
  )
}
