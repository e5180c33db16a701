// A dialog that only shows values (ActionConfig.view): a new API token, shown once, each value with a copy button.
// Close is its only way on; nothing is submitted.
import { Button, CloseButton, Code, Dialog, Field, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import { useText } from '../i18n/translate'
import { CopyButton } from './CopyButton'

export interface ViewValue {
  /** translated label */
  label: string
  value: string
  copy?: boolean
}

export interface ViewDialogProps {
  title: string
  /** translated note above the values (it is shown only once) */
  note?: string
  values: readonly ViewValue[]
  onClose: () => void
}

export function ViewDialog({ title, note, values, onClose }: ViewDialogProps) {
  const text = useText()
  return (
    // shown once: a click or focus outside (the previous dialog handing focus back as it goes) must not lose it
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} closeOnInteractOutside={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {note ? <Text>{note}</Text> : null}
                {values.map((entry) => (
                  <Field.Root key={entry.label}>
                    <Field.Label>{entry.label}</Field.Label>
                    <HStack align="start" gap="2" width="full">
                      <Code flex="1" p="2" wordBreak="break-all" whiteSpace="pre-wrap" aria-label={entry.label}>
                        {entry.value}
                      </Code>
                      {entry.copy ? <CopyButton value={entry.value} label={entry.label} /> : null}
                    </HStack>
                  </Field.Root>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{text('ui.close')}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text('ui.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
