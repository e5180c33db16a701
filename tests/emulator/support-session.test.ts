// The support session (000 §2 sign forwarding_auth (query admin_key, admin login); 000 §6 "support/admin session
// via admin-key exchange, flagged is_support_session"): the operator issues an admin key, the exchange gives a
// session of that account once.
import { describe, expect, it } from 'vitest'
import { DEMO, useEmulator } from './harness'

const emulator = await useEmulator({ faultsEndpoint: true })
const locked = await useEmulator()
const operator = emulator.api()

const issueKey = async (email: string = DEMO) => operator.call('POST', '/emulator/admin-keys', { email })

describe('admin keys and the support session', () => {
  it('000 §6: an admin key is exchanged for a session of its account flagged is_support_session', async () => {
    const issued = await issueKey()
    expect(issued).toMatchObject({ status: 201, body: { admin_key: expect.any(String), expires_at: expect.any(String) } })

    const support = emulator.api()
    const session = await support.post('/auth/admin-key', { admin_key: issued.body.admin_key })
    expect(session).toMatchObject({ status: 200, body: { access_token: expect.any(String), refresh_token: expect.any(String), is_support_session: true } })

    support.token = session.body.access_token
    const mine = await (await emulator.signedIn()).project()
    expect((await support.project()).id).toBe(mine.id)
  })

  it('an admin key works once', async () => {
    const { body } = await issueKey()
    expect((await emulator.api().post('/auth/admin-key', { admin_key: body.admin_key })).status).toBe(200)
    const again = await emulator.api().post('/auth/admin-key', { admin_key: body.admin_key })
    expect(again).toMatchObject({ status: 401, body: { errors: [{ path: 'admin_key' }] } })
  })

  it('an unknown key is refused on its field; a malformed body is a 400, never a 5xx', async () => {
    expect((await emulator.api().post('/auth/admin-key', { admin_key: 'not-a-key' })).body.errors[0].path).toBe('admin_key')
    expect((await emulator.api().post('/auth/admin-key', {})).status).toBe(400)
    expect((await emulator.api().call('POST', '/api/v1/auth/admin-key', undefined, { raw: '{' })).status).toBe(400)
  })

  it('a newer key retires the unused older one', async () => {
    const older = (await issueKey()).body.admin_key
    const newer = (await issueKey()).body.admin_key
    expect((await emulator.api().post('/auth/admin-key', { admin_key: older })).status).toBe(401)
    expect((await emulator.api().post('/auth/admin-key', { admin_key: newer })).status).toBe(200)
  })

  it('the operator call needs a known e-mail', async () => {
    expect((await issueKey('nobody@example.com')).body.errors[0].path).toBe('email')
    expect((await operator.call('POST', '/emulator/admin-keys', { email: 'not an e-mail' })).status).toBe(400)
  })
})

describe('admin keys with the emulator controls off', () => {
  it('are not issued (403)', async () => {
    expect((await locked.api().call('POST', '/emulator/admin-keys', { email: DEMO })).status).toBe(403)
  })

  it("000 §6 / 001 §4 blocked_in_support_session: the API refuses the support session's blocked actions itself (403 support_session); the user's own session may", async () => {
    const { body } = await issueKey()
    const support = emulator.api()
    const session = await support.post('/auth/admin-key', { admin_key: body.admin_key })
    support.token = session.body.access_token
    const project = await support.project()
    const web = (await support.get(`/projects/${project.id}/servers?name=web-1`)).body.result[0]
    // only the user may agree to support access to a server (000 §4 Support key), create API tokens, change the password
    const refused = await support.post(`/servers/${web.id}/admin-key`, { agree: true })
    expect(refused).toMatchObject({ status: 403, body: { reason: 'support_session', errors: [{ path: 'nofield' }] } })
    expect((await support.post('/access-tokens', { name: 'support' })).body.reason).toBe('support_session')
    expect((await support.post('/profile/password', { password: 'x', new_password: 'y' })).body.reason).toBe('support_session')
    // what is not blocked stays open to support: reading, and the server's other actions
    expect((await support.get(`/servers/${web.id}`)).status).toBe(200)
    // the flag lives on the session: a refreshed pair is still a support session
    const refreshed = await support.post('/auth/refresh', { refresh_token: session.body.refresh_token })
    support.token = refreshed.body.access_token
    expect((await support.post(`/servers/${web.id}/admin-key`, { agree: true })).status).toBe(403)
    // the user's own session is not refused
    const user = await emulator.signedIn()
    expect((await user.post(`/servers/${web.id}/admin-key`, { agree: true })).status).toBe(202)
  })
})
