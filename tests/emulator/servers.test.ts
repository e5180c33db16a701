// Server start, stop, reboot, rename and delete on the clock (000 §4), heard on the websocket.
import { afterAll, describe, expect, it } from 'vitest'
import { Listener, useEmulator } from './harness'

const emulator = await useEmulator({ timeScale: 0.05 })
const api = await emulator.signedIn()
const project = await api.project()
const ws = await Listener.open(emulator.url, api.token as string)
afterAll(() => ws.close())

const serverNamed = async (name: string) => (await api.get(`/projects/${project.id}/servers?name=${name}`)).body.result[0]

describe('emulator servers', () => {
  it('lists servers with flavor, image, addresses and volumes', async () => {
    const web = await serverNamed('web-1')
    expect(web).toMatchObject({
      status: 'ACTIVE',
      rescue_mode: 'NO',
      flavor: { name: 'std-2-4', vcpus: 2, ram: 4, cpu_type: 'shared' },
      image: { operation_system: { distribution: 'ubuntu', version: '22', os_family: 'linux' } },
      disk_data: { storage_type: 'volume', size: 20 },
      snapshots_count: 1,
    })
    // its own primary address and the seeded floating IP attached to it on the 1 Gbit channel
    expect(web.addresses).toEqual([
      expect.objectContaining({ type: 'FIXED', external: true, is_primary: true, bandwidth_max_mbps: 100 }),
      expect.objectContaining({ type: 'FIXED', external: true, is_primary: false, bandwidth_max_mbps: 1024 }),
    ])
    expect(web.internal_addresses).toEqual([expect.objectContaining({ external: false })])
    expect(web.volumes.map((volume: { name: string; bootable: boolean }) => `${volume.name}:${volume.bootable}`)).toEqual(['web-1-boot:true', 'data-1:false'])
    expect((await api.get(`/servers/${web.id}`)).body).toEqual(web)
  })

  it('stop → STOPPING → STOPPED, start → STARTING → ACTIVE, reboot → REBOOTING → ACTIVE', async () => {
    const web = await serverNamed('web-1')
    const costRunning = (await api.get('/balance')).body.current_cost.hour

    let mark = ws.mark()
    const stopping = await api.post(`/servers/${web.id}/stop`)
    expect(stopping).toMatchObject({ status: 202, body: { status: 'STOPPING' } })
    expect((await api.post(`/servers/${web.id}/reboot`)).body.reason).toBe('server_processing')
    await ws.status(web.id, 'STOPPED', mark)
    // a stopped server's flavor and licences are not charged (std-2-4: 3.00 per hour; the seed's ISPmanager 6: 1.20)
    expect((await api.get('/balance')).body.current_cost.hour).toBeCloseTo(costRunning - 3 - 1.2, 2)
    expect((await api.post(`/servers/${web.id}/stop`)).body.reason).toBe('server_not_active')
    expect((await api.post(`/servers/${web.id}/reboot`)).body.reason).toBe('server_not_active')

    mark = ws.mark()
    expect((await api.post(`/servers/${web.id}/start`, {})).body.status).toBe('STARTING')
    await ws.status(web.id, 'ACTIVE', mark)
    expect((await api.post(`/servers/${web.id}/start`)).status).toBe(409)

    mark = ws.mark()
    expect((await api.post(`/servers/${web.id}/reboot`, { type: 'HARD' })).body.status).toBe('REBOOTING')
    await ws.status(web.id, 'ACTIVE', mark)
    expect(ws.statusesOf(web.id)).toEqual(['STOPPING', 'STOPPED', 'STARTING', 'ACTIVE', 'REBOOTING', 'ACTIVE'])
  })

  it('rename changes the name everywhere it shows', async () => {
    const db = await serverNamed('db-1')
    const renamed = await api.patch(`/servers/${db.id}`, { name: 'db-main' })
    expect(renamed.body.name).toBe('db-main')
    const boot = (await api.get(`/projects/${project.id}/volumes?name=db-1-boot`)).body.result[0]
    expect(boot.attached_to_server.name).toBe('db-main')
    await api.patch(`/servers/${db.id}`, { name: 'db-1' })
  })

  it('a server with snapshots cannot be deleted', async () => {
    const web = await serverNamed('web-1')
    const answer = await api.delete(`/servers/${web.id}`)
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ errors: [{ path: 'nofield', message: expect.any(String) }], reason: 'snapshots_exist' })
  })

  it('delete → DELETING → gone, with its system and local disks; an attached data volume becomes AVAILABLE', async () => {
    const db = await serverNamed('db-1')
    const scratch = (await api.get(`/projects/${project.id}/volumes?name=scratch`)).body.result[0]
    await api.post(`/volumes/${scratch.id}/attach`, { server_id: db.id })
    await ws.status(scratch.id, 'IN_USE')
    const before = (await api.get(`/projects/${project.id}`)).body.limits
    const mark = ws.mark()
    const deleting = await api.delete(`/servers/${db.id}`)
    expect(deleting).toMatchObject({ status: 202, body: { status: 'DELETING' } })
    const deleted = await ws.status(db.id, 'deleted', mark)
    expect(deleted.data.id).toBe(db.id)
    expect((await api.get(`/servers/${db.id}`)).status).toBe(404)
    const bootId = db.volumes.find((volume: { bootable: boolean }) => volume.bootable).id
    const localId = db.volumes.find((volume: { storage_type: string }) => volume.storage_type === 'local').id
    await ws.status(bootId, 'deleted', mark)
    await ws.status(localId, 'deleted', mark)
    const freed = await ws.status(scratch.id, 'AVAILABLE', mark)
    expect(freed.data.attached_to_server).toBeNull()
    // only the rescue server's local disk is left
    expect((await api.get(`/projects/${project.id}/local-disks`)).body.result.map((disk: { name: string }) => disk.name)).toEqual(['rescue-1-local'])
    const after = (await api.get(`/projects/${project.id}`)).body.limits
    const used = (limits: { name: string; used: number }[], name: string) => limits.find((limit) => limit.name === name)?.used
    expect(used(after, 'servers')).toBe((used(before, 'servers') ?? 0) - 1)
    expect(used(after, 'disk-space')).toBe((used(before, 'disk-space') ?? 0) - 10)
    expect(used(after, 'addresses')).toBe((used(before, 'addresses') ?? 0) - 1)
  })
})
