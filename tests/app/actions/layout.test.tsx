// @vitest-environment jsdom
// The /lk layout holds the one action runner (src/shell/LkLayout): a page's actions need no provider of their
// own, and a dialog opened on a page outlives the page (a list's rows unmount as it scrolls; restore navigates).
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EntityActions } from '../../../src/actions'
import { liveSocket } from '../../../src/live/instance'
import { LkLayout } from '../../../src/shell/LkLayout'
import { API, closed, openDialog, renderActions, submit, type } from './harness'

const volume = { id: 'v1', name: 'data', size: 100, status: 'AVAILABLE', storage_type: 'volume', bootable: false, attached_to_server: null, snapshots: [] }

let renamed: unknown[] = []
const msw = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 10_000, credit_limit: 0, current_cost: { hour: 0, month: 0 }, currency: 'RUB' })),
  http.patch(`${API}/volumes/v1`, async ({ request }) => {
    renamed.push(await request.json())
    return HttpResponse.json({ ...volume, name: 'renamed' })
  }),
  // after the rename the item is asked for once (src/actions/flow.ts refetchKind)
  http.get(`${API}/volumes/v1/detail`, () => HttpResponse.json({ ...volume, name: 'renamed' })),
)
beforeAll(() => {
  msw.listen({ onUnhandledRequest: 'error' })
  // no websocket in these tests: the layout's connection is not what they are about
  vi.spyOn(liveSocket, 'connect').mockImplementation(() => {})
})
afterAll(() => {
  msw.close()
  vi.restoreAllMocks()
})
afterEach(() => {
  cleanup()
  msw.resetHandlers()
  renamed = []
})

describe('the /lk layout runs the actions of its pages', () => {
  it('a page without a provider of its own opens a dialog, and the dialog outlives the page', async () => {
    const { router } = await renderActions(<EntityActions kind="volume" item={volume} variant="buttons" />, { shell: LkLayout })
    const dialog = await openDialog('Переименовать')
    // the page goes (another route under the same layout); its dialog stays and still works
    await (router as unknown as { navigate: (options: { to: string }) => Promise<void> }).navigate({ to: '/elsewhere' })
    await waitFor(() => expect(screen.getByText('Другая страница')).toBeTruthy())
    expect(screen.queryByRole('group', { name: 'Действия', hidden: true })).toBeNull()
    expect(dialog.isConnected).toBe(true)
    type(within(dialog).getByRole('textbox', { name: 'Название' }), 'renamed')
    await submit(dialog, 'Переименовать')
    expect(await within(dialog).findByText('Готово')).toBeTruthy()
    expect(renamed).toEqual([{ name: 'renamed' }])
    await closed('Переименовать')
  }, 20_000)
})
