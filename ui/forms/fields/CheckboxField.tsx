import { Checkbox, Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useFieldMessages } from './FieldShell'
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
  const { ids, control, message } = useFieldMessages(hint, field.error)
  return (
    <Field.Root ids={ids} invalid={field.error !== undefined} required={required ?? false} disabled={field.disabled}>
      <Checkbox.Root
        name={name}
        checked={field.value === true}
        onCheckedChange={(details) => {
          field.setValue(details.checked === true)
          field.onBlur()
        }}
      >
        <Checkbox.HiddenInput {...control} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {message}
    </Field.Root>
  )
}
