// Accounts are isolated: another account's project or resource answers 404, whatever the id, and its
// websocket hears nothing of it.
import { describe, expect, it } from 'vitest'
import { Listener, OTHER, sleep, useEmulator } from './harness'

const emulator = await useEmulator()

describe('emulator account isolation', () => {
  it("every call on another account's project or resources is 404 and changes nothing", async () => {
    const demo = await emulator.signedIn()
    const other = await emulator.signedIn(OTHER)
    const project = await other.project()
    const volume = (await other.get(`/projects/${project.id}/volumes?status__in=AVAILABLE`)).body.result[0]
    const server = (await other.get(`/projects/${project.id}/servers`)).body.result[0]
    const snapshot = (await other.get(`/projects/${project.id}/snapshots`)).body.result[0]
    const disk = (await other.get(`/projects/${project.id}/local-disks`)).body.result[0]

    const attempts = [
      demo.get(`/projects/${project.id}`),
      demo.get(`/projects/${project.id}/volumes`),
      demo.get(`/projects/${project.id}/servers`),
      demo.get(`/projects/${project.id}/snapshots`),
      demo.get(`/projects/${project.id}/local-disks`),
      demo.get(`/projects/${project.id}/limits`),
      demo.get(`/projects/${project.id}/services`),
      demo.post(`/projects/${project.id}/volumes`, { name: 'intruder', size: 10 }),
      demo.get(`/volumes/${volume.id}/detail`),
      demo.patch(`/volumes/${volume.id}`, { name: 'hijacked' }),
      demo.delete(`/volumes/${volume.id}`),
      demo.post(`/volumes/${volume.id}/extend`, { new_size: volume.size + 10 }),
      demo.post(`/volumes/${volume.id}/attach`, { server_id: server.id }),
      demo.get(`/local-disks/${disk.id}/detail`),
      demo.get(`/servers/${server.id}`),
      demo.post(`/servers/${server.id}/reboot`),
      demo.patch(`/servers/${server.id}`, { name: 'hijacked' }),
      demo.delete(`/servers/${server.id}`),
      demo.get(`/snapshots/${snapshot.id}`),
      demo.post(`/snapshots/${snapshot.id}/restore`, { name: 'stolen' }),
      demo.delete(`/snapshots/${snapshot.id}`),
      demo.get('/volumes/00000000-0000-0000-0000-000000000000/detail'),
    ]
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404)
      expect(answer.body.errors[0].path).toBe('nofield')
    }
    expect((await other.get(`/volumes/${volume.id}/detail`)).body).toMatchObject({ name: volume.name, status: 'AVAILABLE', size: volume.size })
    expect((await other.get(`/servers/${server.id}`)).body.status).toBe(server.status)
    expect((await other.get(`/snapshots/${snapshot.id}`)).body.status).toBe('ACTIVE')
    expect((await other.get(`/projects/${project.id}/volumes`)).body.count).toBe(5)
    expect((await demo.get('/projects')).body.result.map((p: { id: string }) => p.id)).not.toContain(project.id)
  })

  it("a volume cannot be attached to another account's server", async () => {
    const demo = await emulator.signedIn()
    const other = await emulator.signedIn(OTHER)
    const theirServer = (await other.get(`/projects/${(await other.project()).id}/servers`)).body.result[0]
    const mine = (await demo.get(`/projects/${(await demo.project()).id}/volumes?status__in=AVAILABLE`)).body.result[0]
    const answer = await demo.post(`/volumes/${mine.id}/attach`, { server_id: theirServer.id })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0].path).toBe('server_id')
  })

  it("websocket events go to the owning account's connections only", async () => {
    const demo = await emulator.signedIn()
    const other = await emulator.signedIn(OTHER)
    const demoWs = await Listener.open(emulator.url, demo.token as string)
    const otherWs = await Listener.open(emulator.url, other.token as string)
    const created = await demo.post(`/projects/${(await demo.project()).id}/volumes`, { name: 'private', size: 10 })
    await demoWs.status(created.body.id, 'AVAILABLE')
    await sleep(100)
    expect(otherWs.messages.filter((message) => message.type !== 'heartbeat')).toEqual([])
    demoWs.close()
    otherWs.close()
  })

  it('the websocket refuses a missing or bad token', async () => {
    await expect(Listener.open(emulator.url, 'not-a-token')).rejects.toThrow(/401/)
  })
})
