// API tokens (001 §7 Other; 000 §4 API token actions; 000 §6 "Any API token holder has full API access").
import { describe, expect, it } from 'vitest'
import { validateApiToken, validateListResponse } from '../../generated/validators/index.js'
import { Api, Listener, OTHER, useEmulator } from './harness'

const emulator = await useEmulator()
const api = await emulator.signedIn()

function withToken(token: string): Api {
  const client = emulator.api()
  client.token = token
  return client
}

describe('API tokens', () => {
  it('POST /access-tokens (name) answers the token once; the list never shows it', async () => {
    const created = await api.post('/access-tokens', { name: 'deploy' })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.any(String), name: 'deploy', created_in: expect.any(String), token: expect.any(String) })
    expect(validateApiToken(created.body)).toBe(true)
    const list = (await api.get('/access-tokens')).body
    expect(validateListResponse(list)).toBe(true)
    const listed = list.result.find((token: { id: string }) => token.id === created.body.id)
    expect(listed).toEqual({ id: created.body.id, name: 'deploy', created_in: created.body.created_in })
  })

  it('001 §7: the list sorts by creation, newest first', async () => {
    for (const name of ['first', 'second', 'third']) {
      await api.post('/access-tokens', { name })
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const names = (await api.get('/access-tokens')).body.result.map((token: { name: string }) => token.name)
    expect(names.slice(0, 3)).toEqual(['third', 'second', 'first'])
    expect(names.at(-1)).toBe('ci') // the seeded one is the oldest
  })

  it('000 §6: a request with Authorization: Bearer <api token> is served as that account, websocket included', async () => {
    const { token } = (await api.post('/access-tokens', { name: 'automation' })).body
    const client = withToken(token)
    const projects = await client.get('/projects')
    expect(projects.status).toBe(200)
    expect(projects.body).toEqual((await api.get('/projects')).body)
    expect((await client.get('/profile')).body.email).toBe('demo@example.com')
    // it acts: creates a keypair in the account's project
    const project = projects.body.result[0]
    expect((await client.post(`/projects/${project.id}/keypairs/generate`, { name: 'by-token' })).status).toBe(201)
    const ws = await Listener.open(emulator.url, token)
    const renamed = await api.patch(`/access-tokens/${(await api.get('/access-tokens?name=automation')).body.result[0].id}`, { name: 'automation-2' })
    expect(await ws.next((message) => message.type === 'entity' && message.entity === 'api_token' && message.id === renamed.body.id)).toMatchObject({
      action: 'updated',
      data: { name: 'automation-2' },
    })
    ws.close()
  })

  it('a deleted token stops working; DELETE answers 204', async () => {
    const created = (await api.post('/access-tokens', { name: 'temporary' })).body
    const client = withToken(created.token)
    expect((await client.get('/account')).status).toBe(200)
    expect((await api.delete(`/access-tokens/${created.id}`)).status).toBe(204)
    expect((await client.get('/account')).status).toBe(401)
    await expect(Listener.open(emulator.url, created.token)).rejects.toThrow(/401/)
    expect((await api.get('/access-tokens')).body.result.map((token: { id: string }) => token.id)).not.toContain(created.id)
  })

  it('POST /access-tokens/{id}/renew answers a new value once; the old one stops working', async () => {
    const created = (await api.post('/access-tokens', { name: 'rotating' })).body
    const renewed = await api.post(`/access-tokens/${created.id}/renew`)
    expect(renewed.status).toBe(200)
    expect(renewed.body).toEqual({ id: created.id, name: 'rotating', created_in: created.created_in, token: expect.any(String) })
    expect(renewed.body.token).not.toBe(created.token)
    expect((await withToken(created.token).get('/account')).status).toBe(401)
    expect((await withToken(renewed.body.token).get('/account')).status).toBe(200)
  })

  it('PATCH /access-tokens/{id} (name) renames it', async () => {
    const created = (await api.post('/access-tokens', { name: 'old-name' })).body
    const renamed = await api.patch(`/access-tokens/${created.id}`, { name: 'new-name' })
    expect(renamed).toMatchObject({ status: 200, body: { id: created.id, name: 'new-name', created_in: created.created_in } })
    expect(renamed.body.token).toBeUndefined()
  })

  it("another account's token is 404 for every call, and its value is not this account's", async () => {
    const other = await emulator.signedIn(OTHER)
    const theirs = (await other.post('/access-tokens', { name: 'theirs' })).body
    expect((await api.post(`/access-tokens/${theirs.id}/renew`)).status).toBe(404)
    expect((await api.patch(`/access-tokens/${theirs.id}`, { name: 'hijacked' })).status).toBe(404)
    expect((await api.delete(`/access-tokens/${theirs.id}`)).status).toBe(404)
    expect((await api.get('/access-tokens')).body.result.map((token: { id: string }) => token.id)).not.toContain(theirs.id)
    expect((await withToken(theirs.token).get('/profile')).body.email).toBe(OTHER)
    expect((await other.get('/access-tokens?name=theirs')).body.result[0].name).toBe('theirs')
  })

  it('malformed bodies get 400 on their fields, never a 5xx', async () => {
    const created = (await api.post('/access-tokens', { name: 'valid' })).body
    for (const [method, path, body, field] of [
      ['POST', '/access-tokens', {}, 'name'],
      ['POST', '/access-tokens', { name: '' }, 'name'],
      ['POST', '/access-tokens', { name: 7 }, 'name'],
      ['POST', '/access-tokens', { name: 'x'.repeat(65) }, 'name'],
      ['PATCH', `/access-tokens/${created.id}`, { name: null }, 'name'],
      ['PATCH', `/access-tokens/${created.id}`, { name: 'ok', token: 'mine' }, 'token'],
    ] as const) {
      const answer = await api.call(method, `/api/v1${path}`, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    expect((await api.call('POST', '/api/v1/access-tokens', undefined, { raw: 'not json' })).status).toBe(400)
  })
})
