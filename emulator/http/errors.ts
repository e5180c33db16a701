// Error answers: `{ errors: [{ path, message }] }` (schemas/api/validation-error.schema.json), plus, for a
// refusal, the spec's reason and its details at the top level (reason: not_enough_money with missing, ...).
import { ERROR_CATALOGUE, USER_MESSAGES } from '../../contract/catalogue'
import type { FieldErrorCode } from '../../contract/fieldErrorCodes'

export const NOFIELD = 'nofield'

export interface ErrorEntry {
  /** the field, dot-separated, without a leading slash; nofield for a general error (001 §8) */
  path: string
  message: string
  /** what the console translates the message by (contract/fieldErrorCodes.ts), with its values */
  code?: FieldErrorCode
  params?: Record<string, string | number>
}

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 429 | 500 | 503

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly errors: ErrorEntry[],
    readonly details: Record<string, unknown> = {},
  ) {
    super(errors.map((entry) => `${entry.path}: ${entry.message}`).join('; '))
  }

  body(): Record<string, unknown> {
    return { errors: this.errors, ...this.details }
  }

  /** headers the answer carries besides the body (Retry-After of a 429) */
  headers(): Record<string, string> {
    return {}
  }
}

/** 429: too many attempts; the client may try again after `retryAfterSeconds` (real seconds). */
export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, [{ path: NOFIELD, message: `Too many attempts; try again in ${retryAfterSeconds} s` }], { reason: 'too_many_attempts', retry_after: retryAfterSeconds })
  }

  override headers(): Record<string, string> {
    return { 'retry-after': String(this.retryAfterSeconds) }
  }
}

export function badRequest(path: string, message: string): ApiError {
  return new ApiError(400, [{ path, message }])
}

/**
 * A 400 on a field with one of the 001 §8 user-facing messages: the catalogue's English text, and its code at the
 * top level (error.<code> is the message's i18n key), by which a console shows the message in its own language.
 */
export function catalogueBadRequest(path: string, code: string): ApiError {
  // a user-facing message (its paraphrase), else a situation the spec gives a literal text for
  const text = USER_MESSAGES.find((message) => message.key === `error.${code}`)?.text ?? ERROR_CATALOGUE.find((entry) => entry.code === code)?.message
  if (!text) throw new Error(`The error catalogue has no message for ${code}`)
  return new ApiError(400, [{ path, message: text }], { code })
}

export function unauthorized(message = 'Authentication required'): ApiError {
  return new ApiError(401, [{ path: NOFIELD, message }])
}

export function forbidden(message: string): ApiError {
  return new ApiError(403, [{ path: NOFIELD, message }])
}

export function notFound(message = 'Not found'): ApiError {
  return new ApiError(404, [{ path: NOFIELD, message }])
}

/** 409: the action is not allowed in the current state; reason is a short machine-readable word */
export function conflict(message: string, reason = 'invalid_state', path: string = NOFIELD, details: Record<string, unknown> = {}): ApiError {
  return new ApiError(409, [{ path, message }], { reason, ...details })
}
