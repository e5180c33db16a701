// @vitest-environment jsdom
// 000 §2 project/volumes all/attached/unattached: the list loads progressively (20 rows per part, the next part
// near the end), the filters are routes that change the call's params, a failed load shows a retry link, and
// network volumes and local disks make one list sorted by -created_in (001 §7). Live events patch the rows.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveSocket } from '../../../src/live/instance'
import { sessionStore } from '../../../src/session/instance'
import { renderApp, resetApp, tokens } from '../harness'
import { actionRenders, rowMenu } from './actionsDouble'
import { at, createBackend, detailCalls, handlers, layOutRegions, listCalls, localDisk, PROJECT, socketLink, volume, type Backend } from './backend'

vi.mock('../../../src/actions', () => import('./actionsDouble'))
// how many times each row was drawn: the table calls renderCell for each of a row's cells whenever it draws the row
const rowDraws = vi.hoisted(() => new Map<string, number>())
vi.mock('../../../src/entities/cells', async (importOriginal) => {
  const cells = await importOriginal<typeof import('../../../src/entities/cells')>()
  const createRenderCell: typeof cells.createRenderCell = (...args) => {
    const renderCell = cells.createRenderCell(...args)
    return (column, row, value) => {
      if (column.format === 'name') rowDraws.set(String(row.name), (rowDraws.get(String(row.name)) ?? 0) + 1)
      return renderCell(column, row, value)
    }
  }
  return { ...cells, createRenderCell }
})
const ROW = 52
let viewport = 300
const backend: Backend = createBackend()
const server = setupServer(...handlers(backend))
let restoreLayout = () => undefined as void

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  restoreLayout = layOutRegions(() => viewport)
})
afterAll(() => {
  server.close()
  restoreLayout()
})
beforeEach(async () => {
  await resetApp()
  viewport = 300
  Object.assign(backend, createBackend())
  sessionStore.set({ ...tokens(), is_support_session: false })
  rowDraws.clear()
})
afterEach(() => {
  cleanup()
})

const table = () => screen.findByRole('table', { name: 'Диски' })

function scrollRegion(top: number) {
  const region = screen.getByRole('region', { name: 'Диски' })
  Object.defineProperty(region, 'scrollTop', { configurable: true, value: top })
  act(() => {
    fireEvent.scroll(region)
  })
}

/** the names in the rows drawn, in order */
function rowNames(): string[] {
  const rows = screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('columnheader').length === 0)
  return rows.map((row) => within(row).queryAllByRole('link')[0]?.textContent ?? '').filter((name) => name !== '')
}

describe('the volumes list', () => {
  it('loads the first 20 rows, and the next part once scrolled near the end', async () => {
    backend.volumes = Array.from({ length: 45 }, (_, n) => volume(n))
    await renderApp('/lk/project/volumes/all')
    await table()
    expect(await screen.findByRole('link', { name: 'vol-0' })).toBeTruthy()
    const first = listCalls(backend, '/volumes')
    expect(first.map((url) => [url.searchParams.get('limit'), url.searchParams.get('offset'), url.searchParams.get('order')])).toEqual([['20', '0', '-created_in']])
    expect(listCalls(backend, '/local-disks').map((url) => url.searchParams.get('limit'))).toEqual(['20'])

    // 20 rows are 1040px; 1040 − (100 + 300) = 640px from the end: not yet
    scrollRegion(100)
    expect(listCalls(backend, '/volumes')).toHaveLength(1)
    // 1040 − (200 + 300) = 540px: within 600px of the end, the next part is asked for
    scrollRegion(200)
    await waitFor(() => expect(listCalls(backend, '/volumes').map((url) => url.searchParams.get('offset'))).toEqual(['0', '20']))
    scrollRegion(20 * ROW)
    expect(await screen.findByRole('link', { name: 'vol-25' })).toBeTruthy()
    expect(listCalls(backend, '/volumes')).toHaveLength(2)
  })

  it('does not draw a row again while it scrolls by: only rows coming into view are drawn', async () => {
    backend.volumes = Array.from({ length: 20 }, (_, n) => volume(n))
    await renderApp('/lk/project/volumes/all')
    expect(await rowMenu('menu volume vol-0')).toBeTruthy()
    const drawn = actionRenders.get('vol-0')
    for (const top of [10, 20, 30, 40]) scrollRegion(top)
    expect(screen.getByRole('group', { name: 'menu volume vol-0' })).toBeTruthy()
    expect(actionRenders.get('vol-0')).toBe(drawn)
  })

  it('a part arriving draws none of the rows already shown again', async () => {
    backend.volumes = Array.from({ length: 45 }, (_, n) => volume(n))
    await renderApp('/lk/project/volumes/all')
    expect(await rowMenu('menu volume vol-0')).toBeTruthy()
    // at the end of the first part: the next one is asked for, and its rows come into the window
    scrollRegion(20 * ROW - viewport)
    const shown = new Map(rowDraws)
    expect(shown.get('vol-19')).toBe(1)
    await waitFor(() => expect(rowDraws.has('vol-21')).toBe(true))
    expect(listCalls(backend, '/volumes').map((url) => url.searchParams.get('offset'))).toEqual(['0', '20'])
    expect(new Map([...rowDraws].filter(([name]) => shown.has(name)))).toEqual(shown)
  })

  it('asks the API for the filter of the route: the filter buttons go to their routes', async () => {
    backend.volumes = [
      volume(1, { status: 'IN_USE', attached_to_server: { id: 's1', name: 'web-1', rescue_mode: 'NO' } }),
      volume(2),
      volume(3, { status: 'DETACHING', attached_to_server: { id: 's1', name: 'web-1', rescue_mode: 'NO' } }),
    ]
    const { router } = await renderApp('/lk/project/volumes/all')
    expect(await screen.findByRole('link', { name: 'vol-2' })).toBeTruthy()
    const filters = screen.getByRole('group', { name: 'Фильтр' })
    expect(within(filters).getByRole('button', { name: 'Все' }).getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(within(filters).getByRole('button', { name: 'Подключённые' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/volumes/attached'))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'vol-2' })).toBeNull())
    expect(screen.getByRole('link', { name: 'vol-1' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'vol-3' })).toBeTruthy()
    // by attachment, not by status: a volume attached and mid-operation stays attached (000 §2)
    const attached = listCalls(backend, '/volumes').at(-1)
    expect(attached?.searchParams.get('attached_to_server.id__isnull')).toBe('false')
    expect(attached?.searchParams.has('status__in')).toBe(false)
    expect(listCalls(backend, '/local-disks').at(-1)?.searchParams.get('attached_to_server.id__isnull')).toBe('false')

    fireEvent.click(within(screen.getByRole('group', { name: 'Фильтр' })).getByRole('button', { name: 'Неподключённые' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/volumes/unattached'))
    await waitFor(() => expect(listCalls(backend, '/volumes').at(-1)?.searchParams.get('attached_to_server.id__isnull')).toBe('true'))
    expect(await screen.findByRole('link', { name: 'vol-2' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'vol-3' })).toBeNull()
    expect(document.title).toBe('Неподключённые диски — Облачная консоль')
  })

  it('shows a retry link when loading fails, and retrying loads the list', async () => {
    backend.volumes = [volume(1)]
    let failing = true
    backend.fail = (url) => (failing && url.pathname.endsWith('/volumes') ? 503 : undefined)
    await renderApp('/lk/project/volumes/all')
    // the client retries a GET three times, 1 s apart (001 §7), before the page hears of the failure
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 })
    expect(alert.textContent).toContain('Не удалось загрузить список')
    expect(screen.queryByRole('link', { name: 'vol-1' })).toBeNull()

    failing = false
    fireEvent.click(within(alert).getByRole('link', { name: 'Повторить загрузку' }))
    expect(await screen.findByRole('link', { name: 'vol-1' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  }, 10_000)

  it('interleaves network volumes and local disks by created_in; a local disk links to its own page', async () => {
    viewport = 2000
    backend.volumes = [volume(1), volume(3), volume(5)]
    backend.local_disks = [localDisk(2), localDisk(4)]
    await renderApp('/lk/project/volumes/all')
    await screen.findByRole('link', { name: 'disk-4' })
    expect(rowNames()).toEqual(['vol-1', 'disk-2', 'vol-3', 'disk-4', 'vol-5'])
    expect(screen.getByRole('link', { name: 'disk-2' }).getAttribute('href')).toBe('/lk/project/volumes/local-disks/d2/details')
    expect(screen.getByRole('link', { name: 'vol-3' }).getAttribute('href')).toBe('/lk/project/volumes/v3/details')
    // a name cut by its column can still be read whole: the link's title
    expect(screen.getByRole('link', { name: 'vol-3' }).getAttribute('title')).toBe('vol-3')
    const disk = screen.getByRole('row', { name: /disk-2/ })
    expect(within(disk).getByText('Локальный диск')).toBeTruthy()
    // every row has its action menu (its trigger, until the user means it); the page offers volume create (001 §4)
    expect(within(disk).getByRole('button', { name: 'Действия: disk-2' })).toBeTruthy()
    expect(within(screen.getByRole('row', { name: /vol-5/ })).getByRole('button', { name: 'Действия: vol-5' })).toBeTruthy()
    expect(within(disk).queryByRole('group', { name: 'menu volume disk-2' })).toBeNull()
    expect(await rowMenu('menu volume disk-2')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'volume.create' })).toBeTruthy()
  })

  it('a name opens its page in the app; a click with a modifier is left to the browser (a new tab)', async () => {
    backend.volumes = [volume(1)]
    const { router } = await renderApp('/lk/project/volumes/all')
    const link = await screen.findByRole('link', { name: 'vol-1' })
    // fireEvent.click answers whether the click was left to the browser (not prevented)
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(router.state.location.pathname).toBe('/lk/project/volumes/all')
    expect(fireEvent.click(link)).toBe(false)
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/volumes/v1/details'))
  })

  it('keeps the merged order across parts: local disks older than the loaded volumes wait for their next part', async () => {
    // volumes 0..29 are minutes 1000..971; the two disks are a little older than volume 24
    backend.volumes = Array.from({ length: 30 }, (_, n) => volume(n))
    const older = (seconds: number) => new Date(Date.parse(String(volume(24).created_in)) - seconds * 1000).toISOString()
    backend.local_disks = [localDisk(1, { name: 'disk-a', created_in: older(10) }), localDisk(2, { name: 'disk-b', created_in: older(20) })]
    await renderApp('/lk/project/volumes/all')
    expect(await screen.findByRole('link', { name: 'vol-0' })).toBeTruthy()
    await waitFor(() => expect(listCalls(backend, '/local-disks')).toHaveLength(1))
    // at the end of the first part: both disks are loaded, yet volumes 20..24 may still come above them, so the
    // rows end with volume 19 (the next part is asked for now and has not arrived yet)
    scrollRegion(20 * ROW - viewport)
    expect(rowNames().at(-1)).toBe('vol-19')
    expect(rowNames().some((name) => name.startsWith('disk'))).toBe(false)

    scrollRegion(20 * ROW)
    expect(await screen.findByRole('link', { name: 'disk-a' })).toBeTruthy()
    const names = rowNames()
    expect(names.slice(names.indexOf('vol-23'), names.indexOf('vol-26') + 1)).toEqual(['vol-23', 'vol-24', 'disk-a', 'disk-b', 'vol-25', 'vol-26'])
    expect(listCalls(backend, '/local-disks')).toHaveLength(1)
  })

  it('judges each row’s actions with its server, from one list of the project’s servers (001 §4: detach only when the server is stopped)', async () => {
    const server = (id: string, name: string, status: string) => ({ id, name, status, rescue_mode: 'NO', snapshots: [], created_in: at(1) })
    backend.servers = [server('s1', 'web-1', 'ACTIVE'), server('s2', 'db-1', 'STOPPED')]
    backend.volumes = [
      volume(1, { status: 'IN_USE', attached_to_server: { id: 's1', name: 'web-1', rescue_mode: 'NO' } }),
      volume(2, { status: 'IN_USE', attached_to_server: { id: 's2', name: 'db-1', rescue_mode: 'NO' } }),
      volume(3),
    ]
    await renderApp('/lk/project/volumes/all')
    const menu = (name: string) => rowMenu(`menu volume ${name}`)
    const blocked = async (name: string) => (await menu(name)).getAttribute('data-blocked')?.split(',') ?? []
    expect((await menu('vol-1')).getAttribute('data-related')).toBe('server')
    expect((await menu('vol-2')).getAttribute('data-related')).toBe('server')
    expect((await menu('vol-3')).getAttribute('data-related')).toBe('')
    // on a running server the disk cannot be detached; on a stopped one it can (as the details page says)
    expect(await blocked('vol-1')).toContain('detach')
    expect(await blocked('vol-2')).not.toContain('detach')
    // the servers were read once for the whole page, and no row asked for its own
    expect(listCalls(backend, '/servers').map((url) => [url.searchParams.get('limit'), url.searchParams.get('offset')])).toEqual([['1000', '0']])
    expect(detailCalls(backend, '/servers/')).toHaveLength(0)

    // the servers stay live through the cache: web-1 stopped allows detach; db-1 rebooting blocks everything
    await waitFor(() => expect(liveSocket.state()).toBe('open'))
    const calls = backend.calls.length
    socketLink.broadcast(JSON.stringify({ type: 'entity', entity: 'server', action: 'updated', id: 's1', project_id: PROJECT.id, data: server('s1', 'web-1', 'STOPPED') }))
    socketLink.broadcast(JSON.stringify({ type: 'entity', entity: 'server', action: 'updated', id: 's2', project_id: PROJECT.id, data: server('s2', 'db-1', 'REBOOTING') }))
    await waitFor(async () => expect(await blocked('vol-1')).not.toContain('detach'))
    await waitFor(async () => expect(await blocked('vol-2')).toEqual(expect.arrayContaining(['delete', 'detach', 'rename'])))
    expect(backend.calls.length).toBe(calls)
  })

  it('reads every server of the project when the API answers fewer than asked per call', async () => {
    backend.max_limit = 1
    backend.servers = [
      { id: 's1', name: 'web-1', status: 'ACTIVE', rescue_mode: 'NO', snapshots: [], created_in: at(2) },
      { id: 's2', name: 'db-1', status: 'STOPPED', rescue_mode: 'NO', snapshots: [], created_in: at(1) },
    ]
    backend.volumes = [volume(1, { status: 'IN_USE', attached_to_server: { id: 's2', name: 'db-1', rescue_mode: 'NO' } })]
    await renderApp('/lk/project/volumes/all')
    await waitFor(async () => expect((await rowMenu('menu volume vol-1')).getAttribute('data-related')).toBe('server'))
    expect(listCalls(backend, '/servers').map((url) => url.searchParams.get('offset'))).toEqual(['0', '1'])
    expect(screen.getByRole('group', { name: 'menu volume vol-1' }).getAttribute('data-blocked')).not.toContain('detach')
  })

  it('shows a volume created elsewhere on top of the list at once, without asking the API again', async () => {
    backend.volumes = Array.from({ length: 25 }, (_, n) => volume(n + 1))
    await renderApp('/lk/project/volumes/all')
    expect(await screen.findByText('vol-1')).toBeTruthy()
    // both parts loaded: the next one is asked for near the end
    scrollRegion(20 * ROW - viewport)
    await waitFor(() => expect(listCalls(backend, '/volumes').map((url) => url.searchParams.get('offset'))).toEqual(['0', '20']))
    scrollRegion(25 * ROW)
    expect(await screen.findByText('vol-25')).toBeTruthy()
    await waitFor(() => expect(liveSocket.state()).toBe('open'))
    const calls = backend.calls.length

    const made = volume(0, { id: 'v-new', name: 'fresh', status: 'CREATING', created_in: at(5000), project_id: PROJECT.id })
    socketLink.broadcast(JSON.stringify({ type: 'entity', entity: 'volume', action: 'created', id: 'v-new', project_id: PROJECT.id, data: made }))
    scrollRegion(0)
    expect(await screen.findByText('fresh')).toBeTruthy()
    expect(rowNames().slice(0, 3)).toEqual(['fresh', 'vol-1', 'vol-2'])
    // the last row is still there, one further down, and nothing was asked again
    scrollRegion(26 * ROW)
    expect(await screen.findByText('vol-25')).toBeTruthy()
    expect(backend.calls.length).toBe(calls)
  }, 15_000)

  it('a list asked for its first part again (a created item it cannot judge) still loads its next part on scroll', async () => {
    backend.volumes = Array.from({ length: 25 }, (_, n) => volume(n + 1))
    await renderApp('/lk/project/volumes/all')
    expect(await screen.findByText('vol-1')).toBeTruthy()
    await waitFor(() => expect(liveSocket.state()).toBe('open'))
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    backend.hold = (url) => (url.pathname.endsWith('/volumes') && url.searchParams.get('offset') === '0' ? held : undefined)

    // an item without storage_type: neither list can tell whether it holds it, so each asks for its first part
    socketLink.broadcast(JSON.stringify({ type: 'entity', entity: 'volume', action: 'created', id: 'v-odd', project_id: PROJECT.id, data: { id: 'v-odd', name: 'odd', created_in: at(5000) } }))
    await waitFor(() => expect(listCalls(backend, '/volumes')).toHaveLength(2))
    // the user scrolls to the end while that part is on its way; the next part follows once it is in
    scrollRegion(20 * ROW - viewport)
    backend.volumes = [volume(0, { id: 'v-odd', name: 'odd', created_in: at(5000) }), ...backend.volumes]
    release()
    await waitFor(() => expect(listCalls(backend, '/volumes').map((url) => url.searchParams.get('offset'))).toEqual(['0', '0', '20']))
    scrollRegion(26 * ROW)
    expect(await screen.findByText('vol-25')).toBeTruthy()
  }, 15_000)

  it('changes a row’s status badge on a status event, without asking the API again', async () => {
    backend.volumes = [volume(1), volume(2)]
    await renderApp('/lk/project/volumes/all')
    const row = await screen.findByRole('row', { name: /vol-1/ })
    expect(within(row).getByText('Не подключён')).toBeTruthy()
    await waitFor(() => expect(liveSocket.state()).toBe('open'))
    const calls = backend.calls.length

    socketLink.broadcast(JSON.stringify({ type: 'entity', entity: 'volume', action: 'updated', id: 'v1', project_id: PROJECT.id, data: { ...volume(1), status: 'ATTACHING' } }))
    await waitFor(() => expect(within(screen.getByRole('row', { name: /vol-1/ })).getByText('Подключается')).toBeTruthy())
    expect(within(screen.getByRole('row', { name: /vol-2/ })).getByText('Не подключён')).toBeTruthy()
    expect(backend.calls.length).toBe(calls)
  })
})
