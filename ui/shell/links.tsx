// ui/ never imports the router: links are drawn by a `renderLink` the app passes (TanStack Router's <Link>),
// with a plain <a> as the default so components work alone (tests, storybook-like pages).
import type { ReactNode } from 'react'

export interface LinkRenderProps {
  href: string
  children: ReactNode
  /** the link points at the current page */
  active?: boolean
  'aria-current'?: 'page' | undefined
  className?: string
}

export type RenderLink = (props: LinkRenderProps) => ReactNode

export const renderPlainLink: RenderLink = ({ href, children, active, className }) => (
  <a href={href} aria-current={active ? 'page' : undefined} className={className}>
    {children}
  </a>
)
