// 001 §7, §9: "Retries: up to 3 on network or idempotent errors, 1 s apart."
// Reading (the stricter of two): idempotent methods are retried on a network failure or a 5xx answer. A POST
// carries an Idempotency-Key (issue 14), so after a network failure (the first one may have reached the API) it
// is sent again with the same key and the API makes it once; a PATCH is never sent twice.
import type { HttpMethod } from './types'

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

export function isIdempotent(method: HttpMethod): boolean {
  return IDEMPOTENT.has(method)
}

/** a fresh Idempotency-Key: 128 random bits in hex (getRandomValues works outside secure contexts too) */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** An HTTP answer worth retrying for an idempotent call. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
