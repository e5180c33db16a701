// Snapshots (001 §4): made of a running server (CREATING → ACTIVE), restored into a new server
// (BUILDING → ACTIVE, listed in child_servers), deleted (DELETING → gone), at most 2 per server.
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { Listener, startTestEmulator, useEmulator } from './harness'

const emulator = await useEmulator({ timeScale: 0.05 })
const api = await emulator.signedIn()
const project = await api.project()
const ws = await Listener.open(emulator.url, api.token as string)
afterAll(() => ws.close())

const web = (await api.get(`/projects/${project.id}/servers?name=web-1`)).body.result[0]
const db = (await api.get(`/projects/${project.id}/servers?name=db-1`)).body.result[0]

describe('emulator snapshots', () => {
  it('restore makes a BUILDING server that becomes ACTIVE, with a system disk and an address', async () => {
    const snapshot = (await api.get(`/projects/${project.id}/snapshots`)).body.result[0]
    expect(snapshot).toMatchObject({ status: 'ACTIVE', type: 'FULL', parent_server: { id: web.id }, child_servers: [], size: 20 })
    expect(Date.parse(snapshot.delete_date)).toBeGreaterThan(Date.parse(snapshot.created_in))

    const restored = await api.post(`/snapshots/${snapshot.id}/restore`, { name: 'web-copy', ddos_protection: true })
    expect(restored.status).toBe(201)
    expect(restored.body).toMatchObject({ name: 'web-copy', status: 'BUILDING', flavor: { name: 'std-2-4' }, disk_data: { size: 20 } })
    expect(restored.body.addresses).toEqual([expect.objectContaining({ external: true, ddos_protection: true, is_primary: true })])
    const id: string = restored.body.id
    expect((await api.get(`/snapshots/${snapshot.id}`)).body.child_servers).toEqual([expect.objectContaining({ id, status: 'BUILDING' })])
    // 001 §4: delete is blocked while a child server is BUILDING
    expect((await api.delete(`/snapshots/${snapshot.id}`)).body.reason).toBe('child_server_building')

    const created = await ws.next((message) => message.entity === 'server' && message.id === id)
    expect(created.action).toBe('created')
    await ws.status(id, 'ACTIVE')
    expect(ws.statusesOf(id)).toEqual(['BUILDING', 'ACTIVE'])
    const child = await ws.next((message) => message.entity === 'snapshot' && message.id === snapshot.id && message.data.child_servers.some((server: { status: string }) => server.status === 'ACTIVE'))
    expect(child.data.child_servers[0].id).toBe(id)
    // web-1, the seed's rescue-1 and the restored one
    expect((await api.get(`/projects/${project.id}/servers?status__in=ACTIVE`)).body.count).toBe(3)
    expect((await api.get(`/projects/${project.id}/volumes?name=web-copy-boot`)).body.result[0]).toMatchObject({ bootable: true, status: 'IN_USE', size: 20 })
  })

  it('create on a running server: CREATING → ACTIVE; the third per server is refused; delete → gone', async () => {
    const refusedStopped = await api.post(`/servers/${db.id}/snapshots`, { name: 'snap-db' })
    expect(refusedStopped.status).toBe(409)
    const created = await api.post(`/servers/${web.id}/snapshots`, { name: 'snap-2' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'CREATING', parent_server: { id: web.id } })
    const id: string = created.body.id
    expect((await api.post(`/snapshots/${id}/restore`, { name: 'too-early' })).body.reason).toBe('snapshot_processing')
    expect((await api.delete(`/snapshots/${id}`)).body.reason).toBe('snapshot_processing')
    await ws.status(id, 'ACTIVE')

    const third = await api.post(`/servers/${web.id}/snapshots`, { name: 'snap-3' })
    expect(third.status).toBe(409)
    expect(third.body.reason).toBe('limit_reached')
    expect((await api.get(`/servers/${web.id}`)).body.snapshots_count).toBe(2)

    const deleting = await api.delete(`/snapshots/${id}`)
    expect(deleting).toMatchObject({ status: 202, body: { status: 'DELETING' } })
    await ws.status(id, 'deleted')
    expect(ws.statusesOf(id)).toEqual(['CREATING', 'ACTIVE', 'DELETING', 'deleted'])
    expect((await api.get(`/snapshots/${id}`)).status).toBe(404)
    expect((await api.get(`/servers/${web.id}`)).body.snapshots_count).toBe(1)
  })
})

describe('emulator snapshot expiry', () => {
  it('a snapshot is deleted when its 24 hours are over', async () => {
    // 000 §4: snapshots are kept 24 hours; at this scale a simulated day lasts 2.6 real seconds
    const fast = await startTestEmulator({ timeScale: 0.00003 })
    onTestFinished(() => fast.close())
    const other = await fast.signedIn()
    const project = await other.project()
    const listener = await Listener.open(fast.url, other.token as string)
    const snapshot = (await other.get(`/projects/${project.id}/snapshots`)).body.result[0]
    expect(snapshot.status).toBe('ACTIVE')
    const deleting = await listener.status(snapshot.id, 'DELETING', 0, 8000)
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(deleting.data.delete_date) - 50)
    await listener.status(snapshot.id, 'deleted', 0, 2000)
    expect((await other.get(`/projects/${project.id}/snapshots`)).body.count).toBe(0)
    listener.close()
  })
})
