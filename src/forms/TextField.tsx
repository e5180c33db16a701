// A formik text field drawn with Chakra's Field: label, input, and the error of the field (its own check or
// the API's 400 on that path) once touched or after a submit.
import { Field, Input } from '@chakra-ui/react'
import { useField } from 'formik'
import type { HTMLInputTypeAttribute } from 'react'

export interface TextFieldProps {
  name: string
  label: string
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  helperText?: string
  autoFocus?: boolean
  inputMode?: 'text' | 'numeric' | 'email'
  maxLength?: number
}

export function TextField({ name, label, type = 'text', autoComplete, helperText, autoFocus, inputMode, maxLength }: TextFieldProps) {
  const [field, meta] = useField<string>(name)
  const shownError = meta.touched ? meta.error : undefined
  return (
    <Field.Root invalid={shownError !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...field}
        type={type}
        {...(autoComplete ? { autoComplete } : {})}
        {...(autoFocus ? { autoFocus } : {})}
        {...(inputMode ? { inputMode } : {})}
        {...(maxLength ? { maxLength } : {})}
      />
      {helperText && !shownError ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {shownError ? <Field.ErrorText>{shownError}</Field.ErrorText> : null}
    </Field.Root>
  )
}
