// Issue 14 (hardening) 3: guessing is slowed. Failed sign-ins per account, wrong 2FA codes per account across
// sign-ins, restore and sign-up requests are limited (429 with Retry-After), and an unknown e-mail costs the
// same password hashing as a known one. Windows are simulated time (emulator/auth/guessing.ts GUESSING_RULES).
import { describe, expect, it } from 'vitest'
import { GUESSING_RULES } from '../../emulator/auth/guessing'
import { DEMO, OTHER, PASSWORD, useEmulator } from './harness'

const emulator = await useEmulator({ timeScale: 1 })
const api = emulator.api()

async function timeOf(body: object): Promise<number> {
  const started = performance.now()
  await api.post('/auth/login', body)
  return performance.now() - started
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

describe('slowed guessing', () => {
  it('an unknown e-mail is answered no faster than a known one with a wrong password', async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i += 1) {
      known.push(await timeOf({ email: 'timing-known@example.com', password: 'Wrong-password-1' }))
      unknown.push(await timeOf({ email: `timing-nobody-${i}@example.com`, password: 'Wrong-password-1' }))
    }
    // before: 20 ms against 217 ms; both now derive an scrypt key
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })

  it('failed sign-ins of one account end in a 429 with Retry-After, even for the right password', async () => {
    const email = DEMO
    for (let i = 0; i < GUESSING_RULES.signInPerAccount.limit; i += 1) expect((await api.post('/auth/login', { email, password: `Wrong-password-${i}` })).status).toBe(401)
    const refused = await api.post('/auth/login', { email, password: PASSWORD })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(GUESSING_RULES.signInPerAccount.windowMs / 1000)
    expect(refused.body.reason).toBe('too_many_attempts')
  })

  it('2FA codes are counted across sign-ins: a new sign-in brings no fresh attempts', async () => {
    const other = await emulator.signedIn(OTHER)
    expect((await other.post('/profile/second-factor', { enabled: true, password: PASSWORD })).status).toBe(200)
    let wrongCodes = 0
    while (wrongCodes < GUESSING_RULES.codePerAccount.limit) {
      const login = await api.post('/auth/login', { email: OTHER, password: PASSWORD })
      expect(login.status).toBe(200)
      // at most 4 per sign-in: the per-sign-in limit of 5 alone would never stop the guessing
      for (let i = 0; i < 4 && wrongCodes < GUESSING_RULES.codePerAccount.limit; i += 1, wrongCodes += 1) {
        const [mail] = await api.mail(OTHER)
        const wrong = mail.data.code === '000000' ? '111111' : '000000'
        expect((await api.post('/auth/second-factor', { second_factor_token: login.body.second_factor_token, code: wrong })).status).toBe(400)
      }
    }
    const next = await api.post('/auth/login', { email: OTHER, password: PASSWORD })
    expect(next.status).toBe(429)
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('restore requests of one e-mail end in a 429', async () => {
    const email = 'restore-guess@example.com'
    for (let i = 0; i < GUESSING_RULES.restorePerAccount.limit; i += 1) expect((await api.post('/auth/restore', { email })).status).toBe(204)
    const refused = await api.post('/auth/restore', { email })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('sign-ups of one e-mail end in a 429', async () => {
    const email = 'signup-guess@example.com'
    const signUp = () => api.post('/auth/signup', { email, captcha_token: 'captcha' })
    for (let i = 0; i < GUESSING_RULES.signUpPerAccount.limit; i += 1) expect((await signUp()).status).toBe(201)
    expect((await signUp()).status).toBe(429)
  })
})
