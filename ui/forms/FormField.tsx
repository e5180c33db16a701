// A FieldConfig drawn by its kind. Labels, hints and option labels are i18n keys of the config.
import { useFormikContext } from 'formik'
import type { ComponentType } from 'react'
import { isFieldShown } from '../../engine/evaluate'
import type { FieldConfig } from '../../engine/types'
import { useText } from '../i18n/translate'
import { CheckboxField } from './fields/CheckboxField'
import { ConfirmNameField } from './fields/ConfirmNameField'
import { CopyTextField } from './fields/CopyTextField'
import { EntityPickerField } from './fields/EntityPickerField'
import { FilesField } from './fields/FilesField'
import { NameField } from './fields/NameField'
import { NumberField } from './fields/NumberField'
import { PasswordField } from './fields/PasswordField'
import { QrCodeField } from './fields/QrCodeField'
import { AnsweredSelectField } from './fields/AnsweredSelectField'
import { SelectField, type SelectOption } from './fields/SelectField'
import { SizeField } from './fields/SizeField'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'

export interface PickerOptions {
  options: readonly SelectOption[]
  loading?: boolean
  /** a select's options_from: the call's answer its options are read from */
  answer?: unknown
}

/** An input of a `widget` field, registered by the app under the name it draws (image_picker, disk_picker). */
export type FieldWidget = ComponentType<{ field: FieldConfig; label: string; hint?: string; required: boolean }>

export interface FormFieldProps {
  field: FieldConfig
  /** the app's widget inputs by name */
  widgets?: Record<string, FieldWidget>
  /** confirm_name: the name to type */
  itemName?: string
  /** entity_picker: the options the app loaded for it */
  picker?: PickerOptions
}

function numeric(field: FieldConfig) {
  return { ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}), ...(field.step !== undefined ? { step: field.step } : {}) }
}

export function FormField(props: FormFieldProps) {
  const { values } = useFormikContext<Record<string, unknown>>()
  return isFieldShown(props.field, values) ? <ShownField {...props} /> : null
}

function ShownField({ field, itemName, picker, widgets }: FormFieldProps) {
  const text = useText()
  const base = { name: field.name, label: text(field.label), required: field.required ?? false, ...(field.hint ? { hint: text(field.hint) } : {}) }
  switch (field.kind) {
    case 'name':
      return <NameField {...base} />
    case 'text':
      return <TextField {...base} />
    case 'textarea':
      return <TextareaField {...base} />
    case 'number':
      return <NumberField {...base} {...numeric(field)} {...(field.decimals ? { decimals: field.decimals } : {})} />
    case 'size':
      return <SizeField {...base} {...numeric(field)} />
    case 'select':
      if (field.options_from) return <AnsweredSelectField base={base} field={field} answer={picker?.answer} />
      return <SelectField {...base} options={(field.options ?? []).map((option) => ({ value: option.value, label: text(option.label) }))} />
    case 'entity_picker':
      return <EntityPickerField {...base} options={picker?.options ?? []} loading={picker?.loading ?? false} />
    case 'checkbox':
      return <CheckboxField {...base} />
    case 'confirm_name':
      return <ConfirmNameField name={field.name} itemName={itemName ?? ''} {...(field.label ? { label: text(field.label, { params: { name: itemName ?? '' } }) } : {})} />
    case 'password':
      return <PasswordField {...base} {...(field.generate ? { generate: field.generate } : {})} />
    case 'widget': {
      const Widget = field.widget ? widgets?.[field.widget] : undefined
      if (!Widget) throw new Error(`No widget ${field.widget ?? ''} for the field ${field.name}`)
      return <Widget field={field} label={base.label} required={base.required} {...(base.hint ? { hint: base.hint } : {})} />
    }
    case 'current_password':
      return <PasswordField {...base} generate={false} autoComplete="current-password" />
    case 'qr_code':
      return <QrCodeField {...base} />
    case 'copy_text':
      return <CopyTextField {...base} />
    case 'files':
      if (!field.accept) throw new Error(`The files field ${field.name} declares no accept`)
      return <FilesField {...base} accept={field.accept} />
  }
}
