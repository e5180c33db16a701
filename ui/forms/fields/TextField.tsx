import { Input } from '@chakra-ui/react'
import { textControlProps, useFormField } from '../rules'
import { FieldShell } from './FieldShell'
import type { BaseFieldProps } from './types'

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'url' | 'tel'
  placeholder?: string
  autoComplete?: string
  /** an input filter applied to every change (sanitize.ts) */
  transform?: (value: string) => string
}

export function TextField({ name, label, hint, required, type = 'text', placeholder, autoComplete, transform }: TextFieldProps) {
  const field = useFormField<string>(name)
  return (
    <FieldShell label={label} hint={hint} error={field.error} required={required ?? false} disabled={field.disabled}>
      {(control) => <Input {...control} {...textControlProps(name, field, transform)} type={type} placeholder={placeholder} autoComplete={autoComplete} />}
    </FieldShell>
  )
}
