// Sizes in GB with their bounds and step (volume: 10..1000 step 10, 001 §9). Typing takes digits only (refused with
// a message otherwise); the
// buttons move by the step within the bounds; a value off the step is refused by the form's rules
// (validation.size_step), not silently rounded.
import { Group, IconButton, Input, InputAddon } from '@chakra-ui/react'
import { useText } from '../../i18n/translate'
import { useDigitsInput, useFormField } from '../rules'
import { FieldShell } from './FieldShell'
import type { BaseFieldProps } from './types'

export interface SizeFieldProps extends BaseFieldProps {
  min?: number
  max?: number
  step?: number
}

/** The value a step button gives: the next multiple of the step (from min) within the bounds. */
export function stepSize(value: number | '', direction: 1 | -1, { min = 0, max, step = 1 }: { min?: number; max?: number; step?: number }): number {
  const current = value === '' ? min : value
  const offset = (current - min) / step
  const index = direction > 0 ? Math.floor(offset) + 1 : Math.ceil(offset) - 1
  const next = min + index * step
  return Math.max(min, max !== undefined ? Math.min(max, next) : next)
}

export function SizeField({ name, label, hint, required, min, max, step }: SizeFieldProps) {
  const field = useFormField<number | ''>(name)
  const digits = useDigitsInput(name, field)
  const text = useText()
  const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), ...(step !== undefined ? { step } : {}) }
  const move = (direction: 1 | -1) => {
    field.setValue(stepSize(field.value ?? '', direction, bounds))
    field.onBlur()
  }
  const value = field.value ?? ''
  return (
    <FieldShell label={label} hint={hint} error={digits.refusal ?? field.error} required={required ?? false} disabled={field.disabled}>
      {(control) => (
        <Group attached w="full">
          <IconButton aria-label={text('ui.field.decrease')} variant="outline" disabled={field.disabled || (value !== '' && min !== undefined && value <= min)} onClick={() => move(-1)}>
            −
          </IconButton>
          <Input {...control} {...digits.props} inputMode="numeric" textAlign="center" />
          <InputAddon>{text('ui.field.size_unit')}</InputAddon>
          <IconButton aria-label={text('ui.field.increase')} variant="outline" disabled={field.disabled || (value !== '' && max !== undefined && value >= max)} onClick={() => move(1)}>
            +
          </IconButton>
        </Group>
      )}
    </FieldShell>
  )
}
