// Query keys are [endpoint, params] (STYLE.md): the endpoint template of 001 §7 and every param of the call,
// path and query alike. A progressive list adds a third element, its part size, since its cached data has
// another shape ({ pages: [{ result, count }] }). A whole list read part after part into one answer (every server
// of a project) adds { all: true }: its data is a plain { result, count } holding every row.
import type { Params } from '../api/types'

export type ApiKey = readonly [endpoint: string, params: Params]
export type PagesKey = readonly [endpoint: string, params: Params, pages: { page_size: number }]
export type AllKey = readonly [endpoint: string, params: Params, all: { all: true }]

export function apiKey(endpoint: string, params: Params = {}): ApiKey {
  return [endpoint, params]
}

export function pagesKey(endpoint: string, params: Params, pageSize: number): PagesKey {
  return [endpoint, params, { page_size: pageSize }]
}

export function allKey(endpoint: string, params: Params): AllKey {
  return [endpoint, params, { all: true }]
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

export function isAllKey(key: readonly unknown[]): key is AllKey {
  return key.length === 3 && typeof key[2] === 'object' && key[2] !== null && (key[2] as { all?: unknown }).all === true
}
