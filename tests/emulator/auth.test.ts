// Sign-in, 2FA, refresh rotation, expiry, logout, sign-up and restore through the outbox (000 §4 Auth).
import { describe, expect, it } from 'vitest'
import { Api, DEMO, OTHER, PASSWORD, holdEmulatorTime, useEmulator } from './harness'

const emulator = await useEmulator()

describe('emulator auth', () => {
  it('login answers a token pair; a wrong password or unknown e-mail is 401 and no call works without a token', async () => {
    const api = emulator.api()
    const session = await api.login()
    expect(session).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_at: expect.any(String) })
    expect(Date.parse(session.expires_at)).toBeGreaterThan(Date.now())
    expect((await api.get('/account')).status).toBe(200)

    expect((await api.post('/auth/login', { email: DEMO, password: 'Wrong-password-1' })).status).toBe(401)
    expect((await api.post('/auth/login', { email: 'nobody@example.com', password: PASSWORD })).status).toBe(401)
    const anonymous = emulator.api()
    const refused = await anonymous.get('/projects')
    expect(refused.status).toBe(401)
    expect(refused.body.errors[0]).toEqual({ path: 'nofield', message: expect.any(String) })
    expect((await anonymous.call('GET', '/api/v1/balance', undefined, { token: 'made-up' })).status).toBe(401)
  })

  it('refresh tokens rotate: the new pair works, and once it was used replaying the old refresh token closes the session', async () => {
    const api = emulator.api()
    const first = await api.login()
    const second = await api.post('/auth/refresh', { refresh_token: first.refresh_token })
    expect(second.status).toBe(200)
    expect(second.body.refresh_token).not.toBe(first.refresh_token)
    expect((await api.call('GET', '/api/v1/account', undefined, { token: second.body.access_token })).status).toBe(200)
    const third = await api.post('/auth/refresh', { refresh_token: second.body.refresh_token })
    expect(third.status).toBe(200)

    // the first token's successor was used: its replay is no reloaded tab's (tests/emulator/refresh-reuse.test.ts)
    const replay = await api.post('/auth/refresh', { refresh_token: first.refresh_token })
    expect(replay.status).toBe(401)
    expect(replay.body.errors[0].path).toBe('refresh_token')
    // the replay revoked the session: the newest pair is dead too
    expect((await api.post('/auth/refresh', { refresh_token: third.body.refresh_token })).status).toBe(401)
    expect((await api.call('GET', '/api/v1/account', undefined, { token: third.body.access_token })).status).toBe(401)
  })

  it('access tokens expire (ACCESS_TOKEN_TTL_SECONDS) and a refresh brings a working one', async () => {
    // the emulator's time held and moved past the 15 minutes, not waited for
    const time = holdEmulatorTime()
    const api = emulator.api()
    const session = await api.login()
    expect((await api.get('/profile')).status).toBe(200)
    time.moveOn(15 * 60 * 1000 - 1)
    expect((await api.get('/profile')).status).toBe(200)
    time.moveOn(1)
    expect((await api.get('/profile')).status).toBe(401)
    const fresh = await api.post('/auth/refresh', { refresh_token: session.refresh_token })
    expect(fresh.status).toBe(200)
    api.token = fresh.body.access_token
    expect((await api.get('/profile')).body.email).toBe(DEMO)
  })

  it('logout closes the session: its access and refresh tokens stop working, other sessions do not', async () => {
    const api = emulator.api()
    const session = await api.login()
    const other = await emulator.signedIn()
    expect((await api.post('/auth/logout')).status).toBe(204)
    expect((await api.get('/account')).status).toBe(401)
    expect((await api.post('/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401)
    expect((await other.get('/account')).status).toBe(200)
  })

  it('2FA: login answers second_factor_token, the e-mailed code completes it, a wrong code is 400 on code', async () => {
    const api = await emulator.signedIn(OTHER)
    expect((await api.post('/profile/second-factor', { enabled: true, password: 'wrong' })).status).toBe(400)
    const enabled = await api.post('/profile/second-factor', { enabled: true, password: PASSWORD })
    expect(enabled.body.second_factor_enabled).toBe(true)
    expect((await api.get('/account')).body.second_factor_enabled).toBe(true)

    const login = await api.post('/auth/login', { email: OTHER, password: PASSWORD })
    expect(login.body).toEqual({ second_factor_token: expect.any(String), second_factor_method: 'email' })
    const [mail] = await api.mail(OTHER)
    expect(mail.kind).toBe('second_factor')
    const code: string = mail.data.code
    expect(mail.text).toContain(code)

    const wrong = await api.post('/auth/second-factor', { second_factor_token: login.body.second_factor_token, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].path).toBe('code')
    const confirmed = await api.post('/auth/second-factor', { second_factor_token: login.body.second_factor_token, code })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.access_token).toEqual(expect.any(String))
    // the step is one-time
    expect((await api.post('/auth/second-factor', { second_factor_token: login.body.second_factor_token, code })).status).toBe(401)

    api.token = confirmed.body.access_token
    await api.post('/profile/second-factor', { enabled: false, password: PASSWORD })
    expect((await api.post('/auth/login', { email: OTHER, password: PASSWORD })).body.access_token).toEqual(expect.any(String))
  })

  it('sign-up with the registration payload e-mails a reg_key that sets the password and signs in', async () => {
    const api = emulator.api()
    const email = 'new-user@example.com'
    const signup = await api.post('/auth/signup', { email, email_marketing_subscribe: true, captcha_token: 'captcha', ref_site: 'https://example.org', ref_affiliate_id: 42 })
    expect(signup.status).toBe(201)
    expect(signup.body.signup_status).toBe(1)
    // no password yet: no sign-in
    expect((await api.post('/auth/login', { email, password: 'Whatever-2026' })).status).toBe(401)

    const [mail] = await api.mail(email)
    expect(mail.kind).toBe('signup')
    expect(mail.text).toContain('/lk/sign/up/reg_key?reg_key=')
    const weak = await api.post('/auth/signup/password', { reg_key: mail.data.reg_key, password: 'short' })
    expect(weak.status).toBe(400)
    expect(weak.body.errors[0].path).toBe('password')
    const done = await api.post('/auth/signup/password', { reg_key: mail.data.reg_key, password: 'New-user-pass-1' })
    expect(done.status).toBe(200)
    api.token = done.body.access_token
    expect((await api.get('/account')).body.signup_status).toBe(9)
    expect((await api.get('/profile')).body).toMatchObject({ email, email_marketing_subscribe: true })
    const projects = await api.get('/projects')
    expect(projects.body.count).toBe(1)
    expect((await api.get('/balance')).body.balance).toBe(0)

    expect((await api.post('/auth/signup/password', { reg_key: mail.data.reg_key, password: 'New-user-pass-2' })).status).toBe(400)
    const again = await api.post('/auth/signup', { email, captcha_token: 'captcha' })
    expect(again.status).toBe(400)
    expect(again.body.errors[0].path).toBe('email')
    expect((await new Api(emulator.url).post('/auth/signup', { email: 'not-an-email', captcha_token: 'x' })).body.errors[0].path).toBe('email')
  })

  it('password restore: the e-mailed key sets a new password, closes open sessions and works once', async () => {
    const email = 'restore-me@example.com'
    const api = emulator.api()
    await api.post('/auth/signup', { email, captcha_token: 'c' })
    const [signupMail] = await api.mail(email)
    await api.post('/auth/signup/password', { reg_key: signupMail.data.reg_key, password: 'First-password-1' })
    const open = await emulator.api().login(email, 'First-password-1')

    expect((await api.post('/auth/restore', { email })).status).toBe(204)
    expect((await api.post('/auth/restore', { email: 'unknown@example.com' })).status).toBe(204)
    const [mail] = await api.mail(email)
    expect(mail.kind).toBe('restore')
    expect(mail.text).toContain('/lk/sign/restore_password?key=')
    expect((await api.post('/auth/restore/password', { key: mail.data.key, password: 'Second-password-2' })).status).toBe(204)

    expect((await api.post('/auth/login', { email, password: 'First-password-1' })).status).toBe(401)
    expect((await api.post('/auth/login', { email, password: 'Second-password-2' })).status).toBe(200)
    expect((await api.call('GET', '/api/v1/account', undefined, { token: open.access_token })).status).toBe(401)
    expect((await api.post('/auth/restore/password', { key: mail.data.key, password: 'Third-password-3' })).status).toBe(400)
  })

  it('the outbox is readable as a page and as JSON', async () => {
    const page = await emulator.api().call('GET', '/emulator/mail')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.body).toContain('Emulator outbox')
    const json = await emulator.api().call('GET', '/emulator/mail.json')
    expect(json.body.count).toBe(json.body.result.length)
  })
})
