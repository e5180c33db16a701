// api_select: a choice among the entries of a list call (widget_options: `call` the list's path, `value` and `label`
// the entries' fields, `label_key` an i18n prefix whose `<prefix>.<value>` names an entry in the user's language,
// the API's label otherwise). 001 §7 GET /countries for a payer's countries.
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { SelectField } from '../../../../ui/forms/fields/SelectField'
import { useText } from '../../../../ui/i18n/translate'
import type { ListResponse } from '../../../api/types'
import { useApiQuery } from '../../../query/hooks'
import { optionText } from './options'

export const ApiSelect: FieldWidget = ({ field, label, hint, required }) => {
  const text = useText()
  const call = optionText(field, 'call')
  const valueField = optionText(field, 'value') ?? 'id'
  const labelField = optionText(field, 'label') ?? 'name'
  const labelKey = optionText(field, 'label_key')
  const entries = useApiQuery<ListResponse<Record<string, unknown>>>(call ?? '', {}, { enabled: call !== undefined }).data?.result ?? []
  const options = entries.map((entry) => {
    const value = String(entry[valueField] ?? '')
    const fallback = String(entry[labelField] ?? value)
    return { value, label: labelKey ? text(`${labelKey}.${value}`, { fallback }) : fallback }
  })
  return <SelectField name={field.name} label={label} hint={hint} required={required} options={options} />
}
