// Label, hint and message around one input. Chakra's Field wires the input to the label, required and
// aria-invalid; the control gets from `children` what describes it by the message shown (useFieldMessages).
import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useFieldMessages, type FieldControlProps } from './useFieldMessages'

export interface FieldShellProps {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  required?: boolean
  disabled?: boolean
  /** draws the control; spread `control` on the input, select or textarea */
  children: (control: FieldControlProps) => ReactNode
}

export function FieldShell({ label, hint, error, required, disabled, children }: FieldShellProps) {
  const { ids, control, message } = useFieldMessages(hint, error)
  return (
    <Field.Root ids={ids} invalid={error !== undefined} required={required ?? false} disabled={disabled ?? false}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children(control)}
      {message}
    </Field.Root>
  )
}
