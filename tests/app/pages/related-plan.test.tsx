// @vitest-environment jsdom
// 001 §4 Backup plan rules: "Blocking statuses for server actions: ACTIVATING, INSTALLING_AGENT, APPLYING_SETTINGS".
// A server's plan is a one-to-many relation (000 §3 Server backup_plans; the plan comes from the backups API, 001 §7
// GET /projects/{id}/backup/plans): the servers list and a server's details page load it, so the server's actions
// are judged with it (the page double marks what the engine blocks with what the page handed it).
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../../src/session/instance'
import { renderApp, resetApp, tokens } from '../harness'
import { rowMenu } from './actionsDouble'
import { at, listCalls, pagesBackend, type Item } from './backend'

vi.mock('../../../src/actions', () => import('./actionsDouble'))
const signIn = () => sessionStore.set({ ...tokens(), is_support_session: false })
const backend = pagesBackend({ beforeAll, afterAll, beforeEach, afterEach }, resetApp, signIn)

const serverItem = (id: string, name: string, minute: number): Item => ({
  id,
  name,
  status: 'ACTIVE',
  rescue_mode: 'NO',
  guest_agent: true,
  flavor: { vcpus: 2, ram: 4, cpu_type: 'shared' },
  image: { name: 'Ubuntu 22.04', operation_system: { distribution: 'Ubuntu', version: '22.04', os_family: 'linux' } },
  addresses: [{ address_id: `a-${id}`, address: '203.0.113.10', type: 'FIXED', external: true, is_primary: true, mask: 24 }],
  internal_addresses: [],
  volumes: [],
  snapshots: [],
  backup_plans: [],
  created_in: at(minute),
})

function seed(planStatus: string) {
  backend.servers = [serverItem('s1', 'web-1', 10), serverItem('s2', 'db-1', 11)]
  backend.backup_plans = [{ id: 'plan-1', name: 'Backup Entire Machine', status: planStatus, server_id: 's1', server: { id: 's1', name: 'web-1' }, created_in: at(12) }]
}

const blockedOf = (name: string) => screen.getByRole('group', { name }).getAttribute('data-blocked')?.split(',') ?? []

describe("a server's backup plan judges its actions", () => {
  it('on the servers list: the server whose plan is ACTIVATING has its actions blocked, the other not; the plans are read once', async () => {
    seed('ACTIVATING')
    await renderApp('/lk/project/servers/all')
    // the menus are judged as the user opens them (ui/table DeferredMenu)
    expect((await rowMenu('menu server web-1')).getAttribute('data-related')).toBe('backup_plan')
    expect(blockedOf('menu server web-1')).toEqual(expect.arrayContaining(['backup_enable', 'reboot', 'rename', 'delete']))
    expect((await rowMenu('menu server db-1')).getAttribute('data-related')).toBe('')
    expect(blockedOf('menu server db-1')).not.toContain('reboot')
    expect(listCalls(backend, '/backup/plans')).toHaveLength(1)
  })

  it('on the details page: the header judges the server with its plan (APPLYING_SETTINGS blocks, ACTIVE does not)', async () => {
    seed('APPLYING_SETTINGS')
    await renderApp('/lk/project/servers/s1/overview')
    await screen.findByRole('heading', { level: 1, name: /web-1/ })
    await waitFor(() => expect(screen.getByRole('group', { name: 'menu server web-1' }).getAttribute('data-related')).toBe('backup_plan'))
    expect(blockedOf('menu server web-1')).toEqual(expect.arrayContaining(['backup_enable', 'reboot', 'stop']))
    cleanup()
    await resetApp()
    signIn()
    seed('ACTIVE')
    await renderApp('/lk/project/servers/s1/overview')
    await waitFor(() => expect(screen.getByRole('group', { name: 'menu server web-1' }).getAttribute('data-related')).toBe('backup_plan'))
    expect(blockedOf('menu server web-1')).not.toContain('reboot')
  })
})
