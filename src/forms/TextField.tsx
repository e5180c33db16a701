// A formik text field of the sign pages: the field's value, and its error once touched or after a submit.
import { useField } from 'formik'
import { TextInputField, type TextFieldProps } from './TextInputField'

export type { TextFieldProps } from './TextInputField'

export function TextField(props: TextFieldProps) {
  const [field, meta] = useField<string>(props.name)
  return <TextInputField {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={meta.touched ? meta.error : undefined} />
}
