// The API client (000 §4 Auth, 001 §7): one refresh for N concurrent 401s, then every call replayed; a refused
// refresh clears the session; retries of idempotent calls on network failures, and of a POST with its
// Idempotency-Key (issue 14).
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../src/api/client'
import { ApiError } from '../../src/api/errors'
import { createSessionStore } from '../../src/session/store'

const BASE = 'http://api.test/api/v1'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

function setup(access = 'old-access') {
  const session = createSessionStore(undefined)
  session.set({ access_token: access, refresh_token: 'refresh-1', expires_at: inAnHour(), is_support_session: false })
  const onSessionLost = vi.fn()
  const sleep = vi.fn(() => Promise.resolve())
  const api = createApiClient({ baseUrl: BASE, session, onSessionLost, sleep })
  return { session, onSessionLost, sleep, api }
}

/** GET /items/:n answers 401 to any token but the fresh one. */
function itemsNeedingFreshToken(fresh: string) {
  return http.get(`${BASE}/items/:n`, ({ request, params }) =>
    request.headers.get('authorization') === `Bearer ${fresh}`
      ? HttpResponse.json({ n: Number(params.n) })
      : HttpResponse.json({ errors: [{ path: 'nofield', message: 'The access token is invalid or expired' }] }, { status: 401 }),
  )
}

describe('token refresh', () => {
  it('refreshes once for N concurrent 401s and replays every call with the new token', async () => {
    const { api, session } = setup()
    const refreshBodies: unknown[] = []
    server.use(
      itemsNeedingFreshToken('new-access'),
      http.post(`${BASE}/auth/refresh`, async ({ request }) => {
        refreshBodies.push(await request.json())
        await new Promise((resolve) => setTimeout(resolve, 20)) // the others 401 while it runs
        return HttpResponse.json({ access_token: 'new-access', refresh_token: 'refresh-2', expires_at: inAnHour() })
      }),
    )

    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => api.get<{ n: number }>(`/items/${n}`)))

    expect(answers.map((answer) => answer.n)).toEqual([1, 2, 3, 4, 5])
    expect(refreshBodies).toEqual([{ refresh_token: 'refresh-1' }])
    expect(session.get()).toMatchObject({ access_token: 'new-access', refresh_token: 'refresh-2' })
  })

  it('refreshes before the call when expires_at has passed', async () => {
    const { api, session } = setup()
    session.set({ ...session.get()!, expires_at: new Date(Date.now() - 1000).toISOString() })
    let refreshes = 0
    let unauthorized = 0
    server.use(
      http.get(`${BASE}/balance`, ({ request }) => {
        if (request.headers.get('authorization') !== 'Bearer new-access') unauthorized += 1
        return HttpResponse.json({ balance: 10 })
      }),
      http.post(`${BASE}/auth/refresh`, () => {
        refreshes += 1
        return HttpResponse.json({ access_token: 'new-access', refresh_token: 'refresh-2', expires_at: inAnHour() })
      }),
    )
    await expect(api.get('/balance')).resolves.toEqual({ balance: 10 })
    expect(refreshes).toBe(1)
    expect(unauthorized).toBe(0)
  })

  it('clears the session and reports it lost once when the refresh is refused', async () => {
    const { api, session, onSessionLost } = setup()
    server.use(
      itemsNeedingFreshToken('never'),
      http.post(`${BASE}/auth/refresh`, () => HttpResponse.json({ errors: [{ path: 'refresh_token', message: 'used' }] }, { status: 401 })),
    )
    const results = await Promise.allSettled([1, 2, 3].map((n) => api.get(`/items/${n}`)))
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof ApiError && result.reason.status === 401)).toBe(true)
    expect(session.get()).toBeNull()
    expect(onSessionLost).toHaveBeenCalledTimes(1)
  })

  it('does not refresh for a 401 of a call made without a token (a wrong password)', async () => {
    const { api, onSessionLost } = setup()
    const refresh = vi.fn(() => HttpResponse.json({}))
    server.use(
      http.post(`${BASE}/auth/login`, () => HttpResponse.json({ errors: [{ path: 'nofield', message: 'Wrong e-mail or password' }] }, { status: 401 })),
      http.post(`${BASE}/auth/refresh`, refresh),
    )
    const error = await api.post('/auth/login', { email: 'a@b.c', password: 'x' }, { auth: false }).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect((error as ApiError).message).toBe('Wrong e-mail or password')
    expect(refresh).not.toHaveBeenCalled()
    expect(onSessionLost).not.toHaveBeenCalled()
  })
})

describe('errors and retries (001 §7: up to 3, 1 s apart)', () => {
  it('turns a 400 into an ApiError whose body keeps the field errors', async () => {
    const { api } = setup()
    server.use(http.post(`${BASE}/projects/p1/volumes`, () => HttpResponse.json({ errors: [{ path: 'size', message: 'Must be at least 10' }] }, { status: 400 })))
    const error = (await api.post('/projects/p1/volumes', { size: 1 }).catch((failure: unknown) => failure)) as ApiError
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ errors: [{ path: 'size', message: 'Must be at least 10' }] })
  })

  it('retries a GET after network errors, 1 s apart, and succeeds', async () => {
    const { api, sleep } = setup()
    let calls = 0
    server.use(
      http.get(`${BASE}/balance`, () => {
        calls += 1
        return calls <= 2 ? HttpResponse.error() : HttpResponse.json({ balance: 5 })
      }),
    )
    await expect(api.get('/balance')).resolves.toEqual({ balance: 5 })
    expect(calls).toBe(3)
    expect(sleep).toHaveBeenCalledTimes(2)
    expect(sleep).toHaveBeenCalledWith(1000)
  })

  it('gives up on a GET after 3 retries with a network ApiError', async () => {
    const { api } = setup()
    let calls = 0
    server.use(
      http.get(`${BASE}/balance`, () => {
        calls += 1
        return HttpResponse.error()
      }),
    )
    const error = (await api.get('/balance').catch((failure: unknown) => failure)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBeUndefined()
    expect(calls).toBe(4) // the call and 3 retries
  })

  it('sends a POST again after a network error with the same Idempotency-Key, so the API makes it once', async () => {
    const { api, sleep } = setup()
    const keys: (string | null)[] = []
    server.use(
      http.post(`${BASE}/projects/p1/volumes`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        return keys.length === 1 ? HttpResponse.error() : HttpResponse.json({ id: 'v1' }, { status: 201 })
      }),
    )
    await expect(api.post('/projects/p1/volumes', { size: 10 })).resolves.toEqual({ id: 'v1' })
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
    expect(sleep).toHaveBeenCalledTimes(1)
  })

  it('gives every POST its own key, and never sends a PATCH twice after a network error', async () => {
    const { api } = setup()
    const keys: (string | null)[] = []
    let patches = 0
    server.use(
      http.post(`${BASE}/servers/s1/start`, ({ request }) => (keys.push(request.headers.get('idempotency-key')), HttpResponse.json({}))),
      http.patch(`${BASE}/volumes/v1`, () => ((patches += 1), HttpResponse.error())),
    )
    await api.post('/servers/s1/start')
    await api.post('/servers/s1/start')
    expect(new Set(keys).size).toBe(2)
    await expect(api.patch('/volumes/v1', { name: 'x' })).rejects.toBeInstanceOf(ApiError)
    expect(patches).toBe(1)
  })

  it('retries a GET answered 503, not a POST', async () => {
    const { api } = setup()
    let gets = 0
    let posts = 0
    server.use(
      http.get(`${BASE}/balance`, () => {
        gets += 1
        return gets === 1 ? HttpResponse.json({ errors: [] }, { status: 503 }) : HttpResponse.json({ balance: 1 })
      }),
      http.post(`${BASE}/servers/s1/start`, () => {
        posts += 1
        return HttpResponse.json({ errors: [{ path: 'nofield', message: 'down' }] }, { status: 503 })
      }),
    )
    await expect(api.get('/balance')).resolves.toEqual({ balance: 1 })
    await expect(api.post('/servers/s1/start')).rejects.toMatchObject({ status: 503 })
    expect(gets).toBe(2)
    expect(posts).toBe(1)
  })
})
