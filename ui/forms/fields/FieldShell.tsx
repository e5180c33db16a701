// Label, hint and message around one input. Chakra's Field wires the input to them: id, aria-invalid and
// aria-describedby (the message is the input's description, so it is read with it).
import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface FieldShellProps {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  required?: boolean
  disabled?: boolean
  children: ReactNode
}

export function FieldShell({ label, hint, error, required, disabled, children }: FieldShellProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required ?? false} disabled={disabled ?? false}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText whiteSpace="pre-line">{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
