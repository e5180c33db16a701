// @vitest-environment jsdom
// The server console page (000 §2 servers/{id}/console): the terminal widget connects to the item's console socket
// with the session's token, draws what it sends, sends what is typed, and says why when the socket closes
// (contract/console.ts). xterm.js is replaced by a recording fake: jsdom cannot lay out a terminal.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse, ws } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONSOLE_CLOSE, encodeConsoleResize } from '../../contract/console'
import { sessionStore } from '../../src/session/instance'
import { API, renderApp, resetApp, tokens } from './harness'

const drawn: string[] = []
let typeInto: ((data: string) => void) | undefined
let resizeTo: ((size: { cols: number; rows: number }) => void) | undefined
vi.mock('../../src/entities/pageWidgets/xterm', () => ({
  createTerminal: () => ({
    write: (text: string) => void drawn.push(text),
    onData: (listener: (data: string) => void) => void (typeInto = listener),
    focus: () => undefined,
    fit: () => undefined,
    onResize: (listener: (size: { cols: number; rows: number }) => void) => void (resizeTo = listener),
    size: { cols: 80, rows: 24 },
    dispose: () => undefined,
  }),
}))

const SERVER = { id: 's1', name: 'web-1', status: 'ACTIVE', image: { operation_system: { distribution: 'ubuntu', version: '22', os_family: 'linux' } } }
const consoleSocket = ws.link(`${API.replace(/^http/, 'ws')}/servers/s1/console`)
const received: string[] = []
const urls: string[] = []

const server = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 1500, days_left_until_zero: 12, current_cost: { hour: 1, month: 720 } })),
  http.get(`${API}/projects`, () => HttpResponse.json({ result: [{ id: 'p1', name: 'Демо-проект', status: 'ACTIVE' }], count: 1 })),
  http.get(`${API}/account`, () => HttpResponse.json({ id: 'a1', phone_verified: true, has_identification: true })),
  http.get(`${API}/servers/s1`, () => HttpResponse.json(SERVER)),
  http.get(`${API}/maintenance-mode`, () => HttpResponse.json({ enable: false })),
  ws.link(`${API.replace(/^http/, 'ws')}/ws`).addEventListener('connection', () => undefined),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(async () => {
  drawn.length = 0
  received.length = 0
  urls.length = 0
  typeInto = undefined
  await resetApp()
  sessionStore.set({ ...tokens('access-9'), is_support_session: false })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})

describe('the terminal page', () => {
  it('connects with the token, draws what the console sends and sends what is typed', async () => {
    server.use(
      consoleSocket.addEventListener('connection', ({ client }) => {
        urls.push(client.url.toString())
        client.send('web-1 login: ')
        client.addEventListener('message', (event) => void received.push(String(event.data)))
      }),
    )
    await renderApp('/lk/project/servers/s1/console')
    expect(await screen.findByRole('heading', { level: 1, name: 'Консоль web-1' })).toBeTruthy()
    await vi.waitFor(() => expect(drawn.join('')).toContain('web-1 login: '))
    expect(new URL(urls[0] ?? '').searchParams.get('token')).toBe('access-9')
    expect(await screen.findByText(/Подключено/)).toBeTruthy()
    act(() => typeInto?.('root\r'))
    // the size goes first, on open, then what is typed, then the new size when the window changes
    act(() => resizeTo?.({ cols: 120, rows: 40 }))
    await vi.waitFor(() => expect(received).toEqual([encodeConsoleResize({ cols: 80, rows: 24 }), 'root\r', encodeConsoleResize({ cols: 120, rows: 40 })]))
  })

  it.each([
    [CONSOLE_CLOSE.not_running, 'Сервер не запущен: запустите его, чтобы открыть консоль.'],
    [CONSOLE_CLOSE.server_stopped, 'Сервер остановлен, консоль закрыта.'],
    [CONSOLE_CLOSE.not_found, 'Сервер не найден.'],
  ])('a close with code %i says why, and connects again on request', async (code, message) => {
    let connections = 0
    server.use(
      consoleSocket.addEventListener('connection', ({ client }) => {
        connections += 1
        client.close(code, 'closed')
      }),
    )
    await renderApp('/lk/project/servers/s1/console')
    expect((await screen.findByRole('alert')).textContent).toContain(message)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Подключиться снова' }))
    })
    await vi.waitFor(() => expect(connections).toBe(2))
  })
})
