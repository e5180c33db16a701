// @vitest-environment jsdom
// The support session in the app (000 §2 sign/forwarding_auth, 000 §6): the admin key's session is flagged
// is_support_session, the console shows the banner; a refused key goes to sign/error with the reason.
import { cleanup, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, ws } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../../src/session/instance'
import { API, renderApp, resetApp, tokens } from './harness'

const exchanged: unknown[] = []
const server = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 1500, days_left_until_zero: 12, current_cost: { hour: 1, month: 720 } })),
  http.get(`${API}/projects`, () => HttpResponse.json({ result: [{ id: 'p1', name: 'Демо-проект', status: 'ACTIVE' }], count: 1 })),
  http.get(`${API}/account`, () => HttpResponse.json({ id: 'a1', phone_verified: true, has_identification: true })),
  http.get(`${API}/projects/:id/:list`, () => HttpResponse.json({ result: [], count: 0 })),
  http.post(`${API}/auth/admin-key`, async ({ request }) => {
    exchanged.push(await request.json())
    return HttpResponse.json({ ...tokens('support-access'), is_support_session: true })
  }),
  ws.link(`${API.replace(/^http/, 'ws')}/ws`).addEventListener('connection', () => undefined),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(async () => {
  exchanged.length = 0
  await resetApp()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})

describe('sign/forwarding_auth', () => {
  it('exchanges the admin key once for a session flagged is_support_session, and the console shows the banner', async () => {
    const { router } = await renderApp('/sign/forwarding_auth?admin_key=key-1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/dashboard'))
    expect(exchanged).toEqual([{ admin_key: 'key-1' }])
    expect(sessionStore.get()).toMatchObject({ access_token: 'support-access', is_support_session: true })
    expect(await screen.findByText('Сеанс поддержки', undefined, { timeout: 5000 })).toBeTruthy()
  })

  it('a refused key goes to sign/error, which says why; nothing is signed in', async () => {
    server.use(http.post(`${API}/auth/admin-key`, () => HttpResponse.json({ errors: [{ path: 'admin_key', message: 'The admin key is invalid' }] }, { status: 401 })))
    const { router } = await renderApp('/sign/forwarding_auth?admin_key=used-key')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/error'))
    expect((await screen.findByRole('alert')).textContent).toContain('Ключ администратора неверен')
    expect(sessionStore.get()).toBeNull()
  })

  it('a failure of another kind (a 5xx) goes to sign/something-wrong', async () => {
    server.use(http.post(`${API}/auth/admin-key`, () => HttpResponse.json({ errors: [{ path: 'nofield', message: 'down' }] }, { status: 503 })))
    const { router } = await renderApp('/sign/forwarding_auth?admin_key=key-2')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/something-wrong'), { timeout: 10_000 })
    expect(await screen.findByRole('button', { name: 'Попробовать снова' })).toBeTruthy()
  })

  it('an ordinary session shows no support banner', async () => {
    sessionStore.set({ ...tokens(), is_support_session: false })
    await renderApp('/lk/project/dashboard')
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    expect(screen.queryByText('Сеанс поддержки')).toBeNull()
  })
})
