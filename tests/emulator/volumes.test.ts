// Volume transitions on the clock, observed on the websocket, and the state rules the server enforces
// (001 §4 Volume rules) answered 409 with { errors: [{ path, message }] }.
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { DURATIONS } from '../../emulator/domain/statuses'
import { Listener, useEmulator } from './harness'

const emulator = await useEmulator({ faultsEndpoint: true })
const api = await emulator.signedIn()
const project = await api.project()
const ws = await Listener.open(emulator.url, api.token as string)
afterAll(() => ws.close())

const servers = (await api.get(`/projects/${project.id}/servers`)).body.result
const web = servers.find((server: { name: string }) => server.name === 'web-1')
const db = servers.find((server: { name: string }) => server.name === 'db-1')
const volumeNamed = async (name: string) => (await api.get(`/projects/${project.id}/volumes?name=${name}`)).body.result[0]

function expectRefusal(answer: { status: number; body: { errors: { path: string; message: string }[]; reason?: string } }, reason: string, path = 'nofield'): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409)
  expect(answer.body.reason).toBe(reason)
  expect(answer.body.errors).toEqual([{ path, message: expect.any(String) }])
}

describe('emulator volumes', () => {
  it('create → attach → detach → extend → delete, each step heard on the websocket', async () => {
    // the transitions wait for the test to move the emulator's clock: each processing status holds however slow the machine
    await api.clock({ held: true })
    onTestFinished(() => api.clock({ held: false }))
    const costBefore = (await api.get('/balance')).body.current_cost.hour
    const created = await api.post(`/projects/${project.id}/volumes`, { name: 'vol-a', size: 20, autorename: true, description: 'test volume' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'vol-a', size: 20, status: 'CREATING', storage_type: 'volume', bootable: false, attached_to_server: null, description: 'test volume', snapshots: [] })
    const id: string = created.body.id
    // 001 §4: all actions blocked while the volume is processing
    expectRefusal(await api.post(`/volumes/${id}/attach`, { server_id: db.id }), 'volume_processing', 'status')
    await api.clock({ held: true, advance_ms: DURATIONS.volume_create })
    const available = await ws.status(id, 'AVAILABLE')
    expect(available).toMatchObject({ type: 'entity', entity: 'volume', action: 'updated', project_id: project.id })
    const balance = await ws.next((message) => message.type === 'balance')
    expect(balance.data.current_cost.hour).toBeCloseTo(costBefore + 0.2, 2)

    const attaching = await api.post(`/volumes/${id}/attach`, { server_id: db.id })
    expect(attaching.status).toBe(202)
    expect(attaching.body).toMatchObject({ status: 'ATTACHING', attached_to_server: { id: db.id, rescue_mode: 'NO' } })
    await api.clock({ held: true, advance_ms: DURATIONS.volume_attach })
    await ws.status(id, 'IN_USE')
    const serverEvent = await ws.next((message) => message.entity === 'server' && message.id === db.id && message.data.volumes.some((volume: { id: string }) => volume.id === id))
    expect(serverEvent.action).toBe('updated')
    expectRefusal(await api.post(`/volumes/${id}/attach`, { server_id: db.id }), 'volume_not_available', 'status')
    expectRefusal(await api.post(`/volumes/${id}/extend`, { new_size: 40 }), 'volume_attached')

    let mark = ws.mark()
    const detaching = await api.post(`/volumes/${id}/detach`, { clear_fstab: true })
    expect(detaching.body.status).toBe('DETACHING')
    await api.clock({ held: true, advance_ms: DURATIONS.volume_detach })
    const detached = await ws.status(id, 'AVAILABLE', mark)
    expect(detached.data.attached_to_server).toBeNull()

    mark = ws.mark()
    const extending = await api.post(`/volumes/${id}/extend`, { new_size: 40, reboot_server: false })
    expect(extending.body).toMatchObject({ status: 'PROCESSING', size: 40 })
    await api.clock({ held: true, advance_ms: DURATIONS.volume_extend })
    expect((await ws.status(id, 'AVAILABLE', mark)).data.size).toBe(40)
    expectRefusal(await api.post(`/volumes/${id}/extend`, { new_size: 40 }), 'size_must_grow', 'new_size')
    expectRefusal(await api.post(`/volumes/${id}/extend`, { new_size: 30 }), 'size_must_grow', 'new_size')

    const renamed = await api.patch(`/volumes/${id}`, { name: 'vol-b', description: 'renamed' })
    expect(renamed.body).toMatchObject({ name: 'vol-b', description: 'renamed' })
    const deleting = await api.delete(`/volumes/${id}`)
    expect(deleting).toMatchObject({ status: 202, body: { status: 'DELETING' } })
    expectRefusal(await api.patch(`/volumes/${id}`, { name: 'vol-d' }), 'volume_processing', 'status')
    await api.clock({ held: true, advance_ms: DURATIONS.volume_delete })
    const deleted = await ws.status(id, 'deleted')
    expect(deleted.data.id).toBe(id)
    expect((await api.get(`/volumes/${id}/detail`)).status).toBe(404)

    expect(ws.statusesOf(id)).toEqual(['CREATING', 'AVAILABLE', 'ATTACHING', 'IN_USE', 'DETACHING', 'AVAILABLE', 'PROCESSING', 'AVAILABLE', 'AVAILABLE', 'DELETING', 'deleted'])
    expect(ws.entityEvents(id)[0].action).toBe('created')
  })

  it('detach and delete need the server stopped; the system disk goes only with the server', async () => {
    const data = await volumeNamed('data-1')
    const boot = await volumeNamed('web-1-boot')
    const dbBoot = await volumeNamed('db-1-boot')
    expectRefusal(await api.post(`/volumes/${data.id}/detach`), 'server_not_stopped')
    expectRefusal(await api.delete(`/volumes/${data.id}`), 'server_not_stopped')
    expectRefusal(await api.post(`/volumes/${dbBoot.id}/detach`), 'bootable_volume')
    expectRefusal(await api.delete(`/volumes/${dbBoot.id}`), 'bootable_volume')
    // web-1-boot is covered by the seeded snapshot: 001 §4 blocks extend, detach and delete while snapshots exist
    expect(boot.snapshots).toHaveLength(1)
    expectRefusal(await api.post(`/volumes/${boot.id}/detach`), 'snapshots_exist')
    expectRefusal(await api.post(`/volumes/${data.id}/attach`, { server_id: web.id }), 'volume_not_available', 'status')
  })

  it('local disks are listed apart and cannot be attached, renamed, extended or deleted on their own', async () => {
    const disks = await api.get(`/projects/${project.id}/local-disks`)
    // db-1's and the rescue server's (rescue-1-local), which the seed puts on a local disk
    expect(disks.body.count).toBe(2)
    const disk = disks.body.result.find((item: { name: string }) => item.name === 'db-1-local')
    expect(disk).toMatchObject({ storage_type: 'local', status: 'IN_USE', attached_to_server: { id: db.id } })
    expect((await api.get(`/local-disks/${disk.id}/detail`)).body.id).toBe(disk.id)
    expect((await api.get(`/local-disks/${(await volumeNamed('backup')).id}/detail`)).status).toBe(404)
    expectRefusal(await api.post(`/volumes/${disk.id}/extend`, { new_size: 100 }), 'local_disk')
    expectRefusal(await api.patch(`/volumes/${disk.id}`, { name: 'renamed' }), 'local_disk')
    expectRefusal(await api.delete(`/volumes/${disk.id}`), 'local_disk')
  })

  it('delete takes force and clear_fstab as query flags too', async () => {
    const scratch = await volumeNamed('scratch')
    const answer = await api.call('DELETE', `/api/v1/volumes/${scratch.id}?force=true&clear_fstab=false`)
    expect(answer.status).toBe(202)
    expect(answer.body.status).toBe('DELETING')
    await ws.status(scratch.id, 'deleted')
  })
})
