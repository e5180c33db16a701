// The shape of a failed call as the engine reads it, whatever HTTP client produced it.
// The API answers a validation failure with HTTP 400 and { errors: [{ path, message }] } (001 §5, docs/ARCHITECTURE.md).

/** An error a call can throw; API clients may throw this or any object with the same fields. */
export class ApiError extends Error {
  readonly status: number | undefined
  readonly body: unknown
  constructor(status: number | undefined, body?: unknown, message?: string) {
    super(message ?? (status === undefined ? 'Network error' : `HTTP ${status}`))
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

export interface ApiFieldError {
  path: string
  message: string
  /** the entry's code (contract/fieldErrorCodes.ts) and the values its text names */
  code?: string
  params?: Record<string, string | number>
}

function paramsOf(value: unknown): Record<string, string | number> | undefined {
  const object = record(value)
  if (!object) return undefined
  const params = Object.entries(object).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
  return params.length > 0 ? Object.fromEntries(params) : undefined
}

export interface NormalizedError {
  /** HTTP status, absent for a network failure or a thrown program error */
  http_status?: number
  body?: unknown
  message: string
  /** the request never got an HTTP answer */
  network: boolean
  /** { errors: [{ path, message }] } of the body, if any */
  field_errors: ApiFieldError[]
  /** a code the body names (code, error_code or error as a string) */
  code?: string
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
}

function statusOf(error: Record<string, unknown>): number | undefined {
  const candidates = [error.status, error.http_status, error.statusCode, record(error.response)?.status]
  return candidates.find((value): value is number => typeof value === 'number')
}

function bodyOf(error: Record<string, unknown>): unknown {
  if ('body' in error) return error.body
  if ('data' in error) return error.data
  return record(error.response)?.data ?? record(error.response)?.body
}

/** The { path, message } list of a validation error body. */
export function fieldErrorsOf(body: unknown): ApiFieldError[] {
  const errors = record(body)?.errors
  if (!Array.isArray(errors)) return []
  const result: ApiFieldError[] = []
  for (const entry of errors) {
    const item = record(entry)
    if (item && typeof item.message === 'string') {
      const path = Array.isArray(item.path) ? item.path.join('.') : typeof item.path === 'string' ? item.path : ''
      const params = paramsOf(item.params)
      result.push({ path, message: item.message, ...(typeof item.code === 'string' ? { code: item.code } : {}), ...(params ? { params } : {}) })
    }
  }
  return result
}

export function normalizeError(error: unknown): NormalizedError {
  const object = record(error)
  if (!object) return { message: String(error), network: false, field_errors: [] }
  const http_status = statusOf(object)
  const body = bodyOf(object)
  const bodyRecord = record(body)
  const codeCandidate = [bodyRecord?.code, bodyRecord?.error_code, bodyRecord?.error].find((value): value is string => typeof value === 'string')
  const message = typeof bodyRecord?.message === 'string' ? bodyRecord.message : typeof object.message === 'string' ? object.message : String(error)
  const network = http_status === undefined && (object.name === 'ApiError' || (object.name === 'TypeError' && /fetch|network/i.test(message)) || object.network === true)
  const normalized: NormalizedError = { message, network, field_errors: fieldErrorsOf(body) }
  if (http_status !== undefined) normalized.http_status = http_status
  if (body !== undefined) normalized.body = body
  if (codeCandidate !== undefined) normalized.code = codeCandidate
  return normalized
}
