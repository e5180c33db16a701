// An in-app link to an entity page, drawn inside table rows and detail fields. A click on it is not also a
// click on its row (the row would navigate too). A name too long for its place ends in an ellipsis, and the
// whole name is its title: an inline-block, since an inline-flex link (Chakra's) cannot cut its text. In a list's
// table it is a plain link the table styles (ui/table/tableCells.ts), so a row coming into view resolves no styles.
import { Link as ChakraLink } from '@chakra-ui/react'
import { Link, useRouter } from '@tanstack/react-router'
import { useRef, type MouseEvent, type ReactNode } from 'react'
import { cellAttributes, useStyledByTable } from '../../ui/table/tableCells'

const stopPropagation = (event: MouseEvent) => event.stopPropagation()

export function EntityLink({ href, children, strong = false }: { href: string; children: ReactNode; strong?: boolean }) {
  const title = typeof children === 'string' ? children : undefined
  if (useStyledByTable())
    return (
      <TableLink href={href} title={title} strong={strong}>
        {children}
      </TableLink>
    )
  return (
    <ChakraLink asChild colorPalette="brand" color="colorPalette.fg" fontWeight={strong ? 'medium' : undefined} display="inline-block" verticalAlign="top" maxW="full" truncate title={title}>
      <Link to={href} onClick={stopPropagation}>
        {children}
      </Link>
    </ChakraLink>
  )
}

/**
 * In a list's table: an anchor of its own rather than the router's Link, whose hooks (a subscription to the router's
 * state, route matching, effects) ran for every row that scrolled into view, a tenth of what a scroll frame
 * allocated (issue 13). As the Link does, a plain click navigates in the app and the pointer resting on it, the
 * focus or a touch preloads its page; a click with a modifier (a new tab, a new window) is left to the browser.
 */
function TableLink({ href, title, strong, children }: { href: string; title: string | undefined; strong: boolean; children: ReactNode }) {
  const router = useRouter()
  const intent = useRef<number | undefined>(undefined)
  const preload = () => void router.preloadRoute({ to: href }).catch(() => undefined) // a failed preload shows on arrival
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.stopPropagation()
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ to: href })
  }
  return (
    <a
      href={href}
      title={title}
      {...{ [cellAttributes.link]: '', ...(strong ? { [cellAttributes.strong]: '' } : {}) }}
      onClick={onClick}
      onMouseEnter={() => (intent.current = window.setTimeout(preload, router.options.defaultPreloadDelay ?? 50))}
      onMouseLeave={() => window.clearTimeout(intent.current)}
      onFocus={preload}
      onTouchStart={preload}
    >
      {children}
    </a>
  )
}
