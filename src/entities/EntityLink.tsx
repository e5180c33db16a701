// An in-app link to an entity page, drawn inside table rows and detail fields. A click on it is not also a
// click on its row (the row would navigate too).
import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export function EntityLink({ href, children, strong = false }: { href: string; children: ReactNode; strong?: boolean }) {
  return (
    <ChakraLink asChild colorPalette="brand" color="colorPalette.fg" fontWeight={strong ? 'medium' : undefined} truncate maxW="full">
      <Link to={href} onClick={(event) => event.stopPropagation()}>
        {children}
      </Link>
    </ChakraLink>
  )
}
