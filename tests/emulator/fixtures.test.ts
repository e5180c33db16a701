// QA's fixtures (emulator/fixtures, docs/qa-live-matrices.md): canned API answers per account, for the live
// condition matrices. They must be impossible to reach in a normal start: off by default and from the
// environment unless EMULATOR_FIXTURES=1; on, they answer only the account they were set for.
import { describe, expect, it } from 'vitest'
import { optionsFromEnv } from '../../emulator/options'
import { Api, useEmulator } from './harness'

const normal = await useEmulator()
const withFixtures = await useEmulator({ fixtures: true })

describe('fixtures are off in a normal start', () => {
  it('reads EMULATOR_FIXTURES=1 only; nothing else turns them on', () => {
    expect(optionsFromEnv({ EMULATOR_FIXTURES: '1' }).fixtures).toBe(true)
    expect(optionsFromEnv({ EMULATOR_FAULTS_ENDPOINT: '1' }).fixtures).toBeUndefined()
    expect(optionsFromEnv({}).fixtures).toBeUndefined()
  })

  it('has no fixture route and no canned answer without the switch (404, the emulator state as it is)', async () => {
    const api = normal.api()
    expect((await api.call('POST', '/emulator/fixtures/accounts', { label: 'qa' })).status).toBe(404)
    expect((await api.call('PUT', '/emulator/fixtures/answers', { account_id: 'x', answers: [] })).status).toBe(404)
    expect(normal.emulator.routes.some((route) => route.path.includes('fixtures'))).toBe(false)
  })
})

describe('fixtures when a test turns them on', () => {
  async function fixtureAccount(): Promise<{ api: Api; account_id: string; project_id: string }> {
    const created = await withFixtures.api().call('POST', '/emulator/fixtures/accounts', { label: 'qa' })
    expect(created.status).toBe(201)
    const api = withFixtures.api()
    await api.login(created.body.email, created.body.password)
    return { api, account_id: created.body.account_id, project_id: created.body.project_id }
  }

  it('answers a list path with the canned items through the list rules (filters, order, count)', async () => {
    const { api, account_id, project_id } = await fixtureAccount()
    const path = `/projects/${project_id}/volumes`
    const items = [
      { id: 'a', name: 'alpha', status: 'AVAILABLE', created_in: '2026-01-01T00:00:00Z' },
      { id: 'b', name: 'beta', status: 'IN_USE', created_in: '2026-01-02T00:00:00Z' },
    ]
    const set = await withFixtures.api().call('PUT', '/emulator/fixtures/answers', {
      account_id,
      answers: [
        { path, items },
        { path: '/volumes/a/detail', body: items[0] },
      ],
    })
    expect(set.status).toBe(200)
    expect((await api.get(`${path}?order=-created_in`)).body).toEqual({ result: [items[1], items[0]], count: 2 })
    expect((await api.get(`${path}?status__eq=AVAILABLE`)).body).toEqual({ result: [items[0]], count: 1 })
    expect((await api.get('/volumes/a/detail')).body).toEqual(items[0])
  })

  it('answers only the account it was set for; another account sees the emulator state', async () => {
    const first = await fixtureAccount()
    const path = `/projects/${first.project_id}/volumes`
    await withFixtures.api().call('PUT', '/emulator/fixtures/answers', { account_id: first.account_id, answers: [{ path: '/account', body: { id: 'canned' } }] })
    expect((await first.api.get('/account')).body).toEqual({ id: 'canned' })
    const demo = await withFixtures.signedIn()
    expect((await demo.get('/account')).body.id).not.toBe('canned')
    expect((await demo.get(path)).status).not.toBe(200)
  })

  it('refuses a malformed request with 400 on its field', async () => {
    const { account_id } = await fixtureAccount()
    const api = withFixtures.api()
    const bad = await api.call('PUT', '/emulator/fixtures/answers', { account_id, answers: [{ path: 'volumes', items: [] }] })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('answers.0.path')
    expect((await api.call('PUT', '/emulator/fixtures/answers', { account_id: 'nobody', answers: [] })).status).toBe(400)
    expect((await api.call('POST', '/emulator/fixtures/accounts', undefined, { raw: '[1' })).status).toBe(400)
  })
})
