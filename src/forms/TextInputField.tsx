// A text field drawn from its value and error: ui/'s FieldShell (label, the control described by the error or
// the hint shown under it) around an input. The formik pages wrap it (TextField); the sign-in form, which
// ships with the entry chunk, drives it from useSignForm without formik.
import { PlainInput } from '../../ui/forms/fields/PlainInput'
import type { ChangeEventHandler, FocusEventHandler, HTMLInputTypeAttribute } from 'react'
import { FieldShell } from '../../ui/forms/fields/FieldShell'

export interface TextFieldProps {
  name: string
  label: string
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  helperText?: string
  autoFocus?: boolean
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email'
  maxLength?: number
}

export interface TextInputFieldProps extends TextFieldProps {
  value: string
  onChange: ChangeEventHandler<HTMLInputElement>
  onBlur: FocusEventHandler<HTMLInputElement>
  /** the message shown, if any (a field's own check once touched, or the API's 400 on its path) */
  error: string | undefined
}

export function TextInputField({ name, label, type = 'text', autoComplete, helperText, autoFocus, inputMode, maxLength, value, onChange, onBlur, error }: TextInputFieldProps) {
  return (
    <FieldShell label={label} hint={helperText} error={error}>
      {(control) => (
        <PlainInput
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          {...control}
          type={type}
          {...(autoComplete ? { autoComplete } : {})}
          {...(autoFocus ? { autoFocus } : {})}
          {...(inputMode ? { inputMode } : {})}
          {...(maxLength ? { maxLength } : {})}
        />
      )}
    </FieldShell>
  )
}
