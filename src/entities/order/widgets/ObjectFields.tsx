// object_fields: a group of inputs whose values make one object of the payload (a new cluster's first database:
// { name, admin_username, admin_password }). widget_options.fields lists them: name, kind (text or password) and
// label and hint keys. A message on one of them (`<field>.<name>`, the request validator's) shows under it; the
// server's, which lands on the group, under the group. Empty until something is typed: an optional group is not sent.
import { Button, Group, Input, Stack, Text } from '@chakra-ui/react'
import { useFormikContext } from 'formik'
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { FieldShell, type FieldControlProps } from '../../../../ui/forms/fields/FieldShell'
import { useFormField, useFormFields } from '../../../../ui/forms/rules'
import { generatePassword } from '../../../../ui/forms/password'
import { useText } from '../../../../ui/i18n/translate'

interface Part {
  name: string
  kind: 'text' | 'password'
  label: string
  hint?: string
}

function partsOf(options: Record<string, unknown> | undefined): Part[] {
  const fields = options?.['fields']
  if (!Array.isArray(fields)) return []
  return fields.filter((part): part is Part => typeof part === 'object' && part !== null && typeof (part as Part).name === 'string' && typeof (part as Part).label === 'string')
}

export const ObjectFields: FieldWidget = ({ field, label, hint, required }) => {
  const text = useText()
  const state = useFormField<Record<string, string> | '' | undefined>(field.name)
  const { errors } = useFormikContext<Record<string, unknown>>()
  const { serverErrors } = useFormFields()
  const parts = partsOf(field.widget_options)
  const value = state.value && typeof state.value === 'object' ? state.value : undefined
  const set = (name: string, typed: string) => {
    const next = { ...Object.fromEntries(parts.map((part) => [part.name, ''])), ...(value ?? {}), [name]: typed }
    // nothing typed in any part: the group is empty, so an optional one is not sent
    state.setValue(Object.values(next).every((part) => part === '') ? '' : next)
  }
  const groupError = state.error
  return (
    <Stack as="fieldset" gap="3" aria-label={label}>
      <Text as="legend" fontWeight="semibold">
        {label}
        {required ? ' *' : ''}
      </Text>
      {hint ? (
        <Text color="fg.muted" fontSize="sm">
          {hint}
        </Text>
      ) : null}
      {parts.map((part) => {
        const path = `${field.name}.${part.name}`
        const own = errors[path]
        const error = typeof own === 'string' ? own : serverErrors[path]?.message
        const input = (control: FieldControlProps) => (
          <Input
            {...control}
            name={path}
            type={part.kind === 'password' ? 'password' : 'text'}
            autoComplete={part.kind === 'password' ? 'new-password' : 'off'}
            value={value?.[part.name] ?? ''}
            disabled={state.disabled}
            onChange={(event) => set(part.name, event.target.value)}
            onBlur={state.onBlur}
          />
        )
        return (
          <FieldShell key={part.name} label={text(part.label)} {...(part.hint ? { hint: text(part.hint) } : {})} error={error} disabled={state.disabled}>
            {(control) =>
              part.kind === 'password' ? (
                <Group attached w="full">
                  {input(control)}
                  <Button variant="outline" disabled={state.disabled} onClick={() => set(part.name, generatePassword())}>
                    {text('ui.field.generate_password')}
                  </Button>
                </Group>
              ) : (
                input(control)
              )
            }
          </FieldShell>
        )
      })}
      {groupError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {groupError}
        </Text>
      ) : null}
    </Stack>
  )
}
