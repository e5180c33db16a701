// How an error the API gave reads in the user's language (a field's, or a form's general one): the catalogue's key
// (001 §8), else the entry's code (contract/fieldErrorCodes.ts: validation.api.<code>, with its values), else a
// generic sentence that keeps the API's own text only as a detail. The API writes English; the console is Russian
// by default, so no text of the API is ever the whole message.
import { fieldErrorKey } from '../../contract/fieldErrorCodes'
import type { FieldError } from '../../engine/errors/classify'

/** a lookup that answers the key itself when it has no text (i18next's t, ui's text) */
export type Lookup = (key: string, params?: Record<string, unknown>) => string

export const GENERIC_FIELD_ERROR = 'validation.api.rejected'

function known(lookup: Lookup, key: string | undefined, params: Record<string, unknown>): string | undefined {
  if (key === undefined) return undefined
  const shown = lookup(key, params)
  return shown === key ? undefined : shown
}

export function serverErrorText(lookup: Lookup, error: FieldError): string {
  const params = error.params ?? {}
  return known(lookup, error.key, params) ?? known(lookup, error.code === undefined ? undefined : fieldErrorKey(error.code), params) ?? lookup(GENERIC_FIELD_ERROR, { detail: error.message })
}
