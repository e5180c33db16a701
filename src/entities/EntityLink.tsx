// An in-app link to an entity page, drawn inside table rows and detail fields. A click on it is not also a
// click on its row (the row would navigate too). A name too long for its place ends in an ellipsis, and the
// whole name is its title: an inline-block, since an inline-flex link (Chakra's) cannot cut its text.
import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export function EntityLink({ href, children, strong = false }: { href: string; children: ReactNode; strong?: boolean }) {
  return (
    <ChakraLink
      asChild
      colorPalette="brand"
      color="colorPalette.fg"
      fontWeight={strong ? 'medium' : undefined}
      display="inline-block"
      verticalAlign="top"
      maxW="full"
      truncate
      title={typeof children === 'string' ? children : undefined}
    >
      <Link to={href} onClick={(event) => event.stopPropagation()}>
        {children}
      </Link>
    </ChakraLink>
  )
}
