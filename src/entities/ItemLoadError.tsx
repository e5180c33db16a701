// An item's page whose item could not be read: the way back, and "not found" for a 404 or a retry otherwise.
import { Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useText } from '../../ui/i18n/translate'
import { ErrorState } from '../../ui/shell/ErrorState'
import { ApiError } from '../api/errors'

export function ItemLoadError({ back, error, onRetry }: { back: ReactNode; error: unknown; onRetry: () => void }) {
  const text = useText()
  const notFound = error instanceof ApiError && error.status === 404
  return (
    <Stack gap="4">
      {back}
      <ErrorState {...(notFound ? { title: text('console.entity.not_found') } : {})} onRetry={onRetry} />
    </Stack>
  )
}
