import { Checkbox } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { describedBy, FieldRoot, useFieldMessages } from './FieldShell'
import { useFormField } from '../rules'

export interface CheckboxFieldProps {
  name: string
  label: ReactNode
  hint?: ReactNode
  /** OK waits for it (000 §5); an unchecked one shows 'Checkbox required' */
  required?: boolean
}

export function CheckboxField({ name, label, hint, required }: CheckboxFieldProps) {
  const field = useFormField<boolean>(name)
  const invalid = field.error !== undefined
  const { control, message } = useFieldMessages(hint, { error: field.error, required, disabled: field.disabled })
  return (
    <FieldRoot error={field.error} disabled={field.disabled}>
      <Checkbox.Root
        name={name}
        invalid={invalid}
        required={required ?? false}
        disabled={field.disabled}
        checked={field.value === true}
        onCheckedChange={(details) => {
          field.setValue(details.checked === true)
          field.onBlur()
        }}
      >
        {/* Ark names the input (its label's target): it takes the description alone */}
        <Checkbox.HiddenInput {...describedBy(control)} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {message}
    </FieldRoot>
  )
}
