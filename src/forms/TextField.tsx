// A formik text field of the sign pages: ui/'s FieldShell (label, the control described by the error or the
// hint shown under it) around an input; the error of the field (its own check or the API's 400 on that path)
// shows once touched or after a submit.
import { Input } from '@chakra-ui/react'
import { useField } from 'formik'
import type { HTMLInputTypeAttribute } from 'react'
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

export function TextField({ name, label, type = 'text', autoComplete, helperText, autoFocus, inputMode, maxLength }: TextFieldProps) {
  const [field, meta] = useField<string>(name)
  return (
    <FieldShell label={label} hint={helperText} error={meta.touched ? meta.error : undefined}>
      {(control) => (
        <Input
          {...field}
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
