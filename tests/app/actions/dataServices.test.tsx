// @vitest-environment jsdom
// Data services' dialogs (issue 12): an S3 user's delete lists the buckets that go with it and first loads them
// (000 §4 S3 user: "delete (long; first loads the user's buckets)"), and enabling a server's backups first runs the
// ready check, whose "no Linux headers" stops it with the reason shown (001 §7 POST /servers/{id}/backup/ready-check).
import { cleanup, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EntityActions } from '../../../src/actions'
import { API, closed, openDialog, renderActions, submit } from './harness'

const user = { id: 'u1', name: 'media', canonical_name: 'media-store', status: 'AVAILABLE', space_max: 10 * 1048576, buckets_max: 3 }
const bucket = { id: 'b1', name: 'photos', owner: { id: 'u1', canonical_name: 'media-store', name: 'media' }, space_used: 0 }
const server = {
  id: 's1',
  name: 'web',
  status: 'ACTIVE',
  rescue_mode: 'NO',
  guest_agent: true,
  backup_plans: [],
  flavor: { name: 'small', vcpus: 1, ram: 1 },
  snapshots: [],
  addresses: [{ external: true, address: '203.0.113.5' }],
  image: { operation_system: { distribution: 'ubuntu', version: '22.04', os_family: 'linux' } },
}

let received: { method: string; url: URL }[] = []
let linuxHeaders = false
const record = (request: Request) => received.push({ method: request.method, url: new URL(request.url) })

const mock = setupServer(
  http.get(`${API}/balance`, () => HttpResponse.json({ balance: 10_000, credit_limit: 0, current_cost: { hour: 1, month: 720 }, currency: 'RUB' })),
  http.get(`${API}/projects/p1/limits`, () => HttpResponse.json({ result: [], count: 0 })),
  http.get(`${API}/projects/p1/s3/buckets`, ({ request }) => {
    record(request)
    return HttpResponse.json({ result: [bucket], count: 1 })
  }),
  http.get(`${API}/s3/users/u1/buckets`, ({ request }) => {
    record(request)
    return HttpResponse.json({ result: [bucket], count: 1 })
  }),
  http.delete(`${API}/s3/users/u1`, ({ request }) => {
    record(request)
    return HttpResponse.json({ ...user, status: 'DELETING' }, { status: 202 })
  }),
  http.get(`${API}/s3/users/u1`, () => HttpResponse.json(user)),
  http.get(`${API}/projects/p1/s3/users`, () => HttpResponse.json({ result: [user], count: 1 })),
  http.post(`${API}/servers/s1/backup/ready-check`, ({ request }) => {
    record(request)
    return HttpResponse.json({ linux_headers: linuxHeaders })
  }),
  http.post(`${API}/servers/s1/backup-enable`, ({ request }) => {
    record(request)
    return HttpResponse.json({ id: 'plan-1', name: 'Backup Entire Machine', status: 'ACTIVATING', server_id: 's1' }, { status: 201 })
  }),
  http.get(`${API}/servers/s1`, () => HttpResponse.json(server)),
  http.get(`${API}/projects/p1/servers`, () => HttpResponse.json({ result: [server], count: 1 })),
)
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.close())
afterEach(() => {
  cleanup()
  mock.resetHandlers()
  received = []
  linuxHeaders = false
})

const calls = () => received.map((call) => `${call.method} ${call.url.pathname}`)

describe('data services: what a dialog loads first', () => {
  it("000 §4 S3 user delete: the dialog lists the user's buckets (by owner), and the delete first loads them, then deletes", async () => {
    await renderActions(<EntityActions kind="s3_user" item={user} variant="buttons" />)
    const dialog = await openDialog('Удалить')
    const section = await within(dialog).findByRole('region', { name: 'Что от него зависит' })
    await within(section).findByText('photos')
    expect(received.find((call) => call.url.pathname.endsWith('/s3/buckets'))?.url.searchParams.get('owner.id__eq')).toBe('u1')
    await submit(dialog, 'Удалить')
    await closed('Удалить')
    expect(calls().indexOf('GET /api/v1/s3/users/u1/buckets')).toBeGreaterThanOrEqual(0)
    expect(calls().indexOf('GET /api/v1/s3/users/u1/buckets')).toBeLessThan(calls().indexOf('DELETE /api/v1/s3/users/u1'))
  })

  it('001 §7 ready-check: without the Linux headers backup_enable stops with the reason, nothing is ordered; with them it goes on', async () => {
    await renderActions(<EntityActions kind="server" item={server} variant="buttons" />)
    const dialog = await openDialog('Включить резервное копирование')
    await submit(dialog, 'Включить резервное копирование')
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('нет заголовков ядра Linux'))
    expect(calls()).toEqual(['POST /api/v1/servers/s1/backup/ready-check'])
    linuxHeaders = true
    await submit(dialog, 'Включить резервное копирование')
    await closed('Включить резервное копирование')
    expect(calls()).toEqual(['POST /api/v1/servers/s1/backup/ready-check', 'POST /api/v1/servers/s1/backup/ready-check', 'POST /api/v1/servers/s1/backup-enable'])
  })
})
