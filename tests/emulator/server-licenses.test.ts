// Server licences on the emulator (000 §3 Server license; 000 §4 Server license: processing BUILDING, CREATING,
// DELETING, CHANGING; change and delete blocked for windows_server; 000 §4 Server actions: the ISPmanager 6 licence
// needs an external IP). The calls are a product decision (001 §7 lists none): GET /projects/{id}/licenses,
// GET and POST /servers/{id}/licenses, GET, PATCH and DELETE /licenses/{id}.
import { afterAll, describe, expect, it } from 'vitest'
import { Listener, OTHER, useEmulator } from './harness'

const emulator = await useEmulator({ timeScale: 0.05, faultsEndpoint: true })
const api = await emulator.signedIn()
const project = await api.project()
const ws = await Listener.open(emulator.url, api.token as string)
afterAll(() => ws.close())

const serverNamed = async (name: string) => (await api.get(`/projects/${project.id}/servers?name=${name}`)).body.result[0]
const priceOf = async (name: string): Promise<number> =>
  (await api.get(`/projects/${project.id}`)).body.prices.find((entry: { group: string; name: string }) => entry.group === 'license' && entry.name === name).cost.hour
const hourCost = async (): Promise<number> => (await api.get('/balance')).body.current_cost.hour

describe('emulator server licences', () => {
  it('the seed: the web server has an ACTIVE ISPmanager 6 licence, embedded in the server and listed by server_id', async () => {
    const web = await serverNamed('web-1')
    expect(web.licenses).toEqual([expect.objectContaining({ addon: 'ispmanager_6', name: 'ISPmanager 6', value: 1, status: 'ACTIVE' })])
    const list = await api.get(`/projects/${project.id}/licenses?server_id__eq=${web.id}`)
    expect(list.body).toMatchObject({ count: 1, result: [{ addon: 'ispmanager_6', server_id: web.id, cost: { hour: await priceOf('ispmanager_6') } }] })
    expect((await api.get(`/servers/${web.id}/licenses`)).body.count).toBe(1)
  })

  it('add: 201 CREATING, then ACTIVE on the clock; the licence counts in the server cost and the balance', async () => {
    const web = await serverNamed('web-1')
    const before = await hourCost()
    const mark = ws.mark()
    const added = await api.post(`/servers/${web.id}/licenses`, { addon: 'windows_rdp', value: 3 })
    expect(added).toMatchObject({ status: 201, body: { addon: 'windows_rdp', value: 3, status: 'CREATING', server_id: web.id } })
    await ws.status(added.body.id, 'ACTIVE', mark)
    expect(await hourCost()).toBeCloseTo(before + 3 * (await priceOf('windows_rdp')), 2)
    // the same addon twice is a 400 on addon
    expect((await api.post(`/servers/${web.id}/licenses`, { addon: 'windows_rdp' })).body.errors).toEqual([{ path: 'addon', message: 'The server already has this licence' }])
  })

  it('change: 202 CHANGING, then ACTIVE with the new value; delete: 202 DELETING, then gone; both blocked while processing', async () => {
    const web = await serverNamed('web-1')
    const rdp = (await api.get(`/servers/${web.id}/licenses?addon=windows_rdp`)).body.result[0]
    let mark = ws.mark()
    const changing = await api.patch(`/licenses/${rdp.id}`, { value: 5 })
    expect(changing).toMatchObject({ status: 202, body: { status: 'CHANGING', value: 3 } })
    // 000 §4 Server license: all actions blocked while processing
    expect((await api.delete(`/licenses/${rdp.id}`)).body.reason).toBe('license_processing')
    expect((await ws.status(rdp.id, 'ACTIVE', mark)).data.value).toBe(5)
    expect((await api.patch(`/licenses/${rdp.id}`, { value: 0 })).body.errors[0].path).toBe('value')
    mark = ws.mark()
    expect((await api.delete(`/licenses/${rdp.id}`)).body.status).toBe('DELETING')
    await ws.status(rdp.id, 'deleted', mark)
    expect((await api.get(`/licenses/${rdp.id}`)).status).toBe(404)
  })

  it("000 §4: 'ISPmanager 6 licence needs an external IP' (400 on addon); windows_server comes with a Windows image", async () => {
    const other = await emulator.signedIn(OTHER)
    const otherProject = await other.project()
    // held: the build waits until the licence is seen BUILDING and the socket listens, however slow the machine
    expect((await other.call('POST', '/emulator/clock', { held: true })).status).toBe(200)
    // ordered without an external address: only an internal one
    const order = await other.post(`/projects/${otherProject.id}/servers`, {
      name: 'win-1',
      image_id: 'image-windows-2022',
      flavor: 'std-2-4',
      volumes: [{ storage_type: 'volume', size: 20 }],
      password: 'Windows-pass-2026',
      floatingip: null,
    })
    expect(order.status).toBe(201)
    const licenses = (await other.get(`/servers/${order.body.id}/licenses`)).body.result
    expect(licenses).toEqual([expect.objectContaining({ addon: 'windows_server', status: 'BUILDING' })])
    const otherWs = await Listener.open(emulator.url, other.token as string)
    try {
      expect((await other.call('POST', '/emulator/clock', { held: false })).status).toBe(200)
      await otherWs.status(order.body.id, 'ACTIVE')
    } finally {
      otherWs.close()
    }
    const refused = await other.post(`/servers/${order.body.id}/licenses`, { addon: 'ispmanager_6' })
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ path: 'addon', message: 'The ISPmanager 6 licence needs an external IP address' }] } })
    expect((await other.post(`/servers/${order.body.id}/licenses`, { addon: 'windows_server' })).body.errors[0].path).toBe('addon')
    // 000 §4 Server license: change and delete blocked for windows_server
    const windows = (await other.get(`/servers/${order.body.id}/licenses`)).body.result[0]
    expect(windows.status).toBe('ACTIVE')
    expect((await other.patch(`/licenses/${windows.id}`, { value: 2 })).body.reason).toBe('windows_server_license')
    expect((await other.delete(`/licenses/${windows.id}`)).body.reason).toBe('windows_server_license')
  })

  it('001 §5 money check: a licence the balance cannot carry is 402 not_enough_money; malformed bodies are 400 on their field', async () => {
    const other = await emulator.signedIn(OTHER)
    const web = (await other.get(`/projects/${(await other.project()).id}/servers?name=other-web-1`)).body.result[0]
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 0 })
    const refused = await other.post(`/servers/${web.id}/licenses`, { addon: 'mssql_standard' })
    expect(refused).toMatchObject({ status: 402, body: { reason: 'not_enough_money' } })
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 5000 })
    expect((await other.post(`/servers/${web.id}/licenses`, { addon: 'nope' })).body.errors[0].path).toBe('addon')
    expect((await other.post(`/servers/${web.id}/licenses`, { addon: 'mssql_web', value: 'two' })).body.errors[0].path).toBe('value')
    // another account's licence reads as missing
    const mine = (await api.get(`/projects/${project.id}/licenses`)).body.result[0]
    expect((await other.get(`/licenses/${mine.id}`)).status).toBe(404)
  })

  it("a server in rescue: its licences' actions are refused as the server's (000 §4 blocked in rescue)", async () => {
    const rescue = await serverNamed('rescue-1')
    expect(rescue).toMatchObject({ status: 'ACTIVE', rescue_mode: 'ACTIVE' })
    expect((await api.post(`/servers/${rescue.id}/licenses`, { addon: 'mssql_web' })).body.reason).toBe('server_in_rescue')
  })
})
