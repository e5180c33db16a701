// One field's formik state plus what FormFieldsContext adds: the message to show under it (the browser's
// check once the field was left, else the server's) and the blur that schedules validation.
import { useField } from 'formik'
import { useText } from '../i18n/translate'
import { useFormFields } from './FormFieldsContext'

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
  const serverError = server ? (server.key ? text(server.key, { fallback: server.message }) : server.message) : undefined
  return {
    value: field.value,
    // validation waits for blur or paste (000 §5), not every keystroke
    setValue: (value) => void helpers.setValue(value, false),
    onBlur: () => {
      void helpers.setTouched(true, false)
      scheduleValidation()
    },
    onPaste: scheduleValidation,
    error: clientError ?? serverError,
    disabled,
  }
}
