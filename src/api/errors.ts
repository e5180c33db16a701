// Every failed call becomes engine/errors/http.ts's ApiError, so forms and the error catalogue read one shape:
// HTTP 400 { errors: [{ path, message }] } reaches the fields (001 §5, §8).
import { ApiError } from '../../engine/errors/http'

export { ApiError }

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>
    if (Array.isArray(record.errors)) {
      const messages = record.errors
        .map((entry) => (entry && typeof entry === 'object' ? (entry as Record<string, unknown>).message : undefined))
        .filter((message): message is string => typeof message === 'string' && message !== '')
      if (messages.length > 0) return messages.join('\n')
    }
    if (typeof record.message === 'string' && record.message !== '') return record.message
  }
  return `HTTP ${status}`
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The ApiError of an answer that is not 2xx; its message is the API's own text when it gives one. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = await bodyOf(response)
  return new ApiError(response.status, body, messageOf(body, response.status))
}

/** A request that never got an HTTP answer. */
export function networkError(cause: unknown): ApiError {
  const error = new ApiError(undefined, undefined, 'Network error')
  ;(error as Error & { cause?: unknown }).cause = cause
  return error
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}
