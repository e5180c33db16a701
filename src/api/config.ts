// Where the provider API is: VITE_API_BASE_URL at build time, same-origin /api/v1 by default (docs/ARCHITECTURE.md:
// "the console can also be pointed at any other API base URL").
const DEFAULT_BASE_URL = '/api/v1'

function configuredBaseUrl(): string {
  const fromBuild = import.meta.env?.VITE_API_BASE_URL as string | undefined
  return fromBuild && fromBuild.trim() !== '' ? fromBuild.trim() : DEFAULT_BASE_URL
}

/** The base URL made absolute against the page's origin (a relative one stays as it is outside a browser). */
export function absoluteBaseUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '')
  const origin = typeof window !== 'undefined' ? window.location?.origin : undefined
  if (/^https?:\/\//i.test(trimmed) || !origin) return trimmed
  return new URL(trimmed, origin).toString().replace(/\/+$/, '')
}

export const API_BASE_URL = absoluteBaseUrl(configuredBaseUrl())

/** The websocket of the API: `<base>/ws?token=<access_token>` over ws: or wss: (001 §7). */
export function websocketUrl(accessToken: string, base: string = API_BASE_URL): string {
  return apiSocketUrl('/ws', accessToken, base)
}

/** A websocket of the API at `path` (`/servers/42/console`), authorised like the live one by `?token=`. */
export function apiSocketUrl(path: string, accessToken: string, base: string = API_BASE_URL): string {
  const url = new URL(`${absoluteBaseUrl(base)}${path}`)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.searchParams.set('token', accessToken)
  return url.toString()
}
