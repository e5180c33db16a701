// A 400 that names one of the 001 §8 user-facing messages by its code ({ errors: [{ path: 'name', message }],
// code: 'volume_name_in_use' }): its fields show the catalogue's text (error.<code>) in the user's language, not
// the API's English one. Translated here, when the call fails, as the request validator's messages are: the
// engine's classifier keeps a 400's own message on its field.
import { USER_MESSAGES } from '../../engine/errors/catalogue'
import { ApiError, normalizeError } from '../../engine/errors/http'
import type { Translate } from './requestValidation'

export function withCatalogueMessage(error: unknown, translate: Translate): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error
  const { code, field_errors, body } = normalizeError(error)
  const key = `error.${code}`
  if (code === undefined || field_errors.length === 0 || !USER_MESSAGES.some((message) => message.key === key)) return error
  const message = translate(key)
  return new ApiError(400, { ...(body as object), errors: field_errors.map(({ path }) => ({ path, message })) }, error.message)
}
