// Label, hint and message around one input. Chakra's Field wires the input to the label, required and
// aria-invalid; the control gets from `children` what describes it by the message shown (useFieldMessages).
// The message under a field is its error, else its hint. Chakra's Field sets aria-errormessage on an invalid control
// but describes it only by the hint, so a screen reader that reads a control's description (most do; few follow
// aria-errormessage) never read the error: the control's aria-describedby names whichever message is shown, and
// aria-errormessage the error.
import { Field } from '@chakra-ui/react'
import { useId, type ReactNode, createContext, useContext } from 'react'
import { useField } from 'formik'
import type { FieldError } from '../../../engine/errors/classify'
import { useText } from '../../i18n/translate'
import { serverErrorText } from '../../errors/serverErrorText'

/** What a field's control takes to be described by its message (spread on the input, select or checkbox input). */
export interface FieldControlProps {
  'aria-describedby'?: string
  'aria-errormessage'?: string
}

export interface FieldMessages {
  /** Field.Root's ids: the message elements get these */
  ids: { helperText: string; errorText: string }
  control: FieldControlProps
  /** the error or the hint, to draw inside Field.Root */
  message: ReactNode
}

export function useFieldMessages(hint: ReactNode, error: string | undefined): FieldMessages {
  const id = useId()
  const ids = { helperText: `${id}hint`, errorText: `${id}error` }
  if (error !== undefined)
    return {
      ids,
      control: { 'aria-describedby': ids.errorText, 'aria-errormessage': ids.errorText },
      message: <Field.ErrorText whiteSpace="pre-line">{error}</Field.ErrorText>,
    }
  if (hint) return { ids, control: { 'aria-describedby': ids.helperText }, message: <Field.HelperText>{hint}</Field.HelperText> }
  return { ids, control: {}, message: null }
}

export interface FieldShellProps {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  required?: boolean
  disabled?: boolean
  /** draws the control; spread `control` on the input, select or textarea */
  children: (control: FieldControlProps) => ReactNode
}

export function FieldShell({ label, hint, error, required, disabled, children }: FieldShellProps) {
  const { ids, control, message } = useFieldMessages(hint, error)
  return (
    <Field.Root ids={ids} invalid={error !== undefined} required={required ?? false} disabled={disabled ?? false}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children(control)}
      {message}
    </Field.Root>
  )
}

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
    // so while one is shown each change is checked again (debounced as blur's)
    setValue: (value) => {
      void helpers.setValue(value, false)
      if (clientError !== undefined) scheduleValidation()
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
