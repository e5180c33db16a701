// A button of an action that may be blocked: disabled with its reason as the title (a pointer user's hint) and
// as its description (what a screen reader says with the button), 000 §5.
import { Button, type ButtonProps, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

export interface ReasonedButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'colorPalette'> {
  children: ReactNode
  /** why the action is blocked, translated; the button is disabled with it */
  reason?: string | undefined
  disabled: boolean
  onClick: () => void
  /** the pointer rests on it or the keyboard reaches it: a press may follow (load what it needs) */
  onIntent?: () => void
}

export function ReasonedButton({ children, reason, disabled, onClick, onIntent, ...look }: ReasonedButtonProps) {
  const id = useId()
  return (
    <>
      <Button {...look} disabled={disabled} title={reason} onClick={onClick} {...(onIntent ? { onPointerEnter: onIntent, onFocus: onIntent } : {})} {...(reason ? { 'aria-describedby': id } : {})}>
        {children}
      </Button>
      {reason ? (
        <Text id={id} srOnly>
          {reason}
        </Text>
      ) : null}
    </>
  )
}
