// Endpoints are templates with `{name}` segments (as 001 §7 writes them: /projects/{id}/volumes); the params
// named in the template fill it, every other param goes to the query string.
import type { Params, QueryValue } from './types'

const SEGMENT = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g

export interface ResolvedEndpoint {
  path: string
  query: Record<string, QueryValue>
}

export function resolveEndpoint(endpoint: string, params: Params = {}): ResolvedEndpoint {
  const used = new Set<string>()
  const path = endpoint.replace(SEGMENT, (_whole, name: string) => {
    const value = params[name]
    if (value === undefined || value === null || value === '' || Array.isArray(value)) throw new Error(`Param ${name} is missing for ${endpoint}`)
    used.add(name)
    return encodeURIComponent(String(value))
  })
  const query: Record<string, QueryValue> = {}
  for (const [name, value] of Object.entries(params)) if (!used.has(name)) query[name] = value
  return { path, query }
}

/** `?a=1&b=x,y`; undefined and null values are left out, arrays are joined with commas (`status__in=A,B`). */
export function queryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    search.append(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}
