// Projects of an account (000 §3 Project, 000 §4 Project): the demo's second project stopped for money, and creating
// and renaming projects (a product decision: the spec shows no call for them).
import { describe, expect, it } from 'vitest'
import { PROJECTS } from '../../contract/constants'
import { validateProject } from '../../generated/validators/index.js'
import { DAY_MS } from '../../emulator/domain/statuses'
import { Listener, OTHER, eventually, holdEmulatorTime, useEmulator } from './harness'

const emulator = await useEmulator()
const api = await emulator.signedIn()

const projects = async (client = api) => (await client.get('/projects')).body.result as { id: string; name: string; status: string; stopping_reason: string | null }[]

describe('projects', () => {
  it('the demo account has two projects, the main one first and one stopped for money', async () => {
    const [main, staging] = await projects()
    expect(main).toMatchObject({ name: 'Demo project', status: 'ACTIVE' })
    expect(staging).toMatchObject({ name: 'Demo project: staging', status: 'STOPPED', stopping_reason: 'money' })
    expect((await api.get(`/projects/${staging?.id}/services`)).body).toMatchObject({ status: 'STOPPED', stopping_reason: 'money' })
    // its own resources: the lists differ from the main project's
    const servers = (await api.get(`/projects/${staging?.id}/servers`)).body.result
    expect(servers.map((server: { name: string; status: string }) => [server.name, server.status])).toEqual([['staging-1', 'STOPPED']])
  })

  it('000 §4 Project: under money, paid actions are refused in the stopped project', async () => {
    const staging = (await projects())[1]
    const server = (await api.get(`/projects/${staging?.id}/servers`)).body.result[0]
    const start = await api.post(`/servers/${server.id}/start`)
    expect(start.status).toBe(409)
    expect(start.body.reason).toBe('project_stopped')
    expect((await api.post(`/projects/${staging?.id}/volumes`, { name: 'more', size: 10 })).status).toBe(409)
  })

  it('POST /projects (name) creates an active project with the default limits; the name is unique in the account', async () => {
    const ws = await Listener.open(emulator.url, api.token ?? '')
    const created = await api.post('/projects', { name: 'Research' })
    expect(created.status).toBe(201)
    expect(validateProject(created.body)).toBe(true)
    expect(created.body).toMatchObject({ name: 'Research', status: 'ACTIVE' })
    expect(created.body.limits.length).toBeGreaterThan(0)
    expect(await ws.next((message) => message.type === 'entity' && message.entity === 'project' && message.id === created.body.id)).toMatchObject({ action: 'created' })
    const twice = await api.post('/projects', { name: 'research' })
    expect(twice.status).toBe(400)
    expect(twice.body.errors[0].path).toBe('name')
    for (const name of ['', ' padded ', 'x'.repeat(65)]) expect((await api.post('/projects', { name })).status, name).toBe(400)
    ws.close()
  })

  it('PATCH /projects/{id} (name) renames; another account cannot', async () => {
    const { id } = (await api.post('/projects', { name: 'To rename' })).body
    const renamed = await api.patch(`/projects/${id}`, { name: 'Renamed' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.name).toBe('Renamed')
    expect((await api.patch(`/projects/${id}`, { name: 'Demo project' })).body.errors[0].path).toBe('name')
    const other = emulator.api()
    await other.login(OTHER)
    expect((await other.patch(`/projects/${id}`, { name: 'Mine' })).status).toBe(404)
    expect((await projects(other)).some((project) => project.id === id)).toBe(false)
  })

  it(`an account has at most ${PROJECTS.max_per_account} projects`, async () => {
    const other = emulator.api()
    await other.login(OTHER)
    for (let n = (await projects(other)).length; n < PROJECTS.max_per_account; n += 1) expect((await other.post('/projects', { name: `p${n}` })).status).toBe(201)
    const refused = await other.post('/projects', { name: 'one too many' })
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('limit_reached')
  })
})

// a clock on which a simulated day passes in under a real second; the test moves the emulator's time by a day
const clocked = await useEmulator({ timeScale: 0.00001, faultsEndpoint: true })
const setBalance = (email: string, balance: number) => clocked.api().call('POST', '/emulator/balance', { email, balance })

describe('projects and money', () => {
  it('a daily deduction does not resume a project stopped for money; money coming back does', async () => {
    const client = await clocked.signedIn()
    const statuses = async () => (await projects(client)).map((project) => project.status)
    const balance = async () => (await client.get('/balance')).body.balance as number
    const time = holdEmulatorTime()
    const before = await balance()
    // a deduction took money (a day passed), and left the project stopped for money as it was
    time.moveOn(DAY_MS * 0.00001)
    await eventually(async () => ((await balance()) < before ? true : undefined))
    expect(await statuses()).toEqual(['ACTIVE', 'STOPPED'])
    expect((await setBalance('demo@example.com', 9000)).status).toBe(200)
    expect(await statuses()).toEqual(['ACTIVE', 'ACTIVE'])
  })

  it('a project created while the balance is below zero starts stopped for money', async () => {
    const client = await clocked.signedIn(OTHER)
    expect((await setBalance(OTHER, -100)).status).toBe(200)
    const created = await client.post('/projects', { name: 'While broke' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'STOPPED', stopping_reason: 'money' })
  })
})
