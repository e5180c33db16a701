// Issue 14 item 2: the access token lives in memory, the refresh token in the API's HttpOnly cookie. The client asks
// for the cookie transport on every call, refreshes without a token in the body and one tab at a time, restores a
// session after a reload through the cookie, and storage never holds a token.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../src/api/client'
import { createSessionStore, SESSION_HINT_KEY } from '../../src/session/store'

const BASE = 'http://api.test/api/v1'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

/** a Storage over a Map: what a script of the page could read */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

function setup() {
  const storage = memoryStorage()
  const session = createSessionStore(storage)
  const exclusive = vi.fn()
  const api = createApiClient({
    baseUrl: BASE,
    session,
    refreshCookie: true,
    exclusive: <T>(run: () => Promise<T>) => {
      exclusive()
      return run()
    },
    sleep: () => Promise.resolve(),
  })
  return { storage, session, exclusive, api }
}

describe('the cookie transport', () => {
  it('storage keeps a hint without any token; the tokens stay in memory', () => {
    const { storage, session } = setup()
    session.set({ access_token: 'secret-access', expires_at: inAnHour(), is_support_session: true })
    const stored = storage.getItem(SESSION_HINT_KEY) ?? ''
    expect(JSON.parse(stored)).toEqual({ is_support_session: true })
    expect(stored).not.toContain('secret-access')
    expect(session.get()?.access_token).toBe('secret-access')
    session.clear()
    expect(storage.getItem(SESSION_HINT_KEY)).toBeNull()
  })

  it('an expired access token is refreshed by the cookie: the header asks for it, no token in the body, one tab at a time', async () => {
    const { api, session, exclusive } = setup()
    session.set({ access_token: 'old', expires_at: new Date(Date.now() - 1000).toISOString(), is_support_session: false })
    const refreshes: { transport: string | null; body: string }[] = []
    server.use(
      http.post(`${BASE}/auth/refresh`, async ({ request }) => {
        refreshes.push({ transport: request.headers.get('x-session-transport'), body: await request.text() })
        return HttpResponse.json({ access_token: 'fresh', expires_at: inAnHour() })
      }),
      http.get(`${BASE}/account`, ({ request }) => HttpResponse.json({ token: request.headers.get('authorization'), transport: request.headers.get('x-session-transport') })),
    )
    expect(await api.get('/account')).toEqual({ token: 'Bearer fresh', transport: 'cookie' })
    expect(refreshes).toEqual([{ transport: 'cookie', body: '' }])
    expect(exclusive).toHaveBeenCalledTimes(1)
    expect(session.get()?.access_token).toBe('fresh')
  })

  it('after a reload the hint restores the session through the cookie; a refused cookie drops the hint', async () => {
    const { api, session, storage } = setup()
    storage.setItem(SESSION_HINT_KEY, JSON.stringify({ is_support_session: true }))
    server.use(http.post(`${BASE}/auth/refresh`, () => HttpResponse.json({ access_token: 'restored', expires_at: inAnHour() })))
    expect(await api.restoreSession(session.hint()!)).toBe(true)
    expect(session.get()).toMatchObject({ access_token: 'restored', is_support_session: true })

    const other = setup()
    other.storage.setItem(SESSION_HINT_KEY, JSON.stringify({ is_support_session: false }))
    server.use(http.post(`${BASE}/auth/refresh`, () => HttpResponse.json({ errors: [{ path: 'refresh_token', message: 'invalid' }] }, { status: 401 })))
    expect(await other.api.restoreSession(other.session.hint()!)).toBe(false)
    expect(other.session.get()).toBeNull()
    expect(other.storage.getItem(SESSION_HINT_KEY)).toBeNull()
  })
})
