// Server resize, rescue, passwords, the support key and the OS core request on the emulator's clock (000 §4
// Server actions and statuses), with 400 answers on the field and websocket events.
import { afterAll, describe, expect, it } from 'vitest'
import { Listener, useEmulator } from './harness'

const emulator = await useEmulator({ timeScale: 0.05 })
const api = await emulator.signedIn()
const project = await api.project()
const ws = await Listener.open(emulator.url, api.token as string)
afterAll(() => ws.close())

const serverNamed = async (name: string) => (await api.get(`/projects/${project.id}/servers?name=${name}`)).body.result[0]
const PASSWORD = 'Rescue-pass-2026'

describe('emulator server actions', () => {
  it("000 §4 'resize (vcpus, ram; only when running or stopped)': RESIZING, then the new flavor and the status it had", async () => {
    const db = await serverNamed('db-1')
    expect(db).toMatchObject({ status: 'STOPPED', flavor: { vcpus: 1, ram: 2 } })
    const mark = ws.mark()
    const resizing = await api.post(`/servers/${db.id}/resize`, { vcpus: 2, ram: 4 })
    expect(resizing).toMatchObject({ status: 202, body: { status: 'RESIZING' } })
    // 000 §4: blocked while processing
    expect((await api.post(`/servers/${db.id}/resize`, { vcpus: 4, ram: 8 })).body.reason).toBe('server_processing')
    const done = await ws.status(db.id, 'STOPPED', mark)
    expect(done.data.flavor).toMatchObject({ name: 'std-2-4', vcpus: 2, ram: 4 })
    expect(ws.statusesOf(db.id).slice(-2)).toEqual(['RESIZING', 'STOPPED'])
  })

  it('000 §5 CPU and RAM linked by allowed ranges: a pair that is no flavor is a 400 on ram; a malformed body a 400 on its field', async () => {
    const web = await serverNamed('web-1')
    const unknown = await api.post(`/servers/${web.id}/resize`, { vcpus: 3, ram: 5 })
    expect(unknown).toMatchObject({ status: 400, body: { code: 'flavor_not_found', errors: [{ path: 'ram', message: 'The flavor was not found' }] } })
    const malformed = await api.post(`/servers/${web.id}/resize`, { vcpus: 'two', ram: 4 })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors[0].path).toBe('vcpus')
    expect((await api.post(`/servers/${web.id}/resize`, { vcpus: 2 })).body.errors[0].path).toBe('ram')
    expect((await serverNamed('web-1')).status).toBe('ACTIVE')
  })

  it("000 §4 'Rescue is entered and left via reboot; until rescue is ACTIVE the status shows RESCUE_PROCESSING'", async () => {
    const web = await serverNamed('web-1')
    let mark = ws.mark()
    const entering = await api.post(`/servers/${web.id}/rescue/enable`, {})
    expect(entering).toMatchObject({ status: 202, body: { status: 'RESCUE_PROCESSING', rescue_mode: 'INITIALIZATION' } })
    const inRescue = await ws.status(web.id, 'ACTIVE', mark)
    expect(inRescue.data.rescue_mode).toBe('ACTIVE')
    // in rescue the other actions are blocked (000 §4) and the rescue password can be set
    expect((await api.post(`/servers/${web.id}/reboot`, { type: 'HARD' })).body.reason).toBe('server_in_rescue')
    expect((await api.post(`/servers/${web.id}/rescue/enable`, {})).status).toBe(409)
    expect((await api.post(`/servers/${web.id}/rescue/password`, { password: 'short' })).body.errors[0].path).toBe('password')
    expect((await api.post(`/servers/${web.id}/rescue/password`, { password: PASSWORD })).status).toBe(200)

    mark = ws.mark()
    const leaving = await api.post(`/servers/${web.id}/rescue/disable`, {})
    expect(leaving).toMatchObject({ status: 202, body: { status: 'RESCUE_PROCESSING', rescue_mode: 'RESUMPTION' } })
    const left = await ws.status(web.id, 'ACTIVE', mark)
    expect(left.data.rescue_mode).toBe('NO')
    expect((await api.post(`/servers/${web.id}/rescue/disable`, {})).body.reason).toBe('server_not_in_rescue')
    expect((await api.post(`/servers/${web.id}/rescue/password`, { password: PASSWORD })).body.reason).toBe('server_not_in_rescue')
  })

  it("000 §4 Support key: 'allowed only if the user agrees'; ADDING_KEY → THERE, DELETING_KEY → NO", async () => {
    const web = await serverNamed('web-1')
    expect(web.admin_key_status).toBe('NO')
    const refused = await api.post(`/servers/${web.id}/admin-key`, {})
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ path: 'agree' }] } })
    expect((await api.post(`/servers/${web.id}/admin-key`, { agree: false })).status).toBe(400)

    let mark = ws.mark()
    expect((await api.post(`/servers/${web.id}/admin-key`, { agree: true })).body.admin_key_status).toBe('ADDING_KEY')
    await ws.next((message) => message.id === web.id && message.data?.admin_key_status === 'THERE', 5000, mark)
    expect((await api.post(`/servers/${web.id}/admin-key`, { agree: true })).body.reason).toBe('admin_key_present')

    mark = ws.mark()
    expect((await api.delete(`/servers/${web.id}/admin-key`, { agree: true })).body.admin_key_status).toBe('DELETING_KEY')
    await ws.next((message) => message.id === web.id && message.data?.admin_key_status === 'NO', 5000, mark)
    expect((await api.delete(`/servers/${web.id}/admin-key`, { agree: true })).body.reason).toBe('admin_key_absent')
  })

  it('000 §4 change_password: the 000 §5 password rules on the password field', async () => {
    const web = await serverNamed('web-1')
    expect((await api.post(`/servers/${web.id}/password`, { password: 'onlylowercase' })).body.errors[0].path).toBe('password')
    expect((await api.post(`/servers/${web.id}/password`, { password: PASSWORD })).status).toBe(200)
  })

  it('000 §4 request to update OS core: recorded once (a ticket once tickets exist)', async () => {
    const web = await serverNamed('web-1')
    const requested = await api.post(`/servers/${web.id}/os-core-update`, {})
    expect(requested).toMatchObject({ status: 202, body: { id: web.id, os_core_update_requested_in: expect.any(String) } })
    expect((await api.post(`/servers/${web.id}/os-core-update`, {})).body.reason).toBe('os_core_update_requested')
  })
})
