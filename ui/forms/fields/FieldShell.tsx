// Label, hint and message around one input. Chakra's Field wires the input to the label, required and
// aria-invalid; the control gets from `children` what describes it by the message shown (useFieldMessages).
// The message under a field is its error, else its hint. Chakra's Field sets aria-errormessage on an invalid control
// but describes it only by the hint, so a screen reader that reads a control's description (most do; few follow
// aria-errormessage) never read the error: the control's aria-describedby names whichever message is shown, and
// aria-errormessage the error. The formik side of a field is in ../rules.ts, apart: the sign-in page draws this
// shell without formik.
import { Field } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** What a field's control takes to be described by its message (spread on the input, select or checkbox input). */
export interface FieldControlProps {
  'aria-describedby'?: string
  'aria-errormessage'?: string
}

export interface FieldMessages {
  /** Field.Root's ids: the message elements get these */
  ids: { helperText: string; errorText: string }
  control: FieldControlProps
  /** the error or the hint, to draw inside Field.Root */
  message: ReactNode
}

export function useFieldMessages(hint: ReactNode, error: string | undefined): FieldMessages {
  const id = useId()
  const ids = { helperText: `${id}hint`, errorText: `${id}error` }
  if (error !== undefined)
    return {
      ids,
      control: { 'aria-describedby': ids.errorText, 'aria-errormessage': ids.errorText },
      message: <Field.ErrorText whiteSpace="pre-line">{error}</Field.ErrorText>,
    }
  if (hint) return { ids, control: { 'aria-describedby': ids.helperText }, message: <Field.HelperText>{hint}</Field.HelperText> }
  return { ids, control: {}, message: null }
}

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
