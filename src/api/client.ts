// The API client: fetch with Bearer and JSON (001 §7), retries of idempotent calls (001 §7, §9), and the
// refresh of an expired access token, once for every call waiting on it (000 §4 Auth).
import { TIMINGS } from '../../contract/signInConstants'
import { isExpired } from '../session/store'
import type { SessionHint, SessionStore, StoredSession } from '../session/types'
import { ApiError, apiErrorOf, isAbort, networkError } from './errors'
import { createRefresher } from './refresh'
import type { HttpMethod, QueryValue, SessionTokens, Params } from './types'
import { sessionStore } from '../session/instance'
import { API_BASE_URL } from './config'

export interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>
  body?: unknown
  /** send the Bearer token (default); the sign-in calls go without */
  auth?: boolean
  signal?: AbortSignal
  /** a POST's Idempotency-Key: the one of an earlier try of the same order (a fresh one by default) */
  idempotencyKey?: string
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>
  get<T>(path: string, options?: RequestOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  delete<T>(path: string, options?: RequestOptions): Promise<T>
  /** the current access token, refreshed first when it has expired (the websocket connects with it) */
  freshAccessToken(): Promise<string>
  /** after a reload: the session the refresh cookie still holds, if any (true when one was restored) */
  restoreSession(hint: SessionHint): Promise<boolean>
}

export interface ApiClientOptions {
  baseUrl: string
  session: SessionStore
  fetch?: typeof fetch
  /** the refresh was refused: local state is to be cleared and the user sent to sign-in */
  onSessionLost?: () => void
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  retries?: number
  retryDelayMs?: number
  /**
   * The API keeps the refresh token in its HttpOnly cookie (the API is on the page's origin): the calls carry the
   * transport header, the refresh sends no token. Otherwise the refresh token lives in this page's memory.
   */
  refreshCookie?: boolean
  /** runs a refresh alone among this origin's tabs (Web Locks): two tabs must not spend one rotating cookie */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>
}

/** the header asking the API for the cookie transport (emulator/http/sessionCookie.ts) */
export const SESSION_TRANSPORT_HEADER = 'X-Session-Transport'

/** Web Locks where the browser has them: a refresh in one tab waits for another tab's to end. */
export async function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined
  return locks ? await locks.request('console-refresh', run) : run()
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, session } = options
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const sleep = options.sleep ?? wait
  const now = options.now ?? Date.now
  const retries = options.retries ?? TIMINGS.request_retries
  const retryDelayMs = options.retryDelayMs ?? TIMINGS.request_retry_ms

  /**
   * One HTTP exchange, retried while the method is idempotent and the failure is a network one or a 5xx; a POST
   * with its Idempotency-Key is retried after a network failure only.
   */
  async function send(method: HttpMethod, path: string, request: RequestOptions, token: string | undefined, idempotencyKey?: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (request.body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey
    if (options.refreshCookie) headers[SESSION_TRANSPORT_HEADER] = 'cookie'
    const url = `${baseUrl}${path}${queryString(request.query)}`
    const init: RequestInit = { method, headers }
    if (request.body !== undefined) init.body = JSON.stringify(request.body)
    if (request.signal) init.signal = request.signal
    const retryable = isIdempotent(method)
    for (let attempt = 0; ; attempt += 1) {
      let response: Response
      try {
        response = await doFetch(url, init)
      } catch (error) {
        if (isAbort(error)) throw error
        if (!(retryable || idempotencyKey) || attempt >= retries) throw networkError(error)
        await sleep(retryDelayMs)
        continue
      }
      if (retryable && isRetryableStatus(response.status) && attempt < retries) {
        await sleep(retryDelayMs)
        continue
      }
      return response
    }
  }

  const exclusive = options.exclusive ?? (<T>(run: () => Promise<T>) => run())
  /** POST /auth/refresh: with the session's refresh token, or the cookie's (then alone among the tabs) */
  const callRefresh = async (current: Pick<StoredSession, 'refresh_token'>): Promise<SessionTokens> => {
    if (!options.refreshCookie && !current.refresh_token) throw refresher.lost()
    const call = async () => send('POST', '/auth/refresh', options.refreshCookie ? {} : { body: { refresh_token: current.refresh_token } }, undefined)
    const response = options.refreshCookie ? await exclusive(call) : await call()
    if (!response.ok) throw await apiErrorOf(response)
    return (await response.json()) as SessionTokens
  }
  const refresher = createRefresher({
    session,
    refresh: callRefresh,
    onSessionLost: () => options.onSessionLost?.(),
    now,
  })

  /** the session's token while it is valid: a call then goes out in the task that makes it, not after a tick */
  function currentToken(): string | undefined {
    const current = session.get()
    return current && !isExpired(current, now()) ? current.access_token : undefined
  }

  async function validToken(): Promise<string> {
    const valid = currentToken()
    if (valid) return valid
    const current = session.get()
    if (!current) throw refresher.lost()
    return refresher.refresh(current.access_token)
  }

  // a file's bytes come through src/api/files.ts, not here
  async function parse<T>(response: Response): Promise<T> {
    if (!response.ok) throw await apiErrorOf(response)
    if (response.status === 204) return undefined as T
    const text = await response.text()
    return (text === '' ? undefined : JSON.parse(text)) as T
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    if (requestOptions.auth === false) return parse<T>(await send(method, path, requestOptions, undefined))
    // one key for every sending of this POST: retries and the replay after a refresh are made once
    const idempotencyKey = method === 'POST' ? (requestOptions.idempotencyKey ?? newIdempotencyKey()) : undefined
    const token = currentToken() ?? (await validToken())
    const response = await send(method, path, requestOptions, token, idempotencyKey)
    if (response.status !== 401) return parse<T>(response)
    // the token was refused: refresh it (or take the one another call refreshed) and replay once
    const fresh = await refresher.refresh(token)
    const replay = await send(method, path, requestOptions, fresh, idempotencyKey)
    if (replay.status === 401) {
      const error = await apiErrorOf(replay)
      refresher.lose()
      throw error
    }
    return parse<T>(replay)
  }

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    put: (path, body, requestOptions) => request('PUT', path, { ...requestOptions, body }),
    patch: (path, body, requestOptions) => request('PATCH', path, { ...requestOptions, body }),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
    freshAccessToken: validToken,
    async restoreSession(hint) {
      if (!options.refreshCookie) {
        // nothing outlives the page without the cookie: the hint is stale
        session.clear()
        return false
      }
      try {
        session.set({ ...(await callRefresh({})), is_support_session: hint.is_support_session })
        return true
      } catch (error) {
        // refused (signed out elsewhere, expired): the hint goes; a network failure keeps it for the next load
        if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500) session.clear()
        return false
      }
    },
  }
}

export { ApiError }

// Endpoints are templates with `{name}` segments (as 001 §7 writes them: /projects/{id}/volumes); the params
// named in the template fill it, every other param goes to the query string.
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

// 001 §7, §9: "Retries: up to 3 on network or idempotent errors, 1 s apart."
// Reading (the stricter of two): idempotent methods are retried on a network failure or a 5xx answer. A POST
// carries an Idempotency-Key (issue 14), so after a network failure (the first one may have reached the API) it
// is sent again with the same key and the API makes it once; a PATCH is never sent twice.
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

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

// The app's one API client. What happens when the session is lost is wired by the app (src/app/sessionLost.ts).
const lostListeners = new Set<() => void>()

/** Called when a refresh is refused: clear local state, go to sign-in. */
export function onSessionLost(listener: () => void): () => void {
  lostListeners.add(listener)
  return () => lostListeners.delete(listener)
}

export const api = createApiClient({
  baseUrl: API_BASE_URL,
  session: sessionStore,
  // the refresh token stays in the API's HttpOnly cookie when the API is on this origin (it can set cookies here)
  refreshCookie: typeof window !== 'undefined' && new URL(API_BASE_URL).origin === window.location.origin,
  exclusive: acrossTabs,
  onSessionLost: () => {
    for (const listener of [...lostListeners]) listener()
  },
})
