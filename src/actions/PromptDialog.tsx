// The dialog the verification prompts open in (001 §8: not_enough_money opens the payment dialog with the
// missing amount, minimum balance and currency; limit_reached opens the ticket dialog with used and max).
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useText } from '../../ui/i18n/translate'

export function PromptDialog({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const text = useText()
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={label}>
            <Dialog.Body pt="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text('ui.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
