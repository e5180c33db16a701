// 000 §5: number fields take digits only (refused with a message otherwise: forms/rules.ts digitsInput). The value is a number,
// or '' while empty.
import { Input } from '@chakra-ui/react'
import { useDigitsInput, digitsOnly, useFormField } from '../rules'
import { FieldShell } from './FieldShell'
import type { BaseFieldProps } from './types'

export interface NumberFieldProps extends BaseFieldProps {
  min?: number
  max?: number
  step?: number
  /** decimals a value may have (0: only digits are kept, 000 §5) */
  decimals?: number
  placeholder?: string
}

export function parseDigits(raw: string): number | '' {
  const digits = digitsOnly(raw)
  return digits === '' ? '' : Number(digits)
}

/** min, max and step are checked by the form's rules (forms/rules.ts), not by the input. */
export function NumberField({ name, label, hint, required, placeholder, decimals = 0 }: NumberFieldProps) {
  const field = useFormField<number | string>(name)
  const digits = useDigitsInput(name, field, decimals)
  return (
    <FieldShell label={label} hint={hint} error={digits.refusal ?? field.error} required={required ?? false} disabled={field.disabled}>
      {(control) => <Input {...control} {...digits.props} inputMode={decimals > 0 ? 'decimal' : 'numeric'} placeholder={placeholder} />}
    </FieldShell>
  )
}
