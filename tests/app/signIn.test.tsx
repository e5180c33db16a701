// @vitest-environment jsdom
// The sign-in page (000 §2 sign/in, 000 §4 Auth): a wrong password shows on the form; 2FA goes to confirm, whose
// code signs in; a session lands on the page the user was going to.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, ws } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../../src/session/instance'
import { API, renderApp, resetApp, tokens } from './harness'

const server = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 1500, days_left_until_zero: 12, current_cost: { hour: 1, month: 720 } })),
  http.get(`${API}/projects`, () => HttpResponse.json({ result: [{ id: 'p1', name: 'Демо-проект', status: 'ACTIVE' }], count: 1 })),
  // the /lk layout's action runner reads the account (what actions are judged with)
  http.get(`${API}/account`, () => HttpResponse.json({ id: 'a1', phone_verified: true, has_identification: true })),
  http.get(`${API}/projects/:id/:list`, () => HttpResponse.json({ result: [], count: 3 })),
  // the console connects the websocket once signed in; here it opens and stays quiet
  ws.link(`${API.replace(/^http/, 'ws')}/ws`).addEventListener('connection', () => undefined),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(resetApp)
afterEach(() => {
  cleanup()
  server.resetHandlers()
})

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }))
  })
}

describe('sign-in', () => {
  it('shows a wrong password on the form and stays signed out', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ errors: [{ path: 'nofield', message: 'Wrong e-mail or password' }] }, { status: 401 })))
    const { router } = await renderApp('/sign/in')
    await fillAndSubmit('demo@example.com', 'not-the-password')
    expect((await screen.findByRole('alert')).textContent).toContain('Неверный e-mail или пароль')
    expect(router.state.location.pathname).toBe('/sign/in')
    expect(sessionStore.get()).toBeNull()
  })

  it('puts a 400 on its field', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ errors: [{ path: 'email', message: 'Must be a valid email', code: 'format', params: { format: 'email' } }] }, { status: 400 })))
    await renderApp('/sign/in')
    await fillAndSubmit('demo@example.com', 'whatever')
    // the API's English text is said in Russian by its code (contract/fieldErrorCodes.ts)
    const message = await screen.findByText('Неверный формат')
    // the e-mail input is the invalid one, and a screen reader reads the message as its description
    const email = screen.getByLabelText('E-mail')
    expect(email.getAttribute('name')).toBe('email')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe(message.id)
  })

  it('checks the fields before calling the API', async () => {
    let calls = 0
    server.use(
      http.post(`${API}/auth/login`, () => {
        calls += 1
        return HttpResponse.json(tokens())
      }),
    )
    await renderApp('/sign/in')
    await fillAndSubmit('not-an-email', '')
    expect(await screen.findByText('Введите корректный e-mail')).toBeTruthy()
    expect(screen.getByText('Обязательное поле')).toBeTruthy()
    expect(calls).toBe(0)
  })

  it('goes through 2FA: the confirm page takes the 6-character code and signs in', async () => {
    let confirmed: unknown
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ second_factor_token: 'sf-1' })),
      http.post(`${API}/auth/second-factor`, async ({ request }) => {
        confirmed = await request.json()
        return HttpResponse.json(tokens('after-2fa'))
      }),
    )
    const { router } = await renderApp('/sign/in')
    await fillAndSubmit('demo@example.com', 'Demo-console-2026')

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/confirm'))
    expect(await screen.findByRole('heading', { name: 'Подтверждение входа' })).toBeTruthy()
    expect(sessionStore.get()).toBeNull()

    fireEvent.change(screen.getByLabelText('Код подтверждения'), { target: { value: '12345' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }))
    })
    expect(await screen.findByText('Введите код из 6 символов')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Код подтверждения'), { target: { value: '123456' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }))
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/dashboard'))
    expect(confirmed).toEqual({ second_factor_token: 'sf-1', code: '123456' })
    expect(sessionStore.get()?.access_token).toBe('after-2fa')
  })

  it('brings the user back where they were going', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json(tokens())))
    const { router } = await renderApp('/lk/project/dashboard')
    expect(router.state.location.pathname).toBe('/sign/in')
    expect(router.state.location.search).toEqual({ redirect: '/lk/project/dashboard' })
    await fillAndSubmit('demo@example.com', 'Demo-console-2026')
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/dashboard'))
    expect(await screen.findByRole('heading', { name: 'Демо-проект' })).toBeTruthy()
  })
})
