// The buttons under a verification prompt: Cancel, and the way out it offers (top up, write to support) when
// the console has that page.
import { Button, Stack } from '@chakra-ui/react'
import { useText } from '../i18n/translate'

export interface PromptActionsProps {
  onCancel?: (() => void) | undefined
  /** the way out: its translated label and what it does; absent without the page it leads to */
  proceed?: { label: string; onClick: () => void } | undefined
}

export function PromptActions({ onCancel, proceed }: PromptActionsProps) {
  const text = useText()
  return (
    <Stack direction="row" gap="2" justify="flex-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          {text('ui.cancel')}
        </Button>
      ) : null}
      {proceed ? <Button onClick={proceed.onClick}>{proceed.label}</Button> : null}
    </Stack>
  )
}
