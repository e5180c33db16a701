// @vitest-environment jsdom
// 000 §2 servers/{id} with tabs overview (default), volumes and snapshots, each its own URL; volumes/{id}/details;
// "A detail page returns to its list when a delete event arrives for the item."
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveSocket } from '../../../src/live/instance'
import { sessionStore } from '../../../src/session/instance'
import { API, renderApp, resetApp, tokens } from '../harness'
import { at, createBackend, handlers, layOutRegions, listCalls, localDisk, PROJECT, socketLink, volume, type Backend, type Item } from './backend'
import { rowMenu } from './actionsDouble'

vi.mock('../../../src/actions', () => import('./actionsDouble'))
const backend: Backend = createBackend()
const server = setupServer(...handlers(backend))
let restoreLayout = () => undefined as void

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  restoreLayout = layOutRegions(() => 1000)
})
afterAll(() => {
  server.close()
  restoreLayout()
})
beforeEach(async () => {
  await resetApp()
  Object.assign(backend, createBackend())
  sessionStore.set({ ...tokens(), is_support_session: false })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})

const web: Item = {
  id: 's1',
  name: 'web-1',
  status: 'ACTIVE',
  rescue_mode: 'NO',
  flavor: { vcpus: 2, ram: 4, cpu_type: 'shared' },
  image: { name: 'Ubuntu 22.04', operation_system: { distribution: 'Ubuntu', version: '22.04', os_family: 'linux' } },
  addresses: [{ address_id: 'a1', address: '203.0.113.10', type: 'FIXED', external: true, is_primary: true, mask: 24 }],
  internal_addresses: [],
  volumes: [{ id: 'd1', name: 'disk-1', size: 10, bootable: true, storage_type: 'local', status: 'IN_USE' }],
  snapshots: [{ id: 'sn1' }],
  created_in: at(10),
}
const attached = { id: 's1', name: 'web-1', rescue_mode: 'NO' }

function seed() {
  backend.servers = [web, { ...web, id: 's2', name: 'db-1', volumes: [], snapshots: [] }]
  backend.volumes = [volume(1, { status: 'IN_USE', attached_to_server: attached }), volume(2)]
  backend.local_disks = [localDisk(1, { attached_to_server: attached }), localDisk(3, { attached_to_server: { id: 's2', name: 'db-1', rescue_mode: 'NO' } })]
  backend.snapshots = [
    { id: 'sn1', name: 'before-upgrade', status: 'ACTIVE', parent_server: { id: 's1', name: 'web-1' }, child_servers: [], size: 10, created_in: at(20) },
    { id: 'sn2', name: 'other', status: 'ACTIVE', parent_server: { id: 's2', name: 'db-1' }, child_servers: [], size: 5, created_in: at(21) },
  ]
}

describe('the server details page', () => {
  it('shows the overview at the bare path; the volumes and snapshots tabs are links with their own URLs', async () => {
    seed()
    const { router } = await renderApp('/lk/project/servers/s1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/servers/s1/overview'))
    expect(await screen.findByRole('heading', { level: 1, name: /web-1/ })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Сервер — Облачная консоль'))
    const overview = await screen.findByText('2 vCPU, 4 ГБ памяти')
    expect(overview).toBeTruthy()
    expect(screen.getByText('Ubuntu 22.04')).toBeTruthy()
    expect(screen.getByText(/203\.0\.113\.10/)).toBeTruthy()
    expect(screen.getByText('Выключен')).toBeTruthy() // rescue mode NO

    const tabs = screen.getByRole('navigation', { name: 'Разделы' })
    expect(within(tabs).getByRole('link', { name: 'Обзор' }).getAttribute('aria-current')).toBe('page')
    expect(within(tabs).getByRole('link', { name: 'Диски' }).getAttribute('href')).toBe('/lk/project/servers/s1/volumes')
    expect(within(tabs).getByRole('link', { name: 'Снапшоты' }).getAttribute('href')).toBe('/lk/project/servers/s1/snapshots')
    expect(within(tabs).getByRole('link', { name: 'Режим восстановления' }).getAttribute('href')).toBe('/lk/project/servers/s1/rescue')
    // 000 §2 order; licenses and backups have no lists yet, so no tab
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Обзор', 'Доступ', 'Сеть', 'Снапшоты', 'Диски', 'Режим восстановления', 'Лицензии', 'Резервные копии'])

    fireEvent.click(within(tabs).getByRole('link', { name: 'Диски' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/servers/s1/volumes'))
    const volumes = await screen.findByRole('table', { name: 'Диски' })
    await within(volumes).findByRole('link', { name: 'vol-1' })
    expect(within(volumes).getByRole('link', { name: 'disk-1' })).toBeTruthy()
    // each volume's menu is judged with this server as its related server
    expect((await rowMenu('menu volume disk-1')).getAttribute('data-related')).toBe('server')
    expect(screen.getByRole('group', { name: 'menu server web-1' })).toBeTruthy()
    expect(within(volumes).queryByRole('link', { name: 'vol-2' })).toBeNull()
    expect(within(volumes).queryByRole('link', { name: 'disk-3' })).toBeNull()
    expect(listCalls(backend, '/volumes').at(-1)?.searchParams.get('attached_to_server.id__eq')).toBe('s1')
    // the rows' server is this page's item: the project's servers are not read for them
    expect(listCalls(backend, '/servers')).toHaveLength(0)
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы' }))
        .getByRole('link', { name: 'Диски' })
        .getAttribute('aria-current'),
    ).toBe('page')

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Разделы' })).getByRole('link', { name: 'Снапшоты' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/servers/s1/snapshots'))
    const snapshots = await screen.findByRole('table', { name: 'Снапшоты' })
    await within(snapshots).findByRole('link', { name: 'before-upgrade' })
    expect(within(snapshots).queryByRole('link', { name: 'other' })).toBeNull()
    expect(listCalls(backend, '/snapshots').at(-1)?.searchParams.get('parent_server.id__eq')).toBe('s1')
  })

  it('servers/{id}/staticip opens the network tab with the fixed addresses; the rescue tab shows the rescue mode', async () => {
    seed()
    const { router } = await renderApp('/lk/project/servers/s1/staticip')
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/servers/s1/network'))
    expect(await screen.findByText(/203\.0\.113\.10/)).toBeTruthy()
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Разделы' })).getByRole('link', { name: 'Режим восстановления' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/servers/s1/rescue'))
    expect(await screen.findByText('Выключен')).toBeTruthy()
  })

  it("says why a redirect brought the user here (000 §4: the system disk goes only with the server's deletion)", async () => {
    seed()
    const { router } = await renderApp('/lk/project/servers/s1/overview')
    expect(await screen.findByRole('heading', { level: 1, name: /web-1/ })).toBeTruthy()
    expect(screen.queryByText(/Системный диск отключается и удаляется только вместе с сервером/)).toBeNull()
    await router.navigate({ href: '/lk/project/servers/s1/volumes', state: (state) => ({ ...state, notice: 'console.notice.volume.system_disk' }) })
    expect(await screen.findByText(/Системный диск отключается и удаляется только вместе с сервером/)).toBeTruthy()
  })

  it('opens a tab by its URL', async () => {
    seed()
    await renderApp('/lk/project/servers/s1/snapshots')
    const snapshots = await screen.findByRole('table', { name: 'Снапшоты' })
    expect(await within(snapshots).findByRole('link', { name: 'before-upgrade' })).toBeTruthy()
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы' }))
        .getByRole('link', { name: 'Снапшоты' })
        .getAttribute('aria-current'),
    ).toBe('page')
  })
})

describe('a volume details page', () => {
  it('shows the volume and links its server', async () => {
    seed()
    await renderApp('/lk/project/volumes/v1/details')
    expect(await screen.findByRole('heading', { level: 1, name: /vol-1/ })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'web-1' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'web-1' }).getAttribute('href')).toBe('/lk/project/servers/s1/overview')
    expect(screen.getByText('Сетевой диск')).toBeTruthy()
    // the header's actions are judged with the server the volume is attached to (ActionInput.related)
    const actions = screen.getByRole('group', { name: 'menu volume vol-1' })
    await waitFor(() => expect(actions.getAttribute('data-related')).toBe('server'))
  })

  it("draws the header's menu only once the related server is in: judged before, it would offer detach for a moment", async () => {
    seed()
    let release = () => undefined as void
    const arrived = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(`${API}/servers/:id`, async () => {
        await arrived
        return HttpResponse.json(web)
      }),
    )
    await renderApp('/lk/project/volumes/v1/details')
    expect(await screen.findByRole('heading', { level: 1, name: /vol-1/ })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('group', { name: 'menu volume vol-1' })).toBeNull()

    release()
    const actions = await screen.findByRole('group', { name: 'menu volume vol-1' })
    expect(actions.getAttribute('data-related')).toBe('server')
  })

  it('returns to the volumes list when a delete event arrives for it', async () => {
    seed()
    const { router } = await renderApp('/lk/project/volumes/v2/details')
    expect(await screen.findByRole('heading', { level: 1, name: /vol-2/ })).toBeTruthy()
    await waitFor(() => expect(liveSocket.state()).toBe('open'))

    // another volume's deletion changes nothing here
    socketLink.broadcast(JSON.stringify({ type: 'entity', entity: 'volume', action: 'deleted', id: 'v1', project_id: PROJECT.id, data: backend.volumes[0] }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.pathname).toBe('/lk/project/volumes/v2/details')

    backend.volumes = backend.volumes.filter((item) => item.id !== 'v2')
    socketLink.broadcast(JSON.stringify({ type: 'entity', entity: 'volume', action: 'deleted', id: 'v2', project_id: PROJECT.id, data: { ...volume(2), status: 'DELETING' } }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/lk/project/volumes/all'))
    expect(await screen.findByRole('table', { name: 'Диски' })).toBeTruthy()
  })
})
