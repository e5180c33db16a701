// Issue 14 item 2: the console keeps its refresh token in an HttpOnly, SameSite=Strict cookie scoped to the auth
// calls, asked for with `X-Session-Transport: cookie`; the body then carries no refresh token. Rotation and the
// revocation of a replayed token hold for the cookie as for the body (000 §4 Auth).
import { describe, expect, it } from 'vitest'
import { DEMO, PASSWORD, useEmulator } from './harness'

const emulator = await useEmulator()
const COOKIE = { 'content-type': 'application/json', 'x-session-transport': 'cookie' }

async function post(path: string, body: unknown, headers: Record<string, string> = COOKIE) {
  const response = await fetch(`${emulator.url}/api/v1${path}`, { method: 'POST', headers, body: body === undefined ? null : JSON.stringify(body) })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, cookie: response.headers.get('set-cookie') ?? '' }
}

const refreshCookieOf = (setCookie: string) => /console_refresh=([^;]*)/.exec(setCookie)?.[1] ?? ''

describe('the refresh token in an HttpOnly cookie', () => {
  it('sign-in sets the cookie (HttpOnly, SameSite=Strict, Path=/api/v1/auth) and answers no refresh token', async () => {
    const login = await post('/auth/login', { email: DEMO, password: PASSWORD })
    expect(login.status).toBe(200)
    expect(login.body).toEqual({ access_token: expect.any(String), expires_at: expect.any(String) })
    expect(login.cookie).toMatch(/^console_refresh=[^;]+/)
    expect(login.cookie).toMatch(/HttpOnly/)
    expect(login.cookie).toMatch(/SameSite=Strict/)
    expect(login.cookie).toMatch(/Path=\/api\/v1\/auth/)
    // not over HTTPS here: not Secure (it would never be sent back)
    expect(login.cookie).not.toMatch(/Secure/)
    // without the header the spec's body stays
    const plain = await post('/auth/login', { email: DEMO, password: PASSWORD }, { 'content-type': 'application/json' })
    expect(plain.body.refresh_token).toEqual(expect.any(String))
    expect(plain.cookie).toBe('')
  })

  it("the cookie refreshes and rotates; a reloaded tab's replay gets a new cookie, a later one revokes the session", async () => {
    const login = await post('/auth/login', { email: DEMO, password: PASSWORD })
    const first = refreshCookieOf(login.cookie)
    const refreshed = await post('/auth/refresh', undefined, { ...COOKIE, cookie: `console_refresh=${first}` })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refresh_token).toBeUndefined()
    const second = refreshCookieOf(refreshed.cookie)
    expect(second).not.toBe('')
    expect(second).not.toBe(first)

    // replayed while its successor is unused, within the grace window: a reloaded tab's, answered with a new cookie
    const reloaded = await post('/auth/refresh', undefined, { ...COOKIE, cookie: `console_refresh=${first}` })
    expect(reloaded.status).toBe(200)
    const third = refreshCookieOf(reloaded.cookie)
    expect([first, second, '']).not.toContain(third)
    const fourth = refreshCookieOf((await post('/auth/refresh', undefined, { ...COOKIE, cookie: `console_refresh=${third}` })).cookie)
    expect(fourth).not.toBe('')

    // its successor used: the replay revokes the session and clears the cookie
    const replay = await post('/auth/refresh', undefined, { ...COOKIE, cookie: `console_refresh=${first}` })
    expect(replay.status).toBe(401)
    expect(replay.cookie).toMatch(/console_refresh=;/)
    expect((await post('/auth/refresh', undefined, { ...COOKIE, cookie: `console_refresh=${fourth}` })).status).toBe(401)
  })

  it('a refresh without the cookie is a 401 on refresh_token, never a 5xx', async () => {
    const answer = await post('/auth/refresh', undefined)
    expect(answer.status).toBe(401)
    expect(answer.body.errors[0].path).toBe('refresh_token')
  })

  it('logout clears the cookie', async () => {
    const login = await post('/auth/login', { email: DEMO, password: PASSWORD })
    const out = await post('/auth/logout', undefined, { ...COOKIE, authorization: `Bearer ${login.body.access_token}` })
    expect(out.status).toBe(204)
    expect(out.cookie).toMatch(/console_refresh=;/)
    expect((await post('/auth/refresh', undefined, { ...COOKIE, cookie: `console_refresh=${refreshCookieOf(login.cookie)}` })).status).toBe(401)
  })
})
