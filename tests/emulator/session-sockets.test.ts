// A websocket lives no longer than the session that opened it (issue 14: sockets close when their session
// ends): sign-out, a new password, a replayed refresh token, a deleted or renewed API token. The close code
// (contract/live.ts) tells the console to stop reconnecting and find its session gone.
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { SESSION_ENDED_CLOSE, TOKEN_EXPIRED_CLOSE } from '../../contract/live'
import { eventually, Listener, useEmulator } from './harness'

const emulator = await useEmulator()
/** access tokens that live two seconds */
const shortLived = await useEmulator({ accessTokenTtlSeconds: 2 })

const closedWith = (listener: Listener, withinMs = 3000): Promise<number | undefined> => eventually(async () => (listener.closed ? listener.closeCode : undefined), withinMs)

/** a moment for a close that must not come: one heartbeat-free round trip through the emulator */
async function stillOpen(listener: Listener): Promise<boolean> {
  await emulator.api().call('GET', '/emulator/health')
  return !listener.closed && listener.socket.readyState === WebSocket.OPEN
}

describe('sockets end with their session', () => {
  it('a socket closes when the access token it connected with expires; an API token has no expiry', async () => {
    const token = (await (await shortLived.signedIn()).post('/access-tokens', { name: 'long' })).body.token as string
    const byApiToken = await Listener.open(shortLived.url, token)
    const bySession = await Listener.open(shortLived.url, (await shortLived.signedIn()).token!)
    expect(bySession.closed).toBe(false)
    expect(await closedWith(bySession, 6000)).toBe(TOKEN_EXPIRED_CLOSE)
    expect(byApiToken.closed).toBe(false)
    byApiToken.close()
  })

  it('sign-out closes the sockets of that session only', async () => {
    const first = await emulator.signedIn()
    const second = await emulator.signedIn()
    const mine = await Listener.open(emulator.url, first.token!)
    const theirs = await Listener.open(emulator.url, second.token!)
    expect((await first.post('/auth/logout')).status).toBe(204)
    expect(await closedWith(mine)).toBe(SESSION_ENDED_CLOSE)
    expect(await stillOpen(theirs)).toBe(true)
    theirs.close()
  })

  it('a replayed refresh token closes the session and its sockets', async () => {
    const api = emulator.api()
    const session = await api.login()
    const listener = await Listener.open(emulator.url, session.access_token)
    const refreshed = await api.post('/auth/refresh', { refresh_token: session.refresh_token })
    expect(refreshed.status).toBe(200)
    expect((await api.post('/auth/refresh', { refresh_token: refreshed.body.refresh_token })).status).toBe(200)
    expect(await stillOpen(listener)).toBe(true) // refreshes alone keep the session
    // replayed after its successor was used (no reloaded tab's replay: tests/emulator/refresh-reuse.test.ts)
    expect((await api.post('/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401)
    expect(await closedWith(listener)).toBe(SESSION_ENDED_CLOSE)
  })

  it("a reloaded tab's replay within the grace window closes the revoked successor pair's sockets as expired", async () => {
    const api = emulator.api()
    const first = await api.login()
    const byFirst = await Listener.open(emulator.url, first.access_token)
    const successor = await api.post('/auth/refresh', { refresh_token: first.refresh_token })
    const bySuccessor = await Listener.open(emulator.url, successor.body.access_token)
    // the replay of the spent token while its successor is unused: the session lives, the successor pair is revoked
    expect((await api.post('/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(200)
    // as an expired token: the console reconnects with its freshest token rather than finding the session gone
    expect(await closedWith(bySuccessor)).toBe(TOKEN_EXPIRED_CLOSE)
    expect(await stillOpen(byFirst)).toBe(true)
    byFirst.close()
  })

  it("a new password closes every session's sockets of the user, not those of an API token", async () => {
    const email = 'sockets@example.com'
    const api = emulator.api()
    await api.post('/auth/signup', { email, captcha_token: 'c' })
    const [signup] = await api.mail(email)
    await api.post('/auth/signup/password', { reg_key: signup.data.reg_key, password: 'First-password-1' })
    const signedIn = emulator.api()
    await signedIn.login(email, 'First-password-1')
    const token = (await signedIn.post('/access-tokens', { name: 'ci' })).body.token as string
    const sessionSocket = await Listener.open(emulator.url, signedIn.token!)
    const tokenSocket = await Listener.open(emulator.url, token)

    await api.post('/auth/restore', { email })
    const [restore] = await api.mail(email)
    expect((await api.post('/auth/restore/password', { key: restore.data.key, password: 'Second-password-2' })).status).toBe(204)
    expect(await closedWith(sessionSocket)).toBe(SESSION_ENDED_CLOSE)
    expect(await stillOpen(tokenSocket)).toBe(true)
    tokenSocket.close()
  })

  it('deleting or renewing an API token closes the sockets opened with it', async () => {
    const owner = await emulator.signedIn()
    const deleted = (await owner.post('/access-tokens', { name: 'to-delete' })).body
    const renewed = (await owner.post('/access-tokens', { name: 'to-renew' })).body
    const byDeleted = await Listener.open(emulator.url, deleted.token)
    const byRenewed = await Listener.open(emulator.url, renewed.token)
    const bySession = await Listener.open(emulator.url, owner.token!)

    expect((await owner.delete(`/access-tokens/${deleted.id}`)).status).toBe(204)
    expect(await closedWith(byDeleted)).toBe(SESSION_ENDED_CLOSE)
    expect(await stillOpen(byRenewed)).toBe(true)
    expect((await owner.post(`/access-tokens/${renewed.id}/renew`)).status).toBe(200)
    expect(await closedWith(byRenewed)).toBe(SESSION_ENDED_CLOSE)
    expect(await stillOpen(bySession)).toBe(true)
    bySession.close()
  })

  it("a server's console closes when its session signs out", async () => {
    const api = await emulator.signedIn()
    const servers = (await api.get(`/projects/${(await api.project()).id}/servers`)).body.result as { id: string; status: string }[]
    const running = servers.find((server) => server.status === 'ACTIVE')!
    const socket = new WebSocket(`${emulator.url.replace(/^http/, 'ws')}/api/v1/servers/${running.id}/console?token=${api.token!}`)
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
    await new Promise((resolve) => socket.once('open', resolve))
    await api.post('/auth/logout')
    expect(await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))])).toBe(SESSION_ENDED_CLOSE)
  })
})
