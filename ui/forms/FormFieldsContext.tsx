// What a form around the fields adds to formik: errors the server put on fields (a 400's path → field,
// 001 §5), a switch that disables every field (while the dialog is processing) and the debounced validation
// the fields trigger on blur and paste (000 §5: 150 ms).
import { createContext, useContext } from 'react'
import type { FieldError } from '../../engine/errors/classify'

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
