// What a text input or textarea of a form field takes from its field state: its name and value, and the
// change, blur and paste that update and validate it (`transform` filters every change: sanitize.ts).
import type { ChangeEvent } from 'react'
import type { FormFieldState } from './useFormField'

export function textControlProps(name: string, field: FormFieldState<string>, transform?: (value: string) => string) {
  return {
    name,
    value: field.value ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.setValue(transform ? transform(event.target.value) : event.target.value),
    onBlur: field.onBlur,
    onPaste: field.onPaste,
  }
}
