// 000 §5: number fields strip non-digits. The value is a number, or '' while empty.
import { Input } from '@chakra-ui/react'
import { digitsOnly, textControlProps } from '../textControl'
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
  return (
    <FieldShell label={label} hint={hint} error={field.error} required={required ?? false} disabled={field.disabled}>
      {(control) => <Input {...control} {...textControlProps(name, field, parseDigits)} inputMode="numeric" placeholder={placeholder} />}
    </FieldShell>
  )
}
