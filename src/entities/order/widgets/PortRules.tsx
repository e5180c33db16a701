// port_rules: rows of forwarding rules, each an address picked from the project's items (FieldConfig.picker, with
// `each`: a server's internal addresses) and an external and an internal port within the field's min and max
// (000 §5: ports 1 to 65535). The value is [{ address_id, external_protocol_port, internal_protocol_port }]; the API
// answers a wrong row on `rules.<n>.<field>`, which lands on this field.
import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { FieldShell } from '../../../../ui/forms/fields/FieldShell'
import { useFormField } from '../../../../ui/forms/rules'
import { parseDigits } from '../../../../ui/forms/fields/NumberField'
import { useText } from '../../../../ui/i18n/translate'
import { useActionEnv } from '../../../actions/ActionRunner'
import { usePickers } from '../../../actions/pickers'

interface PortRule {
  address_id: string
  external_protocol_port: number | ''
  internal_protocol_port: number | ''
}

const PORTS = ['external_protocol_port', 'internal_protocol_port'] as const

export const PortRules: FieldWidget = ({ field, label, hint, required }) => {
  const text = useText()
  const env = useActionEnv()
  const state = useFormField<PortRule[] | ''>(field.name)
  const options = usePickers('', { fields: [{ ...field, kind: 'entity_picker' }] }, env)?.[field.name]?.options ?? []
  const rows = Array.isArray(state.value) ? state.value : []
  const change = (index: number, part: Partial<PortRule>) => state.setValue(rows.map((row, at) => (at === index ? { ...row, ...part } : row)))
  return (
    <FieldShell label={label} hint={hint} error={state.error} required={required} disabled={state.disabled}>
      {(control) => (
        <Stack gap="3" role="group" aria-label={label} aria-describedby={control['aria-describedby']}>
          {options.length === 0 ? <Text color="fg.muted">{text('console.order.port_rules.no_addresses')}</Text> : null}
          {rows.map((row, index) => {
            const number = index + 1
            return (
              <HStack key={index} gap="2" wrap="wrap" align="flex-end">
                <NativeSelect.Root flex="2 1 12rem" disabled={state.disabled}>
                  <NativeSelect.Field
                    aria-label={text('console.order.port_rules.address', { params: { number } })}
                    value={row.address_id}
                    onChange={(event) => change(index, { address_id: event.target.value })}
                    onBlur={state.onBlur}
                  >
                    <option value="">{text('ui.field.select_placeholder')}</option>
                    {options.map((option) => (
                      <option key={String(option.value)} value={String(option.value)}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {PORTS.map((port) => (
                  <Input
                    key={port}
                    flex="1 1 6rem"
                    inputMode="numeric"
                    aria-label={text(`console.order.port_rules.${port}`, { params: { number } })}
                    placeholder={text(`console.order.port_rules.${port}_short`)}
                    value={row[port] === '' ? '' : String(row[port])}
                    disabled={state.disabled}
                    onChange={(event) => change(index, { [port]: parseDigits(event.target.value) })}
                    onBlur={state.onBlur}
                  />
                ))}
                <Button size="sm" variant="outline" disabled={state.disabled} onClick={() => state.setValue(rows.filter((_, at) => at !== index))}>
                  {text('console.order.port_rules.remove', { params: { number } })}
                </Button>
              </HStack>
            )
          })}
          <Button
            alignSelf="flex-start"
            size="sm"
            variant="outline"
            disabled={state.disabled || options.length === 0}
            onClick={() => state.setValue([...rows, { address_id: '', external_protocol_port: '', internal_protocol_port: '' }])}
          >
            {text('console.order.port_rules.add')}
          </Button>
        </Stack>
      )}
    </FieldShell>
  )
}
