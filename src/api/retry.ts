// 001 §7, §9: "Retries: up to 3 on network or idempotent errors, 1 s apart."
// Reading (the stricter of two): only idempotent methods are retried, on a network failure or a 5xx answer;
// a POST or PATCH is never sent twice, since the first one may have reached the API.
import type { HttpMethod } from './types'

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

export function isIdempotent(method: HttpMethod): boolean {
  return IDEMPOTENT.has(method)
}

/** An HTTP answer worth retrying for an idempotent call. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
