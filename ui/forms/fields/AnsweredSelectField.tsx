// A select whose options an API call answers (FieldConfig.options_from): read from the answer with the form's
// values (a datastore's flavors follow the datastore chosen), starting at the first option until one is chosen.
import { useFormikContext } from 'formik'
import { useEffect, useMemo } from 'react'
import { optionsFromAnswer } from '../../../engine/fieldOptions'
import type { FieldConfig } from '../../../engine/types'
import { useText } from '../../i18n/translate'
import { SelectField, type SelectOption } from './SelectField'
import type { BaseFieldProps } from './types'

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

export function AnsweredSelectField({ base, field, answer }: { base: BaseFieldProps; field: FieldConfig; answer: unknown }) {
  const text = useText()
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>()
  const options: SelectOption[] = useMemo(
    () => optionsFromAnswer(field, answer, values).map((option) => ({ value: option.value, label: text(option.label, { params: option.params }) })),
    [field, answer, values, text],
  )
  const value = values[field.name]
  const first = options[0]
  // nothing chosen yet, or a value the new options do not have (another datastore's): the first option
  const stale = first !== undefined && !options.some((option) => same(option.value, value))
  useEffect(() => {
    if (stale) void setFieldValue(field.name, first.value, false)
  }, [stale, first, field.name, setFieldValue])
  return <SelectField {...base} options={options} />
}
