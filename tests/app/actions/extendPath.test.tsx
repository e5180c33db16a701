// @vitest-environment jsdom
// A measurement, not a behaviour test, run on demand: MEASURE_PATH=1 npx vitest run tests/app/actions/extendPath.test.tsx.
// It lists
// the files of src/, ui/ and engine/ whose functions run from choosing "Увеличить размер" in a volume's menu until
// the extended volume is in the cache (issue 7, item 3: at most 20). V8's precise coverage counts function calls;
// the counters are reset once the menu is on screen, so rendering the page before the choice is not counted.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Session } from 'node:inspector/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { EntityActions } from '../../../src/actions'
import { apiKey } from '../../../src/query/apiQuery'
import { API, click, closed, LIMITS, renderActions, submit, type } from './harness'

const volume = { id: 'v1', project_id: 'p1', name: 'data', size: 100, status: 'AVAILABLE', storage_type: 'volume', bootable: false, attached_to_server: null, snapshots: [] }
let size = 100
const server = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 10_000, credit_limit: 0, current_cost: { hour: 0, month: 0 } })),
  http.get(`${API}/projects/p1/limits`, () => HttpResponse.json({ result: LIMITS, count: LIMITS.length })),
  http.post(`${API}/volumes/v1/extend`, async ({ request }) => {
    size = ((await request.json()) as { new_size: number }).new_size
    return HttpResponse.json({ ...volume, size, status: 'AWAITING' })
  }),
  http.get(`${API}/volumes/:id/detail`, () => HttpResponse.json({ ...volume, size })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => {
  cleanup()
  server.close()
})

const ROOT = process.cwd() + '/'
const LAYERS = /^(src|ui|engine)\//

it.skipIf(!process.env.MEASURE_PATH)('volume extend, from its menu to the cache update', async () => {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
  const detailKey = apiKey('/volumes/{id}/detail', { id: 'v1' })
  const { queryClient } = await renderActions(<EntityActions kind="volume" item={volume} />, { cache: [[detailKey, volume]] })
  await session.post('Profiler.takePreciseCoverage') // resets the counters: what rendered the menu is not counted

  await click(await screen.findByRole('button', { name: 'Действия: data' }))
  // as a keyboard user: arrow down to the item, then Enter (zag selects the highlighted item)
  const menu = await waitFor(() => screen.getByRole('menu'))
  const item = screen.getByRole('menuitem', { name: 'Увеличить размер' })
  for (let i = 0; i < 10 && item.getAttribute('data-highlighted') === null; i++) await act(async () => void fireEvent.keyDown(menu, { key: 'ArrowDown' }))
  await act(async () => void fireEvent.keyDown(menu, { key: 'Enter' }))
  const dialog = await screen.findByRole('dialog', { name: 'Увеличить размер' })
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Отмена' })).not.toBeNull())
  type(within(dialog).getByRole('textbox', { name: 'Новый размер' }), '300')
  await submit(dialog, 'Увеличить размер')
  await waitFor(() => expect(queryClient.getQueryData<{ size?: number }>(detailKey)?.size).toBe(300))
  await closed('Увеличить размер')

  const { result } = (await session.post('Profiler.takePreciseCoverage')) as { result: { url: string; functions: { ranges: { count: number }[] }[] }[] }
  await session.post('Profiler.stopPreciseCoverage')
  session.disconnect()
  const files = new Set<string>()
  for (const script of result) {
    const path = decodeURIComponent(script.url.replace(/^file:\/\//, '').replace(/\?.*$/, '')).replace(ROOT, '')
    if (LAYERS.test(path) && script.functions.some((fn) => fn.ranges[0]!.count > 0)) files.add(path)
  }
  const list = [...files].sort()
  console.log(`${list.length} files\n${list.join('\n')}`)
  expect(list.length).toBeGreaterThan(0)
})
