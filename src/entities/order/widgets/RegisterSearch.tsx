// register_search: a value (a tax number) with a search of a register that fills in the other fields of the form
// (001 §7 GET /vatnum, search param). widget_options: `call` the search's path, `param` its query parameter, `fills`
// the form fields an entry found sets (those it has). The value is typed as in a text field; the search is a button.
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useFormikContext } from 'formik'
import { useState } from 'react'
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { FieldShell } from '../../../../ui/forms/fields/FieldShell'
import { useFormField, textControlProps } from '../../../../ui/forms/rules'
import { useText } from '../../../../ui/i18n/translate'
import { api } from '../../../api/client'
import type { ListResponse } from '../../../api/types'
import { optionList, optionText } from './options'

type Entry = Record<string, unknown>

export const RegisterSearch: FieldWidget = ({ field, label, hint, required }) => {
  const text = useText()
  const state = useFormField<string>(field.name)
  const form = useFormikContext<Record<string, unknown>>()
  const [found, setFound] = useState<Entry[] | undefined>(undefined)
  const [searching, setSearching] = useState(false)
  const call = optionText(field, 'call')
  const param = optionText(field, 'param') ?? 'search'
  const fills = optionList(field, 'fills')

  const search = async () => {
    if (!call || (state.value ?? '').trim() === '') return
    setSearching(true)
    try {
      const answer = await api.get<ListResponse<Entry>>(call, { query: { [param]: state.value.trim() } })
      setFound(answer.result)
    } catch {
      setFound([])
    } finally {
      setSearching(false)
    }
  }
  const fill = (entry: Entry) => {
    for (const name of [field.name, ...fills]) {
      const value = entry[name]
      if (typeof value === 'string' || typeof value === 'number') void form.setFieldValue(name, value, false)
    }
    setFound(undefined)
    state.onBlur()
  }

  return (
    <Stack gap="2">
      <FieldShell label={label} hint={hint} error={state.error} required={required} disabled={state.disabled}>
        {(control) => (
          <HStack gap="2" align="flex-start">
            <Input
              {...control}
              {...textControlProps(field.name, state)}
              inputMode="numeric"
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  void search()
                }
              }}
            />
            <Button type="button" variant="outline" loading={searching} disabled={state.disabled} onClick={() => void search()}>
              {text('console.field.register_search')}
            </Button>
          </HStack>
        )}
      </FieldShell>
      {found !== undefined ? (
        <Stack gap="1" role="status">
          {found.length === 0 ? <Text color="fg.muted">{text('console.field.register_none')}</Text> : null}
          {found.map((entry, index) => (
            <Button key={index} type="button" size="sm" variant="subtle" justifyContent="flex-start" whiteSpace="normal" textAlign="start" onClick={() => fill(entry)}>
              {text('console.field.register_fill', { params: { name: String(entry.name ?? entry[field.name] ?? '') } })}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}
