// Links of ui/ components drawn with the router (ui/ never imports the router: ui/shell/links.tsx).
import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { LinkRenderProps, RenderLink } from '../../ui/shell/links'

export const renderRouterLink: RenderLink = ({ href, children, className, ...rest }: LinkRenderProps) => (
  <Link to={href} className={className} aria-current={rest['aria-current']}>
    {children}
  </Link>
)

/** An in-app text link with Chakra's look; `label` names it where its text alone would not (several "Open"). */
export function AppLink({ to, children, search, label }: { to: string; children: ReactNode; search?: Record<string, string | number>; label?: string }) {
  return (
    <ChakraLink asChild colorPalette="brand" color="colorPalette.fg">
      <Link to={to} {...(search ? { search } : {})} {...(label ? { 'aria-label': label } : {})}>
        {children}
      </Link>
    </ChakraLink>
  )
}
