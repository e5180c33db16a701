import { useField } from 'formik'
import { createContext, useContext } from 'react'
import type { FieldError } from '../../engine/errors/classify'
import { serverErrorText } from '../errors/serverErrorText'
import { useText } from '../i18n/translate'

// One field's formik state plus what the form around the fields adds (FormFieldsContext): errors the server put on
// fields (a 400's path → field, 001 §5), a switch that disables every field (while the dialog is processing) and the
// debounced validation the fields trigger on blur and paste (000 §5: 150 ms). The field gets the message to show
// under it (the browser's check once the field was left, else the server's) and the blur that schedules validation.
export interface FormFieldsState {
  serverErrors: Readonly<Record<string, FieldError>>
  disabled: boolean
  scheduleValidation: () => void
}

const noop = () => {}

export const FormFieldsContext = createContext<FormFieldsState>({ serverErrors: {}, disabled: false, scheduleValidation: noop })

export function useFormFields(): FormFieldsState {
  return useContext(FormFieldsContext)
}

export interface FormFieldState<V> {
  value: V
  setValue: (value: V) => void
  /** marks the field visited and schedules the debounced validation */
  onBlur: () => void
  onPaste: () => void
  /** translated message for under the field */
  error: string | undefined
  disabled: boolean
}

export function useFormField<V>(name: string): FormFieldState<V> {
  const [field, meta, helpers] = useField<V>(name)
  const { serverErrors, disabled, scheduleValidation } = useFormFields()
  const text = useText()
  const server = serverErrors[name]
  const clientError = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined
  const serverError = server ? serverErrorText((key, params) => text(key, { params: params ?? {} }), server) : undefined
  return {
    value: field.value,
    // validation waits for blur or paste (000 §5), not every keystroke; but a shown error goes when its cause goes,
    // so while one is shown each change is checked again (debounced as blur's). A message not shown yet was about an
    // earlier value (checked while the field was still empty): it goes with the change, or leaving the field would
    // show it for a value that has it not, and the message appearing under the pointer moves OK away from a click
    // already on its way (the balancer rule's dropped submit)
    setValue: (value) => {
      void helpers.setValue(value, false)
      if (clientError !== undefined) scheduleValidation()
      else if (meta.error !== undefined) helpers.setError(undefined)
    },
    onBlur: () => {
      void helpers.setTouched(true, false)
      scheduleValidation()
    },
    onPaste: scheduleValidation,
    error: clientError ?? serverError,
    disabled,
  }
}
