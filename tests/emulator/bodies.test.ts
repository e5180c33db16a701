// Issue 14 (hardening) 6: request bodies are JSON or refused (415), an oversized body is a 413 that closes
// its connection, and every name and description follows one text rule (schemas/common/safe-text.schema.json).
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { DEMO, PASSWORD, useEmulator } from './harness'

const emulator = await useEmulator()

async function post(path: string, body: string, contentType?: string): Promise<Response> {
  return fetch(`${emulator.url}${path}`, { method: 'POST', body, headers: contentType === undefined ? {} : { 'content-type': contentType } })
}

describe('JSON bodies only', () => {
  const login = JSON.stringify({ email: DEMO, password: PASSWORD })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp'])('a body sent as %s is a 415', async (type) => {
    const answer = await post('/api/v1/auth/login', login, type)
    expect(answer.status).toBe(415)
    expect(((await answer.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('nofield')
  })

  it('a body without a Content-Type is a 415 too', async () => {
    const answer = await fetch(`${emulator.url}/api/v1/auth/login`, { method: 'POST', body: new Blob([login]) })
    expect(answer.status).toBe(415)
  })

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON'])('%s is accepted', async (type) => {
    expect((await post('/api/v1/auth/login', login, type)).status).toBe(200)
  })

  it('the emulator controls refuse other media types as well', async () => {
    expect((await post('/emulator/faults', '{}', 'text/plain')).status).toBe(415)
  })

  it('a POST without a body needs no Content-Type', async () => {
    const api = await emulator.signedIn()
    const answer = await fetch(`${emulator.url}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${api.token}` } })
    expect(answer.status).not.toBe(415)
    expect(answer.status).toBeLessThan(300)
  })
})

describe('an oversized body', () => {
  it('is a 413 that closes the connection, and the next request gets a fresh one', async () => {
    const url = new URL(`${emulator.url}/api/v1/auth/login`)
    const big = JSON.stringify({ email: DEMO, password: 'x'.repeat(1024 * 1024 + 10) })
    const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const outgoing = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(big), connection: 'keep-alive' } },
        (response) => {
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }))
        },
      )
      outgoing.on('error', reject)
      outgoing.end(big)
    })
    expect(answer).toEqual({ status: 413, connection: 'close' })
    expect((await post('/api/v1/auth/login', JSON.stringify({ email: DEMO, password: PASSWORD }), 'application/json')).status).toBe(200)
  })
})

describe('one text rule for names and descriptions', () => {
  const bad = { NUL: 'a\u0000b', 'line feed': 'a\nb', DEL: 'a\u007fb', C1: 'a\u0085b', 'right-to-left override': 'a\u202eb', 'first strong isolate': 'a\u2068b', 'lone surrogate': 'a\ud800b' }

  it.each(Object.entries(bad))('a volume description with a %s is refused on its field', async (_label, text) => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const answer = await api.post(`/projects/${project.id}/volumes`, { name: 'safe-text', size: 10, autorename: true, description: text })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject([{ path: 'description', message: 'Invalid format' }])
  })

  it.each(Object.entries(bad))('an API token name with a %s is refused on its field', async (_label, text) => {
    const api = await emulator.signedIn()
    const answer = await api.post('/access-tokens', { name: text })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0].path).toBe('name')
  })

  it('Cyrillic, emoji (a surrogate pair) and punctuation stay allowed', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const answer = await api.post(`/projects/${project.id}/volumes`, { name: 'Диск-1', size: 10, autorename: true, description: 'Диск для базы 🙂 — «тест»' })
    expect(answer.status).toBeLessThan(300)
    expect(answer.body.description).toBe('Диск для базы 🙂 — «тест»')
  })
})
