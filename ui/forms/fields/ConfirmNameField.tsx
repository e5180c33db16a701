// 000 §5: "Disk deletion requires typing its name plus a confirm checkbox. A required checkbox shows
// 'Checkbox required'." The typed name must be exactly the item's (forms/rules.ts validation.name_mismatch).
import { Stack } from '@chakra-ui/react'
import { useText } from '../../i18n/translate'
import { confirmCheckboxName } from '../rules'
import { CheckboxField } from './CheckboxField'
import { TextField } from './TextField'

export interface ConfirmNameFieldProps {
  name: string
  /** the name to type */
  itemName: string
  /** translated label; "Введите «name» для подтверждения" by default */
  label?: string
  /** translated checkbox label */
  checkboxLabel?: string
}

export function ConfirmNameField({ name, itemName, label, checkboxLabel }: ConfirmNameFieldProps) {
  const text = useText()
  return (
    <Stack gap="3">
      <TextField name={name} label={label ?? text('ui.field.confirm_name.label', { params: { name: itemName } })} required autoComplete="off" />
      <CheckboxField name={confirmCheckboxName(name)} label={checkboxLabel ?? text('ui.field.confirm_name.checkbox')} required />
    </Stack>
  )
}
