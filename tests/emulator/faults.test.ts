// Fault injection: latency, a share of 5xx answers and dropped websockets, from the environment or
// POST /emulator/faults (only with EMULATOR_FAULTS_ENDPOINT=1); and the websocket heartbeat.
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { optionsFromEnv } from '../../emulator/options'
import { TICKET } from '../../contract/constants'
import { AGENT_DELAYS } from '../../emulator/kinds/ticket/agent'
import { Listener, eventually, sleep, useEmulator } from './harness'

describe('emulator fault settings from the environment', () => {
  it('reads PORT, DATABASE_PATH, the time scale, the token lifetime and the EMULATOR_FAULT_* switches', () => {
    expect(
      optionsFromEnv({
        PORT: '9090',
        DATABASE_PATH: '/tmp/x.sqlite',
        EMULATOR_TIME_SCALE: '0.1',
        ACCESS_TOKEN_TTL_SECONDS: '60',
        EMULATOR_FAULT_LATENCY_MS: '250',
        EMULATOR_FAULT_5XX_RATE: '0.2',
        EMULATOR_FAULT_DROP_WS: '1',
        EMULATOR_FAULTS_ENDPOINT: '1',
      }),
    ).toEqual({ port: 9090, databasePath: '/tmp/x.sqlite', timeScale: 0.1, accessTokenTtlSeconds: 60, faults: { latency_ms: 250, error_rate: 0.2, drop_ws: true }, faultsEndpoint: true })
    expect(optionsFromEnv({})).toEqual({ faults: {} })
    expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow(/PORT/)
  })
})

const latent = await useEmulator({ faults: { latency_ms: 150 } })
const emulator = await useEmulator({ faultsEndpoint: true })

describe('emulator fault injection', () => {
  it('adds the configured latency to every API answer', async () => {
    const api = latent.api()
    const started = Date.now()
    await api.post('/auth/login', { email: 'demo@example.com', password: 'x' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(145)
  })

  it('POST /emulator/faults is refused unless EMULATOR_FAULTS_ENDPOINT=1', async () => {
    const answer = await latent.api().call('POST', '/emulator/faults', { error_rate: 1 })
    expect(answer.status).toBe(403)
    expect((await latent.api().call('GET', '/emulator/faults')).body).toEqual({ latency_ms: 150, error_rate: 0, drop_ws: false })
  })

  it('answers a share of API calls with 503, changing nothing; /emulator stays up', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const count = (await api.get(`/projects/${project.id}/volumes`)).body.count
    expect((await api.call('POST', '/emulator/faults', { error_rate: 1 })).body).toEqual({ latency_ms: 0, error_rate: 1, drop_ws: false })
    const failed = await api.post(`/projects/${project.id}/volumes`, { name: 'lost', size: 10 })
    expect(failed.status).toBe(503)
    expect(failed.body.errors[0].path).toBe('nofield')
    expect((await api.call('GET', '/emulator/mail.json')).status).toBe(200)

    await api.call('POST', '/emulator/faults', { error_rate: 0.5 })
    const statuses = await Promise.all(Array.from({ length: 40 }, () => api.get('/balance').then((answer) => answer.status)))
    expect(new Set(statuses)).toEqual(new Set([200, 503]))

    await api.call('POST', '/emulator/faults', { error_rate: 0 })
    expect((await api.get(`/projects/${project.id}/volumes`)).body.count).toBe(count)
    const invalid = await api.call('POST', '/emulator/faults', { error_rate: 2 })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors[0].path).toBe('error_rate')
  })

  it('drop_ws cuts the open websockets and refuses new ones until it is off again', async () => {
    const api = await emulator.signedIn()
    const listener = await Listener.open(emulator.url, api.token as string)
    const closed = new Promise<void>((resolve) => listener.socket.once('close', () => resolve()))
    await api.call('POST', '/emulator/faults', { drop_ws: true })
    await closed
    await expect(Listener.open(emulator.url, api.token as string)).rejects.toThrow(/503/)
    await api.call('POST', '/emulator/faults', { drop_ws: false })
    const again = await Listener.open(emulator.url, api.token as string)
    expect(again.socket.readyState).toBe(WebSocket.OPEN)
    again.close()
  })

  it('sends a heartbeat (every 30 s, scaled)', async () => {
    const api = await emulator.signedIn()
    const listener = await Listener.open(emulator.url, api.token as string)
    expect(await listener.next((message) => message.type === 'heartbeat', 2000)).toEqual({ type: 'heartbeat' })
    listener.close()
  })
})

describe('POST /emulator/clock (issue 14, 10: browser tests move the emulator time instead of waiting for it)', () => {
  // the harness runs the emulator at timeScale 0.01: the sleeps are four times what the agent's steps take
  it('held keeps a transition pending; advance_ms runs what falls due within it, not the step it schedules; released, the rest runs', async () => {
    const api = await emulator.signedIn()
    const status = async (id: string): Promise<number> => (await api.get(`/tickets/${id}`)).body.status
    expect((await api.call('POST', '/emulator/clock', { held: true })).body).toEqual({ held: true })
    // the agent takes a new ticket after AGENT_DELAYS.take, then answers AGENT_DELAYS.answer later
    const { id } = (await api.post('/tickets', { subject: 'Clock', message: 'Held clock' })).body
    await sleep(AGENT_DELAYS.take * 0.01 * 4)
    expect(await status(id)).toBe(TICKET.statuses.open)

    expect((await api.call('POST', '/emulator/clock', { held: true, advance_ms: AGENT_DELAYS.take })).status).toBe(200)
    expect(await status(id)).toBe(TICKET.statuses.active)
    await sleep(AGENT_DELAYS.answer * 0.01 * 4)
    expect(await status(id)).toBe(TICKET.statuses.active)

    expect((await api.call('POST', '/emulator/clock', { held: false })).body).toEqual({ held: false })
    await eventually(async () => ((await status(id)) === TICKET.statuses.answered ? true : undefined))
    const invalid = await api.call('POST', '/emulator/clock', { held: true, advance_ms: -1 })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors[0].path).toBe('advance_ms')
  })
})
