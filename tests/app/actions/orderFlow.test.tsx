// @vitest-environment jsdom
// 000 §4 Volume, 001 §4: "If extending fails, the requested size is kept as preselected order data and the order
// flow opens (data expires after 24 hours)": the create-volume dialog opens with that size chosen.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CollectionAction, EntityActions } from '../../../src/actions'
import { ORDER_DATA_STORAGE_KEY } from '../../../src/actions/useActionForm'
import { API, closed, LIMITS, openDialog, renderActions, submit, type } from './harness'

const volume = { id: 'v1', name: 'data', size: 100, status: 'AVAILABLE', storage_type: 'volume', bootable: false, attached_to_server: null, snapshots: [] }

const server = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 10_000, credit_limit: 0, current_cost: { hour: 0, month: 0 } })),
  http.get(`${API}/projects/p1/limits`, () => HttpResponse.json({ result: LIMITS, count: LIMITS.length })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.resetHandlers()
  window.localStorage.clear()
})

async function extendTo(size: string) {
  const dialog = await openDialog('Увеличить размер')
  type(within(dialog).getByRole('textbox', { name: 'Новый размер' }), size)
  await submit(dialog, 'Увеличить размер')
}

const failures: [string, () => Response][] = [
  ['a 409 refusal', () => HttpResponse.json({ errors: [{ path: 'nofield', message: 'The volume cannot be extended now' }], reason: 'invalid_state' }, { status: 409 })],
  ['a 5xx', () => HttpResponse.json({ errors: [{ path: 'nofield', message: 'Service Unavailable' }] }, { status: 503 })],
  ['a network failure', () => HttpResponse.error()],
]

describe('extend falls back to the order flow', () => {
  it.each(failures)('after %s: the create-volume dialog opens with the requested size, kept for 24 hours', async (_name, respond) => {
    server.use(http.post(`${API}/volumes/v1/extend`, respond))
    const before = Date.now()
    await renderActions(<EntityActions kind="volume" item={volume} variant="buttons" />)
    await extendTo('300')

    const create = await screen.findByRole('dialog', { name: 'Создать диск' })
    await waitFor(() => expect(within(create).queryByRole('textbox', { name: 'Размер' })).not.toBeNull())
    expect(within(create).getByRole<HTMLInputElement>('textbox', { name: 'Размер' }).value).toBe('300')
    // it says why it opened
    expect(create.textContent).toMatch(/Увеличить диск «data» не удалось/)
    expect(screen.queryByRole('dialog', { name: 'Увеличить размер' })).toBeNull()

    const kept = JSON.parse(window.localStorage.getItem(ORDER_DATA_STORAGE_KEY) ?? 'null') as { kind: string; action: string; data: unknown; expires_at: number }
    expect(kept).toMatchObject({ kind: 'volume', action: 'extend', data: { new_size: 300 } })
    expect(kept.expires_at).toBeGreaterThanOrEqual(before + 24 * 3_600_000)
    expect(kept.expires_at).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000)
  })

  it('the kept size preselects the order form opened later, and an order placed with it clears it', async () => {
    window.localStorage.setItem(ORDER_DATA_STORAGE_KEY, JSON.stringify({ kind: 'volume', action: 'extend', item_id: 'v1', data: { new_size: 500 }, expires_at: Date.now() + 3_600_000 }))
    let body: unknown
    server.use(
      http.post(`${API}/projects/p1/volumes`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ id: 'v2' }, { status: 201 })
      }),
    )
    await renderActions(<CollectionAction kind="volume" action="create" />)
    const dialog = await openDialog('Создать диск')
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Размер' }).value).toBe('500')
    type(within(dialog).getByRole('textbox', { name: 'Название' }), 'bigger')
    await submit(dialog, 'Создать диск')
    await closed('Создать диск')
    expect(body).toEqual({ name: 'bigger', size: 500, autorename: true })
    expect(window.localStorage.getItem(ORDER_DATA_STORAGE_KEY)).toBeNull()
  })

  it('kept data older than 24 hours is not used', async () => {
    window.localStorage.setItem(ORDER_DATA_STORAGE_KEY, JSON.stringify({ kind: 'volume', action: 'extend', data: { new_size: 500 }, expires_at: Date.now() - 1 }))
    await renderActions(<CollectionAction kind="volume" action="create" />)
    const dialog = await openDialog('Создать диск')
    // the default size (001 §9)
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Размер' }).value).toBe('100')
    expect(window.localStorage.getItem(ORDER_DATA_STORAGE_KEY)).toBeNull()
  })
})
