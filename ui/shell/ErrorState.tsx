import { EmptyState, VStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useText } from '../i18n/translate'
import { RetryLink } from './RetryLink'

export interface ErrorStateProps {
  /** translated title; "Что-то пошло не так" by default */
  title?: string
  message?: ReactNode
  /** 000 §2: page errors show a message with a Try again link */
  onRetry?: () => void
  retryHref?: string
  /** the retry link's text; "Попробовать снова" by default */
  retryLabel?: string
}

export function ErrorState({ title, message, onRetry, retryHref, retryLabel }: ErrorStateProps) {
  const text = useText()
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden="true">⚠</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title ?? text('ui.page.error.title')}</EmptyState.Title>
          <EmptyState.Description>{message ?? text('error.page_failed')}</EmptyState.Description>
        </VStack>
        {onRetry ? (
          <RetryLink onRetry={onRetry} {...(retryHref ? { href: retryHref } : {})}>
            {retryLabel ?? text('error.try_again')}
          </RetryLink>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
