// phone_input: a phone typed in the format of the country chosen in another field (000 §3: "Country list has
// phonecode and phoneformat"; widget_options: `formats` the countries' list call, `country_field` the form field of
// the country). The format is the field's hint, and an empty field starts with the country's code when focused.
import { Input } from '@chakra-ui/react'
import { useFormikContext } from 'formik'
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { FieldShell } from '../../../../ui/forms/fields/FieldShell'
import { useFormField } from '../../../../ui/forms/rules'
import { useText } from '../../../../ui/i18n/translate'
import type { ListResponse } from '../../../api/types'
import { useApiQuery } from '../../../query/hooks'
import { optionText } from './options'

interface CountryFormat {
  id: string
  phonecode?: string
  phoneformat?: string
}

export const PhoneInput: FieldWidget = ({ field, label, hint, required }) => {
  const text = useText()
  const state = useFormField<string>(field.name)
  const { values } = useFormikContext<Record<string, unknown>>()
  const call = optionText(field, 'formats')
  const countries = useApiQuery<ListResponse<CountryFormat>>(call ?? '', {}, { enabled: call !== undefined }).data?.result ?? []
  const countryField = optionText(field, 'country_field')
  const country = countries.find((entry) => countryField !== undefined && entry.id === values[countryField])
  const format = country?.phoneformat
  const shownHint = format ? text('console.field.phone_format', { params: { format } }) : hint
  return (
    <FieldShell label={label} hint={shownHint} error={state.error} required={required} disabled={state.disabled}>
      {(control) => (
        <Input
          {...control}
          name={field.name}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={format}
          value={state.value ?? ''}
          disabled={state.disabled}
          onFocus={() => {
            if ((state.value ?? '') === '' && country?.phonecode) state.setValue(`+${country.phonecode} `)
          }}
          onChange={(event) => state.setValue(event.target.value)}
          onBlur={state.onBlur}
          onPaste={state.onPaste}
        />
      )}
    </FieldShell>
  )
}
