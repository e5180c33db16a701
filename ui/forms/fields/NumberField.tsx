// 000 §5: number fields take digits only (refused with a message otherwise: digitsInput.ts). The value is a number,
// or '' while empty.
import { Input } from '@chakra-ui/react'
import { useDigitsInput } from '../digitsInput'
import { digitsOnly } from '../textControl'
import { useFormField } from '../useFormField'
import { FieldShell } from './FieldShell'
import type { BaseFieldProps } from './types'

export interface NumberFieldProps extends BaseFieldProps {
  min?: number
  max?: number
  step?: number
  placeholder?: string
}

export function parseDigits(raw: string): number | '' {
  const digits = digitsOnly(raw)
  return digits === '' ? '' : Number(digits)
}

/** min, max and step are checked by the form's rules (forms/rules.ts), not by the input. */
export function NumberField({ name, label, hint, required, placeholder }: NumberFieldProps) {
  const field = useFormField<number | ''>(name)
  const digits = useDigitsInput(name, field)
  return (
    <FieldShell label={label} hint={hint} error={digits.refusal ?? field.error} required={required ?? false} disabled={field.disabled}>
      {(control) => <Input {...control} {...digits.props} inputMode="numeric" placeholder={placeholder} />}
    </FieldShell>
  )
}
