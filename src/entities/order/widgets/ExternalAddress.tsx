// external_address: an external (floating) IP for the new server, with or without DDoS protection. The value is
// null (none) or { ddos_protection } (000 §3 Cart: floatingip null or {ddos_protection}).
import { Stack } from '@chakra-ui/react'
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { useFormField } from '../../../../ui/forms/rules'
import { useText } from '../../../../ui/i18n/translate'

type Address = { ddos_protection: boolean } | null | ''

export const ExternalAddress: FieldWidget = ({ field, label }) => {
  const text = useText()
  const state = useFormField<Address>(field.name)
  const address = state.value && typeof state.value === 'object' ? state.value : null
  return (
    <Stack as="fieldset" gap="2" aria-label={label}>
      <label>
        <input type="checkbox" checked={address !== null} disabled={state.disabled} onChange={(event) => state.setValue(event.target.checked ? { ddos_protection: false } : null)} /> {label}
      </label>
      <label>
        <input
          type="checkbox"
          checked={address?.ddos_protection === true}
          disabled={state.disabled || address === null}
          onChange={(event) => state.setValue({ ddos_protection: event.target.checked })}
        />{' '}
        {text('console.order.ddos_protection')}
      </label>
    </Stack>
  )
}
