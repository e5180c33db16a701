// Dialog field kinds that only show a value the dialog was opened with (a secret to scan or copy): the form never
// validates them and the request never carries them; and fields shown only while another field (or a context value)
// has a value.
import { valueAt } from './predicates'
import type { EvalContext, FieldConfig, Json } from './types'

const DISPLAY_KINDS: ReadonlySet<FieldConfig['kind']> = new Set(['qr_code', 'copy_text'])

export const isDisplayField = (field: FieldConfig): boolean => DISPLAY_KINDS.has(field.kind)

/**
 * Whether a field is in the form now (FieldConfig.shown_when): always, unless its condition reads another field's
 * value, or a context value, that is not among the ones it is shown for. A hidden field is neither checked nor sent.
 */
export function isFieldShown(field: FieldConfig, values: Readonly<Record<string, unknown>>, context?: EvalContext): boolean {
  const when = field.shown_when
  if (!when) return true
  const value = when.field !== undefined ? values[when.field] : when.path !== undefined && context ? valueAt(context, when.path) : undefined
  return when.in.includes(value as Json)
}

/** the separator of a grouped field's name (`healthmonitor/timeout`: timeout inside the payload's healthmonitor) */
export const GROUP_SEPARATOR = '/'
