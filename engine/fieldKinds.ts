// Dialog field kinds that only show a value the dialog was opened with (a secret to scan or copy): the form never
// validates them and the request never carries them; and fields shown only while another field has a value.
import type { FieldConfig } from './types'

const DISPLAY_KINDS: ReadonlySet<FieldConfig['kind']> = new Set(['qr_code', 'copy_text'])

export const isDisplayField = (field: FieldConfig): boolean => DISPLAY_KINDS.has(field.kind)

/** FieldConfig.shown_when: whether the field is shown (and so checked and sent) for the form's values */
export const isShown = (field: FieldConfig, values: Readonly<Record<string, unknown>>): boolean =>
  field.shown_when === undefined || field.shown_when.in.some((value) => value === values[field.shown_when?.field ?? ''])

/** the separator of a grouped field's name (`healthmonitor/timeout`: timeout inside the payload's healthmonitor) */
export const GROUP_SEPARATOR = '/'
