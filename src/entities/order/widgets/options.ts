// Reading a widget field's widget_options (FieldConfig.widget_options) by type.
import type { FieldConfig } from '../../../../engine/types'

export const optionText = (field: FieldConfig, name: string): string | undefined => {
  const value = field.widget_options?.[name]
  return typeof value === 'string' ? value : undefined
}

export const optionList = (field: FieldConfig, name: string): string[] => {
  const value = field.widget_options?.[name]
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
}
