// Phone verification on the provider's side (000 §5: "Phone verification code is the last 4 digits of an incoming
// call"; 000 §6: a verified phone is changed only through support). The call is read from the outbox (kind phone_call).
import { describe, expect, it } from 'vitest'
import { PHONE } from '../../contract/constants'
import { validateProfile } from '../../generated/validators/index.js'
import { DEMO, OTHER, sleep, useEmulator } from './harness'

// a fast clock: a new call may be placed after PHONE.call_again_ms of simulated time, 100 times shorter here
const SCALE = 0.01
const emulator = await useEmulator({ timeScale: SCALE })
const api = await emulator.signedIn()

const lastCall = async () => (await api.mail(DEMO)).find((mail: { kind: string }) => mail.kind === 'phone_call')

describe('phone verification', () => {
  it('the phone is checked on its field; the code is 4 digits', async () => {
    for (const phone of ['', '+', '89161234567', '+7 916 123', '+7916123456789012']) expect((await api.post('/profile/phone', { phone })).body.errors[0].path, phone).toBe('phone')
    expect((await api.post('/profile/phone/confirm', { code: '12a4' })).body.errors[0].path).toBe('code')
    expect((await api.post('/profile/phone/confirm', { code: '1234' })).body.reason).toBe('phone_call_not_requested')
  })

  it('000 §5: the code is the last 4 digits of the calling number; wrong codes are refused on code, three spend the call', async () => {
    const called = await api.post('/profile/phone', { phone: '+79161234567' })
    expect(called.status).toBe(200)
    expect(called.body).toMatchObject({ phone: '+79161234567', code_length: PHONE.code_digits })
    const call = await lastCall()
    expect(call.data.phone).toBe('+79161234567')
    expect(call.data.caller.endsWith(call.data.code)).toBe(true)
    expect(call.subject).toBe('Входящий звонок на +79161234567')
    const wrong = String((Number(call.data.code) + 1) % 10_000).padStart(4, '0')
    for (let attempt = 1; attempt <= PHONE.max_wrong_codes; attempt += 1) {
      const refused = await api.post('/profile/phone/confirm', { code: wrong })
      expect(refused.status).toBe(400)
      expect(refused.body.errors[0].path).toBe('code')
      expect(refused.body.code).toBe(attempt < PHONE.max_wrong_codes ? 'phone_code_wrong' : 'phone_code_spent')
    }
    // spent: even the right code needs a new call now
    expect((await api.post('/profile/phone/confirm', { code: call.data.code })).body.code).toBe('phone_code_spent')
  })

  it('a new call waits its turn on the clock (409 phone_call_too_soon with retry_after), then the right code verifies', async () => {
    const tooSoon = await api.post('/profile/phone', { phone: '+79161234567' })
    expect(tooSoon.status).toBe(409)
    expect(tooSoon.body).toMatchObject({ reason: 'phone_call_too_soon', errors: [{ path: 'phone' }] })
    expect(tooSoon.body.retry_after).toBeGreaterThan(0)
    expect(tooSoon.body.retry_after).toBeLessThanOrEqual(PHONE.call_again_ms / 1000)
    await sleep(PHONE.call_again_ms * SCALE + 50)
    expect((await api.post('/profile/phone', { phone: '+79161234568' })).status).toBe(200)
    const call = await lastCall()
    const confirmed = await api.post('/profile/phone/confirm', { code: call.data.code })
    expect(confirmed.status).toBe(200)
    expect(validateProfile(confirmed.body)).toBe(true)
    expect(confirmed.body).toMatchObject({ phone: '+79161234568', phone_verified: true })
    expect((await api.get('/account')).body.phone_verified).toBe(true)
    expect((await api.get('/profile')).body.phone).toBe('+79161234568')
  })

  it('000 §6: a verified phone is changed only through support', async () => {
    const again = await api.post('/profile/phone', { phone: '+79160000000' })
    expect(again.status).toBe(409)
    expect(again.body.reason).toBe('phone_verified')
  })

  it('the call is written in the language asked for (Accept-Language, as the e-mails)', async () => {
    const other = await emulator.signedIn(OTHER)
    const answer = await fetch(`${emulator.url}/api/v1/profile/phone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${other.token ?? ''}`, 'accept-language': 'en-US,en;q=0.9' },
      body: JSON.stringify({ phone: '+79161112233' }),
    })
    expect(answer.status).toBe(200)
    const [call] = await other.mail(OTHER)
    expect(call).toMatchObject({ kind: 'phone_call', subject: 'Incoming call to +79161112233' })
  })
})
