// 2FA with an authenticator app (000 §4 Profile actions 2fa_enable / 2fa_disable; 000 §4 Auth: login returns a
// second_factor_token requiring a confirm step) and the mailed code sent again. TOTP is RFC 6238.
import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, matchingStep, totpCode } from '../../emulator/auth/totp'
import { OTHER, PASSWORD, useEmulator } from './harness'

const emulator = await useEmulator()

describe('TOTP (RFC 6238 Appendix B, SHA-1 vectors)', () => {
  const secret = base32Encode(Buffer.from('12345678901234567890'))
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [20000000000, '65353130'],
  ])('at %i s the 8-digit code is %s', (seconds, expected) => {
    expect(hotp(base32Decode(secret), Math.floor(seconds / 30), 8)).toBe(expected)
  })
  it('a 6-digit code matches its step, the steps beside it, and no other', () => {
    const at = 1_700_000_000_000
    expect(matchingStep(secret, totpCode(secret, at), at)).toBe(Math.floor(at / 30_000))
    expect(matchingStep(secret, totpCode(secret, at - 30_000), at)).toBe(Math.floor(at / 30_000) - 1)
    expect(matchingStep(secret, totpCode(secret, at - 90_000), at)).toBeUndefined()
  })
})

describe('2FA with an authenticator app', () => {
  it('enable: the password gives the secret, a wrong code is 400 on code, the right one enables and answers recovery codes', async () => {
    const api = await emulator.signedIn(OTHER)
    const wrongPassword = await api.post('/profile/second-factor/app', { password: 'Wrong-password-1' })
    expect(wrongPassword.status).toBe(400)
    expect(wrongPassword.body.errors[0].path).toBe('password')

    const started = await api.post('/profile/second-factor/app', { password: PASSWORD })
    expect(started.status).toBe(200)
    const secret: string = started.body.secret
    expect(started.body.otpauth_uri).toContain(`secret=${secret}`)
    expect((await api.get('/account')).body.second_factor_enabled).toBe(false)

    const wrongCode = await api.post('/profile/second-factor', { enabled: true, code: totpCode(secret, Date.now() - 10 * 60_000) })
    expect(wrongCode.status).toBe(400)
    expect(wrongCode.body.errors[0].path).toBe('code')

    const enabled = await api.post('/profile/second-factor', { enabled: true, code: totpCode(secret, Date.now()) })
    expect(enabled.status).toBe(200)
    expect(enabled.body.second_factor_enabled).toBe(true)
    expect(enabled.body.recovery_codes).toHaveLength(8)

    // sign-in: no mail; the app's code of the enabling step is taken already, so the login waits for a fresh one
    const mailsBefore = (await api.mail(OTHER)).length
    const login = await api.post('/auth/login', { email: OTHER, password: PASSWORD })
    expect(login.body.second_factor_method).toBe('app')
    expect(await api.mail(OTHER)).toHaveLength(mailsBefore)
    const replayed = await api.post('/auth/second-factor', { second_factor_token: login.body.second_factor_token, code: totpCode(secret, Date.now()) })
    expect(replayed.status).toBe(400)
    expect(replayed.body.errors[0]).toEqual({ path: 'code', message: expect.stringContaining('already used') })

    // a recovery code signs in once
    const recovery: string = enabled.body.recovery_codes[0]
    const viaRecovery = await api.post('/auth/second-factor', { second_factor_token: login.body.second_factor_token, code: recovery })
    expect(viaRecovery.status).toBe(200)
    const again = await api.post('/auth/login', { email: OTHER, password: PASSWORD })
    expect((await api.post('/auth/second-factor', { second_factor_token: again.body.second_factor_token, code: recovery })).status).toBe(400)

    // disable takes the password; sign-in then asks for nothing more
    api.token = viaRecovery.body.access_token
    expect((await api.post('/profile/second-factor', { enabled: false })).body.errors[0].path).toBe('password')
    const disabled = await api.post('/profile/second-factor', { enabled: false, password: PASSWORD })
    expect(disabled.body.second_factor_enabled).toBe(false)
    expect((await api.post('/auth/login', { email: OTHER, password: PASSWORD })).body.access_token).toEqual(expect.any(String))
  })

  it('the mailed code step sends a new code on request; the old one is refused, the new one signs in', async () => {
    const api = await emulator.signedIn(OTHER)
    await api.post('/profile/second-factor', { enabled: true, password: PASSWORD })
    const login = await api.post('/auth/login', { email: OTHER, password: PASSWORD })
    const [first] = await api.mail(OTHER)
    // the step is before sign-in: no token is needed to ask again
    expect((await emulator.api().post('/auth/second-factor/resend', { second_factor_token: login.body.second_factor_token })).status).toBe(204)
    const [second] = await api.mail(OTHER)
    expect(second.id).not.toBe(first.id)
    const token = login.body.second_factor_token
    if (first.data.code !== second.data.code) expect((await api.post('/auth/second-factor', { second_factor_token: token, code: first.data.code })).status).toBe(400)
    const signedIn = await api.post('/auth/second-factor', { second_factor_token: token, code: second.data.code })
    expect(signedIn.status).toBe(200)
    api.token = signedIn.body.access_token
    await api.post('/profile/second-factor', { enabled: false, password: PASSWORD })
  })
})
