// 000 §5: number fields take digits only. What is not digits is refused with a message naming what was typed,
// never rewritten: "-10" must not quietly become a 10 GB disk, "abc" must not quietly stay empty.
import { useState } from 'react'
import { useText } from '../i18n/translate'
import { textControlProps } from './textControl'
import type { FormFieldState } from './useFormField'

/** "12" → 12, "" → '', anything that is not whole digits → undefined (refused). Spaces around are ignored. */
export function digitsValue(raw: string): number | '' | undefined {
  const text = raw.trim()
  if (text === '') return ''
  return /^\d+$/.test(text) ? Number(text) : undefined
}

/** The input's props and the message of the last refused text (gone with the next accepted change). */
export function useDigitsInput(name: string, field: FormFieldState<number | ''>) {
  const text = useText()
  const [refused, setRefused] = useState<string | undefined>(undefined)
  const props = {
    ...textControlProps(name, field),
    onChange: (event: { target: { value: string } }) => {
      const value = digitsValue(event.target.value)
      if (value === undefined) {
        setRefused(event.target.value)
        return
      }
      setRefused(undefined)
      field.setValue(value)
    },
  }
  return { props, refusal: refused === undefined ? undefined : text('ui.field.digits_only', { params: { typed: refused } }) }
}
