import { Link } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface RetryLinkProps {
  onRetry: () => void
  /** where the link points (the current page); the click retries in place */
  href?: string
  children: ReactNode
}

/** 000 §2: failures offer a retry *link*; it retries in place instead of navigating. */
export function RetryLink({ onRetry, href, children }: RetryLinkProps) {
  return (
    <Link
      href={href ?? '#'}
      colorPalette="brand"
      color="colorPalette.fg"
      textDecoration="underline"
      onClick={(event) => {
        event.preventDefault()
        onRetry()
      }}
    >
      {children}
    </Link>
  )
}
