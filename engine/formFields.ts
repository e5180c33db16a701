// Fields an API describes (DialogConfig.fields_from): one form engine for whatever a datastore's configuration form
// lists. Each parameter becomes a FieldConfig the generic dialog draws and checks: an integer a number field with its
// range (a value out of range is refused on its field before anything is sent), a boolean a checkbox, a select its
// options, a string a text field. Labels are the parameters' own names (they are the datastore's, not translated);
// the unit and the range go to the hint.
import type { FieldConfig, Json } from './types'

export interface DescribedField {
  name: string
  type: 'integer' | 'number' | 'string' | 'boolean' | 'select'
  min?: number
  max?: number
  options?: readonly string[]
  default?: Json
  unit?: string
  description?: string
}

const isDescribed = (value: unknown): value is DescribedField =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && typeof (value as { type?: unknown }).type === 'string'

/** the fields of a form answer (`{ fields: [...] }`); anything else has none */
export function describedFields(answer: unknown): DescribedField[] {
  const fields = typeof answer === 'object' && answer !== null ? (answer as { fields?: unknown }).fields : undefined
  return Array.isArray(fields) ? fields.filter(isDescribed) : []
}

function hintOf(field: DescribedField): string | undefined {
  const range = field.min !== undefined && field.max !== undefined ? `${String(field.min)} … ${String(field.max)}` : undefined
  const parts = [field.description, range, field.unit].filter((part): part is string => part !== undefined && part !== '')
  return parts.length > 0 ? parts.join(' · ') : undefined
}

/** A described field as a dialog field; its default is the current value when one is given, else the form's default. */
export function fieldOf(field: DescribedField, current?: Json): FieldConfig {
  const hint = hintOf(field)
  const value = current !== undefined ? current : field.default
  const base = { name: field.name, label: field.name, ...(hint ? { hint } : {}), ...(value !== undefined ? { default: value } : {}) }
  switch (field.type) {
    case 'integer':
    case 'number':
      return {
        ...base,
        kind: 'number',
        required: true,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(field.type === 'integer' ? { step: 1 } : {}),
      }
    case 'boolean':
      return { ...base, kind: 'checkbox' }
    case 'select':
      return { ...base, kind: 'select', required: true, options: (field.options ?? []).map((option) => ({ value: option, label: option })) }
    case 'string':
      return { ...base, kind: 'text' }
  }
}

/** the dialog fields of a form answer, with the current values of a values answer (name → value) */
export function fieldsFromForm(form: unknown, values?: unknown): FieldConfig[] {
  const current = typeof values === 'object' && values !== null ? (values as Record<string, Json>) : {}
  return describedFields(form).map((field) => fieldOf(field, current[field.name]))
}
