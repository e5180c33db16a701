// disk_picker: the system disk (a network volume or a local disk, its size) and extra network volumes (000 §4,
// 000 §5: dedicated CPU needs network volumes). The value is the order's volumes: [{ storage_type, size }], the
// system disk first.
import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { describedBy, FieldShell } from '../../../../ui/forms/fields/FieldShell'
import { useFormField } from '../../../../ui/forms/rules'
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { useText } from '../../../../ui/i18n/translate'
import { useFormikContext } from 'formik'
import { useActionEnv } from '../../../actions/ActionRunner'
import { flavorsOf, optionOf } from './catalogue'
import { DEDICATED } from './FlavorPicker'

export interface Disk {
  storage_type: string
  size: number | string
}

export const DiskPicker: FieldWidget = ({ field, label, required }) => {
  const text = useText()
  const { projectData } = useActionEnv()
  const state = useFormField<Disk[] | ''>(field.name)
  const { values } = useFormikContext<Record<string, unknown>>()
  const flavorField = optionOf(field.widget_options, 'flavor_field')
  const flavor = flavorsOf(projectData).find((candidate) => flavorField !== undefined && candidate.name === values[flavorField])
  // 000 §5: dedicated CPU requires network volumes
  const networkOnly = flavor?.cpu_type === DEDICATED
  const disks = Array.isArray(state.value) ? state.value : []
  // the storage types the API names a network volume and a local disk by
  const network = optionOf(field.widget_options, 'network_type') ?? ''
  const local = optionOf(field.widget_options, 'local_type') ?? ''
  const min = field.min ?? 10
  const change = (next: Disk[]) => state.setValue(next)
  const update = (index: number, patch: Partial<Disk>) => change(disks.map((disk, at) => (at === index ? { ...disk, ...patch } : disk)))
  const sizeInput = (disk: Disk, index: number, name: string) => (
    <Input
      type="number"
      inputMode="numeric"
      aria-label={name}
      min={min}
      max={field.max}
      step={field.step}
      value={disk.size}
      disabled={state.disabled}
      onChange={(event) => update(index, { size: event.target.value === '' ? '' : Number(event.target.value) })}
      onBlur={state.onBlur}
      maxW="32"
    />
  )
  return (
    <FieldShell label={label} error={state.error} required={required} disabled={state.disabled}>
      {(control) => (
        <Stack gap="3" {...describedBy(control)}>
          {disks.map((disk, index) =>
            index === 0 ? (
              <HStack key="system" gap="2" wrap="wrap">
                <Text minW="32">{text('console.order.system_disk')}</Text>
                <NativeSelect.Root maxW="56" disabled={state.disabled}>
                  <NativeSelect.Field aria-label={text('console.order.system_disk_type')} value={disk.storage_type} onChange={(event) => update(0, { storage_type: event.target.value })}>
                    <option value={network}>{text('console.order.network_volume')}</option>
                    <option value={local} disabled={networkOnly}>
                      {text('console.order.local_storage')}
                    </option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {sizeInput(disk, 0, text('console.order.system_disk_size'))}
                <Text>{text('console.order.gb')}</Text>
              </HStack>
            ) : (
              <HStack key={index} gap="2" wrap="wrap">
                <Text minW="32">{text('console.order.extra_volume', { params: { number: index } })}</Text>
                {sizeInput(disk, index, text('console.order.extra_volume_size', { params: { number: index } }))}
                <Text>{text('console.order.gb')}</Text>
                <Button size="sm" variant="ghost" disabled={state.disabled} onClick={() => change(disks.filter((_, at) => at !== index))}>
                  {text('console.order.remove_volume', { params: { number: index } })}
                </Button>
              </HStack>
            ),
          )}
          {networkOnly && disks[0]?.storage_type === local ? (
            <Text color="fg.error" fontSize="sm">
              {text('console.order.dedicated_needs_network')}
            </Text>
          ) : null}
          <Button alignSelf="flex-start" size="sm" variant="outline" disabled={state.disabled} onClick={() => change([...disks, { storage_type: network, size: min }])}>
            {text('console.order.add_volume')}
          </Button>
        </Stack>
      )}
    </FieldShell>
  )
}
