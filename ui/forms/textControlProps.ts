// What a text-like input or textarea of a form field takes from its field state: its name and value, and the
// change, blur and paste that update and validate it. `parse` turns what was typed into the field's value (a
// filter: sanitize.ts; digits to a number: parseDigits); the text as it is by default.
import type { ChangeEvent } from 'react'
import type { FormFieldState } from './useFormField'

export function textControlProps<V extends string | number>(name: string, field: FormFieldState<V | ''>, parse: (text: string) => V | '' = (text) => text as V) {
  return {
    name,
    value: field.value ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.setValue(parse(event.target.value)),
    onBlur: field.onBlur,
    onPaste: field.onPaste,
  }
}
