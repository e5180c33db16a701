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

/**
 * With decimals (a quota of 1.5 MB): digits and one point (a comma reads as one) with at most `decimals` after it,
 * kept as typed ("1." on its way to "1.5"); anything else → undefined (refused).
 */
export function decimalValue(raw: string, decimals: number): string | undefined {
  const text = raw.trim().replace(',', '.')
  return new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`).test(text) ? text : undefined
}

/** The input's props and the message of the last refused text (gone with the next accepted change). */
export function useDigitsInput<V extends number | string>(name: string, field: FormFieldState<V | ''>, decimals = 0) {
  const text = useText()
  const [refused, setRefused] = useState<string | undefined>(undefined)
  const props = {
    ...textControlProps(name, field),
    onChange: (event: { target: { value: string } }) => {
      const value = (decimals > 0 ? decimalValue(event.target.value, decimals) : digitsValue(event.target.value)) as V | '' | undefined
      if (value === undefined) {
        setRefused(event.target.value)
        return
      }
      setRefused(undefined)
      field.setValue(value)
    },
  }
  const message = decimals > 0 ? 'ui.field.decimal_only' : 'ui.field.digits_only'
  return { props, refusal: refused === undefined ? undefined : text(message, { params: { typed: refused, decimals } }) }
}
