import { Textarea } from '@chakra-ui/react'
import { textControlProps, useFormField } from '../rules'
import { FieldShell } from './FieldShell'
import type { BaseFieldProps } from './types'

export interface TextareaFieldProps extends BaseFieldProps {
  rows?: number
  placeholder?: string
}

export function TextareaField({ name, label, hint, required, rows = 4, placeholder }: TextareaFieldProps) {
  const field = useFormField<string>(name)
  return (
    <FieldShell label={label} hint={hint} error={field.error} required={required ?? false} disabled={field.disabled}>
      {(control) => <Textarea {...control} {...textControlProps(name, field)} rows={rows} placeholder={placeholder} />}
    </FieldShell>
  )
}
