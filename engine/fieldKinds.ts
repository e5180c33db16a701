// Dialog field kinds that only show a value the dialog was opened with (a secret to scan or copy): the form never
// validates them and the request never carries them.
import type { FieldConfig } from './types'

const DISPLAY_KINDS: ReadonlySet<FieldConfig['kind']> = new Set(['qr_code', 'copy_text'])

export const isDisplayField = (field: FieldConfig): boolean => DISPLAY_KINDS.has(field.kind)
