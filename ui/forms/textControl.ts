// What a text-like input or textarea of a form field does with what is typed. The input filters of 000 §5: "Text
// fields: entity-name mode turns spaces into dashes and strips disallowed characters (Cyrillic optionally); strict
// mode only a-z, 0-9, dash, underscore. Number fields strip non-digits." And the props a control takes from its
// field state: its name and value, and the change, blur and paste that update and validate it. `parse` turns what
// was typed into the field's value (a filter below; digits to a number: parseDigits); the text as it is by default.
import type { ChangeEvent } from 'react'
import type { FormFieldState } from './useFormField'

/** "12 ГБ" → "12" */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '')
}

/** "my disk №1" → "my-disk-1": spaces become dashes, characters outside Latin letters, digits, . _ - go. */
export function entityName(value: string, options: { cyrillic?: boolean } = {}): string {
  const disallowed = options.cyrillic ? /[^A-Za-z0-9._\-а-яёА-ЯЁ]+/g : /[^A-Za-z0-9._-]+/g
  return value.replace(/\s/g, '-').replace(disallowed, '')
}

/** "My_DB-1!" → "my_db-1": only a-z, 0-9, dash and underscore (upper case is lowered rather than dropped). */
export function strictName(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_-]+/g, '')
}

export function textControlProps<V extends string | number>(name: string, field: FormFieldState<V | ''>, parse: (text: string) => V | '' = (text) => text as V) {
  return {
    name,
    value: field.value ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.setValue(parse(event.target.value)),
    onBlur: field.onBlur,
    onPaste: field.onPaste,
  }
}
