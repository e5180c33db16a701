import { Alert, Button, CloseButton } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useText } from '../i18n/translate'

export interface BannerProps {
  status: 'info' | 'warning' | 'error'
  title?: string
  children?: ReactNode
  /** one action (top up, write to support, verify the account) */
  action?: { label: string; onClick: () => void }
  onDismiss?: () => void
}

/** A strip across the top of the console (project stopped, unpaid, maintenance); errors are announced. */
export function Banner({ status, title, children, action, onDismiss }: BannerProps) {
  const text = useText()
  return (
    <Alert.Root status={status} variant="subtle" rounded="none" role={status === 'error' ? 'alert' : 'status'} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
      {action ? (
        <Button size="sm" variant="outline" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      {onDismiss ? <CloseButton size="sm" aria-label={text('ui.banner.dismiss')} onClick={onDismiss} /> : null}
    </Alert.Root>
  )
}
