// Idempotency-Key on POST (issue 14, item 7): a retried order is made once and answers the same; the key with
// another request is refused; a refusal is not kept; keys belong to one account and survive a restart.
import { describe, expect, it } from 'vitest'
import { OTHER, useEmulator, type Api } from './harness'

const emulator = await useEmulator()

async function order(api: Api, projectId: string, key: string, body: object = { name: `ordered-${key}`, size: 20 }) {
  const response = await fetch(`${emulator.url}/api/v1/projects/${projectId}/volumes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token!}`, 'idempotency-key': key },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json(), replayed: response.headers.get('idempotent-replayed') }
}

const volumeCount = async (api: Api, projectId: string): Promise<number> => (await api.get(`/projects/${projectId}/volumes`)).body.count as number

describe('Idempotency-Key', () => {
  it('the same order twice with one key is made once and answers the same', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const before = await volumeCount(api, project.id)
    const first = await order(api, project.id, 'order-1')
    const again = await order(api, project.id, 'order-1')
    expect(first.status).toBe(201)
    expect(first.replayed).toBeNull()
    expect(again).toEqual({ ...first, replayed: 'true' })
    expect(await volumeCount(api, project.id)).toBe(before + 1)
  })

  it('the key with another request is refused (409) and orders nothing', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    await order(api, project.id, 'order-2')
    const before = await volumeCount(api, project.id)
    const other = await order(api, project.id, 'order-2', { name: 'different', size: 30 })
    expect(other.status).toBe(409)
    expect(other.body.errors[0].message).toContain('another request')
    expect(await volumeCount(api, project.id)).toBe(before)
  })

  it('a refused request is not kept: after fixing it, the same key orders', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const refused = await order(api, project.id, 'order-3', { name: 'too-big', size: 5000 })
    expect(refused.status).toBe(400)
    const fixed = await order(api, project.id, 'order-3', { name: 'too-big', size: 40 })
    expect(fixed.status).toBe(201)
    expect(fixed.body.size).toBe(40)
  })

  it('two at once with one key: one order, the other waits its turn or gets the same answer', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const before = await volumeCount(api, project.id)
    const answers = await Promise.all([order(api, project.id, 'order-4'), order(api, project.id, 'order-4'), order(api, project.id, 'order-4')])
    const made = answers.filter((answer) => answer.status === 201)
    expect(made.length).toBeGreaterThan(0)
    expect(new Set(made.map((answer) => answer.body.id)).size).toBe(1)
    for (const answer of answers.filter((answer) => answer.status !== 201)) expect(answer.status).toBe(409)
    expect(await volumeCount(api, project.id)).toBe(before + 1)
  })

  it("keys are the account's own: another account's same key orders for it", async () => {
    const demo = await emulator.signedIn()
    const other = await emulator.signedIn(OTHER)
    const mine = await order(demo, (await demo.project()).id, 'shared-key')
    const theirs = await order(other, (await other.project()).id, 'shared-key')
    expect(theirs.status).toBe(201)
    expect(theirs.replayed).toBeNull()
    expect(theirs.body.id).not.toBe(mine.body.id)
  })

  it('a key that is not 1-255 visible ASCII characters is a 400', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    expect((await order(api, project.id, 'x'.repeat(256))).status).toBe(400)
    expect((await order(api, project.id, 'with space')).status).toBe(400)
  })

  it('a kept answer survives a restart', async () => {
    const api = await emulator.signedIn(OTHER) // the demo's limits are used up by now
    const project = await api.project()
    const first = await order(api, project.id, 'order-5')
    expect(first.status).toBe(201)
    await emulator.restart()
    await api.login(OTHER)
    const again = await order(api, project.id, 'order-5')
    expect(again).toEqual({ ...first, replayed: 'true' })
  })
})
