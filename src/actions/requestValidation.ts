// The payload is checked against its request schema (ActionConfig.request, schemas/requests) before it is sent:
// the precompiled validators of generated/validators, their failures mapped to the dialog's fields.
import type { ErrorObject } from 'ajv'
import { ApiError, type ApiFieldError } from '../../engine/errors/http'
import { GROUP_SEPARATOR } from '../../engine/fieldKinds'
import { REQUEST_VALIDATORS } from '../../generated/validators/requests'
import type { Validator } from '../../generated/validators/index.js'

/** The validator of a request schema, by the title an action's `request` names (tests/contract: every one exists). */
export function requestValidator(title: string): Validator<unknown> {
  const validator = REQUEST_VALIDATORS[title]
  if (!validator) throw new Error(`No validator for the request schema ${title}`)
  return validator
}

/** What a failure says, as an i18n key with its parameters (the caller translates it). */
export interface RequestProblem {
  /** the payload field, dot-separated (the dialog field of that name) */
  path: string
  key: string
  params?: Record<string, unknown>
}

export type Translate = (key: string, params?: Record<string, unknown>) => string

function problemOf(error: ErrorObject): Omit<RequestProblem, 'path'> {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' }
    case 'minimum':
      return { key: 'validation.min_value', params: { min: params.limit } }
    case 'maximum':
      return { key: 'validation.max_value', params: { max: params.limit } }
    case 'multipleOf':
      return { key: 'ui.validation.step', params: { step: params.multipleOf } }
    case 'minLength':
      return params.limit === 1 ? { key: 'validation.required' } : { key: 'validation.min_length', params: { count: params.limit } }
    case 'maxLength':
      return { key: 'validation.max_length', params: { count: params.limit } }
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? { key: 'validation.numeric' } : { key: 'error.validation' }
    case 'pattern':
      return { key: 'console.action.validation.name_pattern' }
    case 'enum':
    case 'const':
    case 'additionalProperties':
      return { key: 'ui.validation.not_allowed' }
    default:
      return { key: 'error.validation' }
  }
}

/** The field an ajv failure is about: the property of /name, or the missing (or extra) one. */
function pathOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required') return String(params.missingProperty ?? '')
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty ?? '')
  return error.instancePath.replace(/^\//, '').split('/').join('.')
}

/** The payload's failures against its request schema (empty when it is valid). */
export function requestProblems(title: string, payload: unknown): RequestProblem[] {
  const validator = requestValidator(title)
  if (validator(payload)) return []
  return (validator.errors ?? []).map((error) => ({ path: pathOf(error), ...problemOf(error) }))
}

/** The form field a failure's path names among `fields`: itself, a grouped field (healthmonitor/timeout), or its holder (rules.0.address_id: rules). */
function fieldNamed(path: string, fields: readonly string[]): string {
  const grouped = path.split('.').join(GROUP_SEPARATOR)
  const holder = path.split('.')[0] ?? path
  return fields.includes(path) ? path : fields.includes(grouped) ? grouped : fields.includes(holder) ? holder : path
}

/** The failures as the dialog's form takes them: field (among `fields`, when given) → translated message, the first one per field. */
export function requestMessages(title: string | undefined, payload: unknown, translate: Translate, fields: readonly string[] = []): Record<string, string> {
  if (title === undefined) return {}
  const messages: Record<string, string> = {}
  for (const problem of requestProblems(title, payload)) messages[fieldNamed(problem.path, fields)] ??= translate(problem.key, problem.params)
  return messages
}

/**
 * Throws when the payload does not match its request schema, in the shape of the API's own 400
 * ({ errors: [{ path, message }] }) so the dialog shows each message on its field; nothing is sent.
 */
export function assertRequest(title: string | undefined, payload: unknown, translate: Translate): void {
  if (title === undefined) return
  const problems = requestProblems(title, payload)
  if (problems.length === 0) return
  const errors: ApiFieldError[] = problems.map((problem) => ({ path: problem.path, message: translate(problem.key, problem.params) }))
  throw new ApiError(400, { errors }, 'The request does not match its schema')
}
