import { fieldErrorsOf } from '../../../engine/errors/http'
import { isApiError } from '../../api/errors'

/** The API refused the e-mailed key (400 on its field): the form says so in the UI's language. */
export function isKeyRefused(error: unknown, field: string): boolean {
  return isApiError(error) && error.status === 400 && fieldErrorsOf(error.body).some((entry) => entry.path === field)
}
