// An in-app link to an entity page, drawn inside table rows and detail fields. A click on it is not also a
// click on its row (the row would navigate too). A name too long for its place ends in an ellipsis, and the
// whole name is its title: an inline-block, since an inline-flex link (Chakra's) cannot cut its text. In a list's
// table it is a plain link the table styles (ui/table/tableCells.ts), so a row coming into view resolves no styles.
import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { cellAttributes, useStyledByTable } from '../../ui/table/tableCells'

const stopPropagation = (event: MouseEvent) => event.stopPropagation()

export function EntityLink({ href, children, strong = false }: { href: string; children: ReactNode; strong?: boolean }) {
  const title = typeof children === 'string' ? children : undefined
  if (useStyledByTable())
    return (
      <Link to={href} onClick={stopPropagation} title={title} {...{ [cellAttributes.link]: '', ...(strong ? { [cellAttributes.strong]: '' } : {}) }}>
        {children}
      </Link>
    )
  return (
    <ChakraLink asChild colorPalette="brand" color="colorPalette.fg" fontWeight={strong ? 'medium' : undefined} display="inline-block" verticalAlign="top" maxW="full" truncate title={title}>
      <Link to={href} onClick={stopPropagation}>
        {children}
      </Link>
    </ChakraLink>
  )
}
