import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useText } from '../i18n/translate'

export interface EmptyStateProps {
  title?: string
  description?: ReactNode
  icon?: ReactNode
  /** what to do next (a create button) */
  action?: ReactNode
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  const text = useText()
  return (
    <ChakraEmptyState.Root>
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator aria-hidden="true">{icon}</ChakraEmptyState.Indicator> : null}
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title ?? text('ui.empty')}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action ?? null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  )
}
