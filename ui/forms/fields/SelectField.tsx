// A choice among options whose values may be any JSON (numbers, strings, objects): the native <select> holds
// the option's index, the form holds its value. Native select: keyboard and screen readers for free.
import { NativeSelect } from '@chakra-ui/react'
import type { Json } from '../../../engine/types'
import { useText } from '../../i18n/translate'
import { FieldShell } from './FieldShell'
import { useFormField } from '../rules'
import type { BaseFieldProps } from './types'

export interface SelectOption {
  value: Json
  /** translated label */
  label: string
  disabled?: boolean
}

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[]
  /** the text of the empty choice; "Выберите…" by default */
  placeholder?: string
  /** shown (disabled) instead of the options when there are none */
  emptyText?: string
}

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b)

export function SelectField({ name, label, hint, required, options, placeholder, emptyText }: SelectFieldProps) {
  const field = useFormField<unknown>(name)
  const text = useText()
  const index = options.findIndex((option) => same(option.value, field.value))
  const empty = options.length === 0
  return (
    <FieldShell label={label} hint={hint} error={field.error} required={required ?? false} disabled={field.disabled || empty}>
      {(control) => (
        <NativeSelect.Root disabled={field.disabled || empty} invalid={field.error !== undefined}>
          <NativeSelect.Field
            {...control}
            name={name}
            value={index < 0 ? '' : String(index)}
            onChange={(event) => {
              const chosen = options[Number(event.target.value)]
              field.setValue(event.target.value === '' || !chosen ? '' : chosen.value)
              field.onBlur()
            }}
            onBlur={field.onBlur}
          >
            <option value="">{empty ? (emptyText ?? text('ui.field.picker_empty')) : (placeholder ?? text('ui.field.select_placeholder'))}</option>
            {options.map((option, i) => (
              <option key={i} value={String(i)} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldShell>
  )
}
