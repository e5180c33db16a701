// Request bodies are checked by the precompiled validators generated from schemas/requests (npm run codegen);
// a failure is an HTTP 400 listing each failed field by its dot-separated path.
import type { ErrorObject } from 'ajv'
import type { Context } from 'hono'
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../../contract/fieldErrorCodes'
import type { Validator } from '../../generated/validators/index.js'
import { ApiError, NOFIELD, type ErrorEntry } from './errors'

/** `/rules/0/port` → `rules.0.port` (JSON pointer unescaped) */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')
}

function join(base: string, key: string): string {
  return base === '' ? key : `${base}.${key}`
}

const KEYWORDS: ReadonlySet<string> = new Set(FIELD_ERROR_CODES)

/** the values a translated message names: a bound, a step, a format, a type, the allowed values */
function paramsOf(params: Record<string, unknown>): Record<string, string | number> {
  const shown: Record<string, string | number> = {}
  for (const name of ['limit', 'multipleOf', 'format', 'type'] as const) {
    const value = params[name]
    if (typeof value === 'number' || typeof value === 'string') shown[name] = value
  }
  if (Array.isArray(params['allowedValues'])) shown['allowed'] = params['allowedValues'].join(', ')
  if (params['allowedValue'] !== undefined) shown['allowed'] = String(params['allowedValue'])
  return shown
}

function entryOf(error: ErrorObject): ErrorEntry {
  const base = pointerToPath(error.instancePath)
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required' && typeof params['missingProperty'] === 'string') return { path: join(base, params['missingProperty']), message: 'This field is required', code: 'required' }
  if (error.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string')
    return { path: join(base, params['additionalProperty']), message: 'Unknown field', code: 'additionalProperties' }
  const code = (KEYWORDS.has(error.keyword) ? error.keyword : 'invalid') as FieldErrorCode
  const shown = paramsOf(params)
  return { path: base === '' ? NOFIELD : base, message: messageOf(error, params), code, ...(Object.keys(shown).length > 0 ? { params: shown } : {}) }
}

/** ajv's messages, except where they would show a regular expression or a format name to a user */
function messageOf(error: ErrorObject, params: Record<string, unknown>): string {
  if (error.keyword === 'pattern') return 'Invalid format'
  if (error.keyword === 'format') return `Must be a valid ${String(params['format']).replace(/-/g, ' ')}`
  if (error.keyword === 'multipleOf') return `Must be a multiple of ${String(params['multipleOf'])}`
  return error.message ?? 'Invalid value'
}

/** One entry per path (the first failure of each field), in the validator's order. */
export function errorEntries(errors: readonly ErrorObject[]): ErrorEntry[] {
  const seen = new Set<string>()
  const entries: ErrorEntry[] = []
  for (const error of errors) {
    const entry = entryOf(error)
    if (seen.has(entry.path)) continue
    seen.add(entry.path)
    entries.push(entry)
  }
  return entries
}

export function check<T>(validator: Validator<T>, data: unknown): T {
  if (validator(data)) return data
  const entries = errorEntries(validator.errors ?? [])
  throw new ApiError(400, entries.length > 0 ? entries : [{ path: NOFIELD, message: 'Invalid request', code: 'invalid' }])
}

/** The JSON body of the request, validated; an empty body reads as `{}`. */
export async function body<T>(c: Context, validator: Validator<T>): Promise<T> {
  const text = await c.req.text()
  let data: unknown = {}
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text)
    } catch {
      throw new ApiError(400, [{ path: NOFIELD, message: 'The body is not valid JSON', code: 'invalid_json' }])
    }
  }
  return check(validator, data)
}

/** Boolean flags given as query parameters (DELETE with force, clear_fstab) as a body to validate. */
export function flagsFromQuery(c: Context, names: readonly string[]): Record<string, unknown> {
  const flags: Record<string, unknown> = {}
  for (const name of names) {
    const raw = c.req.query(name)
    if (raw === undefined) continue
    flags[name] = raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw
  }
  return flags
}
