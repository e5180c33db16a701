// flavor_picker: the flavor presets (vCPU, RAM) the project's price list prices, each with its price per hour;
// dedicated CPU presets only where the project has a dedicated_cpu price (000 §4). The value is the preset's name.
import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { formatMoney } from '../../../../ui/format/money'
import { describedBy, FieldShell } from '../../../../ui/forms/fields/FieldShell'
import { useFormField } from '../../../../ui/forms/rules'
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { useLanguage, useText } from '../../../../ui/i18n/translate'
import { useActionEnv } from '../../../actions/ActionRunner'
import { flavorsOf, hasPrice, optionOf } from './catalogue'

export const DEDICATED = 'DEDICATED'

export const FlavorPicker: FieldWidget = ({ field, label, required }) => {
  const text = useText()
  const language = useLanguage()
  const { projectData } = useActionEnv()
  const state = useFormField<string>(field.name)
  const group = optionOf(field.widget_options, 'price_group') ?? ''
  const dedicatedPrice = optionOf(field.widget_options, 'dedicated_price')
  const dedicatedOffered = dedicatedPrice !== undefined && hasPrice(projectData, group, dedicatedPrice)
  const prices = projectData?.prices ?? []
  const flavors = flavorsOf(projectData).filter((flavor) => hasPrice(projectData, group, flavor.name) && (flavor.cpu_type !== DEDICATED || dedicatedOffered))
  return (
    <FieldShell label={label} error={state.error} required={required} disabled={state.disabled}>
      {(control) => (
        <Stack role="radiogroup" aria-label={label} gap="2" {...describedBy(control)}>
          {flavors.map((flavor) => {
            const cost = prices.find((entry) => entry.name === flavor.name && (entry.group ?? group) === group)?.cost
            return (
              <Box as="label" key={flavor.name} display="flex" gap="3" alignItems="center" borderWidth="1px" borderRadius="md" px="3" py="2" cursor="pointer">
                <input
                  type="radio"
                  name={field.name}
                  value={flavor.name}
                  checked={state.value === flavor.name}
                  disabled={state.disabled}
                  onChange={() => {
                    state.setValue(flavor.name)
                    state.onBlur()
                  }}
                />
                <HStack justify="space-between" flex="1" wrap="wrap" gap="2">
                  <Text>
                    {text('console.order.flavor', { params: { vcpus: flavor.vcpus, ram: flavor.ram } })}
                    {flavor.cpu_type === DEDICATED ? ` · ${text('console.order.dedicated')}` : ''}
                  </Text>
                  {cost ? <Text color="fg.muted">{text('ui.dialog.price.per_hour', { params: { amount: formatMoney(cost.hour, language) } })}</Text> : null}
                </HStack>
              </Box>
            )
          })}
        </Stack>
      )}
    </FieldShell>
  )
}
