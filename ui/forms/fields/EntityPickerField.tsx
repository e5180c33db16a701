// Choosing another entity (attach a volume to a server: FieldConfig.picker). ui/ does not load lists: the app
// passes the options (from its queries, filtered by picker.filter) and says when they are still loading.
import { useText } from '../../i18n/translate'
import { SelectField, type SelectOption } from './SelectField'
import type { BaseFieldProps } from './types'

export interface EntityPickerFieldProps extends BaseFieldProps {
  options: readonly SelectOption[]
  loading?: boolean
}

export function EntityPickerField({ options, loading = false, ...props }: EntityPickerFieldProps) {
  const text = useText()
  return <SelectField {...props} options={loading ? [] : options} emptyText={loading ? text('ui.loading') : text('ui.field.picker_empty')} />
}
