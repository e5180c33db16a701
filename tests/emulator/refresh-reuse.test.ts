// The refresh token's reuse grace window, our product decision (emulator/auth/sessions.ts): a tab reloaded while its
// refresh was in flight presents the spent token again; within the window and while the successor is unused that
// replay gets a fresh pair (the successor pair is revoked), any other reuse still closes the session (000 §4 Auth:
// "if refresh fails the user is logged out").
import { describe, expect, it } from 'vitest'
import { Api, holdEmulatorTime, useEmulator } from './harness'

const GRACE_SECONDS = 10
const emulator = await useEmulator({ refreshReuseGraceSeconds: GRACE_SECONDS })

/** POST /auth/refresh with a body token: the new pair, or the status of the refusal */
async function refresh(api: Api, refreshToken: string): Promise<{ status: number; access_token: string; refresh_token: string }> {
  const answer = await api.post('/auth/refresh', { refresh_token: refreshToken })
  return { status: answer.status, ...answer.body }
}

const works = async (api: Api, accessToken: string): Promise<number> => (await api.call('GET', '/api/v1/account', undefined, { token: accessToken })).status

describe('a spent refresh token replayed', () => {
  it('within the window, its successor unused: a fresh pair; the successor pair is revoked, the session lives', async () => {
    const api = emulator.api()
    const first = await api.login()
    const second = await refresh(api, first.refresh_token)
    expect(second.status).toBe(200)

    const reloaded = await refresh(api, first.refresh_token)
    expect(reloaded.status).toBe(200)
    expect(reloaded.refresh_token).not.toBe(second.refresh_token)
    expect(await works(api, reloaded.access_token)).toBe(200)
    // the pair nobody received is dead: its access token at once
    expect(await works(api, second.access_token)).toBe(401)
    // the new pair rotates as usual, the session stays open
    const next = await refresh(api, reloaded.refresh_token)
    expect(next.status).toBe(200)
    expect(await works(api, next.access_token)).toBe(200)
    expect(await works(api, first.access_token)).toBe(200)

    // the revoked successor presented later is a reuse like any other: the session closes
    expect((await refresh(api, second.refresh_token)).status).toBe(401)
    expect(await works(api, next.access_token)).toBe(401)
    expect((await refresh(api, next.refresh_token)).status).toBe(401)
  })

  it('after its successor was used (so any older token too): the session closes', async () => {
    const api = emulator.api()
    const first = await api.login()
    const second = await refresh(api, first.refresh_token)
    const third = await refresh(api, second.refresh_token)
    expect(third.status).toBe(200)

    expect((await refresh(api, first.refresh_token)).status).toBe(401)
    expect(await works(api, third.access_token)).toBe(401)
    expect((await refresh(api, third.refresh_token)).status).toBe(401)
  })

  it('after the window (emulator clock): the session closes', async () => {
    const clock = holdEmulatorTime()
    const api = emulator.api()
    const first = await api.login()
    const second = await refresh(api, first.refresh_token)
    expect(second.status).toBe(200)

    clock.moveOn(GRACE_SECONDS * 1000 + 1)
    expect((await refresh(api, first.refresh_token)).status).toBe(401)
    expect(await works(api, second.access_token)).toBe(401)
    expect((await refresh(api, second.refresh_token)).status).toBe(401)
  })

  it('at the end of the window (emulator clock): still a reloaded tab, answered with a fresh pair', async () => {
    const clock = holdEmulatorTime()
    const api = emulator.api()
    const first = await api.login()
    expect((await refresh(api, first.refresh_token)).status).toBe(200)

    clock.moveOn(GRACE_SECONDS * 1000)
    const reloaded = await refresh(api, first.refresh_token)
    expect(reloaded.status).toBe(200)
    expect(await works(api, reloaded.access_token)).toBe(200)
  })
})
