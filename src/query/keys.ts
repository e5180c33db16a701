// Query keys are [endpoint, params] (STYLE.md): the endpoint template of 001 §7 and every param of the call,
// path and query alike. A progressive list adds a third element, its part size, since its cached data has
// another shape ({ pages: [{ result, count }] }).
import type { Params } from '../api/types'

export type ApiKey = readonly [endpoint: string, params: Params]
export type PagesKey = readonly [endpoint: string, params: Params, pages: { page_size: number }]

export function apiKey(endpoint: string, params: Params = {}): ApiKey {
  return [endpoint, params]
}

export function pagesKey(endpoint: string, params: Params, pageSize: number): PagesKey {
  return [endpoint, params, { page_size: pageSize }]
}

export function endpointOfKey(key: readonly unknown[]): string | undefined {
  return typeof key[0] === 'string' ? key[0] : undefined
}

export function paramsOfKey(key: readonly unknown[]): Params {
  const params = key[1]
  return params && typeof params === 'object' ? (params as Params) : {}
}

export function isPagesKey(key: readonly unknown[]): key is PagesKey {
  return key.length === 3 && typeof key[2] === 'object' && key[2] !== null && 'page_size' in key[2]
}
