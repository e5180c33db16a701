// The API client: fetch with Bearer and JSON (001 §7), retries of idempotent calls (001 §7, §9), and the
// refresh of an expired access token, once for every call waiting on it (000 §4 Auth).
import { TIMINGS } from '../../contract/constants'
import { isExpired } from '../session/store'
import type { SessionHint, SessionStore, StoredSession } from '../session/types'
import { ApiError, apiErrorOf, isAbort, networkError } from './errors'
import { createRefresher } from './refresh'
import { isIdempotent, isRetryableStatus, newIdempotencyKey, sleep as realSleep } from './retry'
import type { HttpMethod, QueryValue, SessionTokens } from './types'
import { queryString } from './url'

export interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>
  body?: unknown
  /** send the Bearer token (default); the sign-in calls go without */
  auth?: boolean
  signal?: AbortSignal
  /** blob: the answer is a file's bytes (a PDF), not JSON */
  as?: 'blob'
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
  const sleep = options.sleep ?? realSleep
  const now = options.now ?? Date.now
  const retries = options.retries ?? TIMINGS.request_retries
  const retryDelayMs = options.retryDelayMs ?? TIMINGS.request_retry_ms

  /**
   * One HTTP exchange, retried while the method is idempotent and the failure is a network one or a 5xx; a POST
   * with its Idempotency-Key is retried after a network failure only.
   */
  async function send(method: HttpMethod, path: string, request: RequestOptions, token: string | undefined, idempotencyKey?: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: request.as === 'blob' ? '*/*' : 'application/json' }
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

  async function validToken(): Promise<string> {
    const current = session.get()
    if (!current) throw refresher.lost()
    return isExpired(current, now()) ? refresher.refresh(current.access_token) : current.access_token
  }

  async function parse<T>(response: Response, as?: 'blob'): Promise<T> {
    if (!response.ok) throw await apiErrorOf(response)
    if (as === 'blob') return (await response.blob()) as T
    if (response.status === 204) return undefined as T
    const text = await response.text()
    return (text === '' ? undefined : JSON.parse(text)) as T
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    if (requestOptions.auth === false) return parse<T>(await send(method, path, requestOptions, undefined), requestOptions.as)
    // one key for every sending of this POST: retries and the replay after a refresh are made once
    const idempotencyKey = method === 'POST' ? newIdempotencyKey() : undefined
    const token = await validToken()
    const response = await send(method, path, requestOptions, token, idempotencyKey)
    if (response.status !== 401) return parse<T>(response, requestOptions.as)
    // the token was refused: refresh it (or take the one another call refreshed) and replay once
    const fresh = await refresher.refresh(token)
    const replay = await send(method, path, requestOptions, fresh, idempotencyKey)
    if (replay.status === 401) {
      const error = await apiErrorOf(replay)
      refresher.lose()
      throw error
    }
    return parse<T>(replay, requestOptions.as)
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
