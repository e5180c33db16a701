// 001 §8: a failed verification opens its prompt: not_enough_money the payment prompt, limit_reached the ticket
// prompt (the finance page opens its top-up with the missing amount, its `topup` search; write to support opens ticket
// creation filled with the limits). The prompts show the buttons only when there is somewhere to go (finance, support), never
// as a button that leads nowhere.
import type { VerificationFailure } from '../../engine/errors/signals'
import { useText } from '../../ui/i18n/translate'
import { LimitReachedPrompt } from '../../ui/verification/LimitReachedPrompt'
import { NotEnoughMoneyPrompt } from '../../ui/verification/NotEnoughMoneyPrompt'
import { PromptDialog } from './PromptDialog'
import { routerPath, useAppRouter } from './flow'
import { useWriteToSupport } from './writeToSupport'

export interface VerificationPromptProps {
  failure: VerificationFailure
  onClose: () => void
  /** goes to an href of the app */
  navigate: (href: string) => void
}

export function VerificationPrompt({ failure, onClose, navigate }: VerificationPromptProps) {
  const text = useText()
  const router = useAppRouter()
  const financePath = routerPath(router, 'finance')
  const writeToSupport = useWriteToSupport()
  /** the prompt closes, then the page opens */
  const leaveFor = (path: string) => () => {
    onClose()
    navigate(path)
  }
  if (failure.reason === 'limit_reached') {
    return (
      <PromptDialog label={text('ui.verification.limits.title')} onClose={onClose}>
        <LimitReachedPrompt
          rejected={failure.rejected}
          onCancel={onClose}
          {...(writeToSupport
            ? {
                onWriteToSupport: (prefill: string) => {
                  onClose()
                  writeToSupport({ subject: text('ui.verification.limits.title'), text: prefill })
                },
              }
            : {})}
        />
      </PromptDialog>
    )
  }
  return (
    <PromptDialog label={text('ui.verification.money.title')} onClose={onClose}>
      <NotEnoughMoneyPrompt outcome={failure} onCancel={onClose} {...(financePath ? { onTopUp: (missing: number) => leaveFor(`${financePath}?topup=${missing}`)() } : {})} />
    </PromptDialog>
  )
}
