// Issue 14 (hardening) 5: the outbox (restore keys, 2FA codes) answers loopback callers only, unless the
// emulator is started with EMULATOR_PUBLIC_OUTBOX=1.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { isLoopback, loopbackOnly } from '../../emulator/http/loopback'
import { optionsFromEnv, resolveOptions } from '../../emulator/options'
import { useEmulator } from './harness'

const emulator = await useEmulator()

/** The middleware in front of a page, asked as if by a caller at `address` (the Node socket the server sees). */
async function askFrom(address: string, open: boolean): Promise<number> {
  const app = new Hono()
  app.use('*', loopbackOnly(open))
  app.get('/mail.json', (c) => c.json({ result: [] }))
  const response = await app.fetch(new Request('http://emulator.test/mail.json'), {
    incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } },
  })
  return response.status
}

describe('the outbox on loopback only', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is loopback', (address) => expect(isLoopback(address)).toBe(true))
  it.each(['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.5', 'fe80::1', '128.0.0.1', '', undefined])('%s is not', (address) => expect(isLoopback(address)).toBe(false))

  it('a caller from another address gets a 403, a loopback one the mail', async () => {
    expect(await askFrom('203.0.113.9', false)).toBe(403)
    expect(await askFrom('2001:db8::5', false)).toBe(403)
    expect(await askFrom('127.0.0.1', false)).toBe(200)
  })

  it('EMULATOR_PUBLIC_OUTBOX=1 serves it to every address', async () => {
    expect(resolveOptions(optionsFromEnv({ EMULATOR_PUBLIC_OUTBOX: '1' })).publicOutbox).toBe(true)
    expect(resolveOptions(optionsFromEnv({})).publicOutbox).toBe(false)
    expect(await askFrom('203.0.113.9', true)).toBe(200)
  })

  it('the running emulator serves both outbox pages to a loopback caller', async () => {
    const json = await fetch(`${emulator.url}/emulator/mail.json`)
    expect(json.status).toBe(200)
    expect(((await json.json()) as { result: unknown[] }).result).toBeInstanceOf(Array)
    expect((await fetch(`${emulator.url}/emulator/mail`)).status).toBe(200)
  })
})
