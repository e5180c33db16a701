// Money and limits (001 §5, 000 §5): orders the balance cannot carry are refused with not_enough_money
// and the missing amount, a service start by the 24-hour rule, orders past a limit with limit_reached;
// hourly accounting and the daily deduction run on the scaled clock, moved on by the test.
import { describe, expect, it, onTestFinished } from 'vitest'
import { DAY_MS } from '../../emulator/domain/statuses'
import { DEMO, Listener, OTHER, holdEmulatorTime, startTestEmulator, useEmulator } from './harness'

const emulator = await useEmulator({ faultsEndpoint: true })
const setBalance = (email: string, balance: number, credit_limit?: number) =>
  emulator.api().call('POST', '/emulator/balance', { email, balance, ...(credit_limit === undefined ? {} : { credit_limit }) })

describe('emulator limits', () => {
  it('refuses an order past a limit with 409 limit_reached listing name, used and max; nothing is created', async () => {
    const api = await emulator.signedIn(OTHER)
    const project = await api.project()
    const tooBig = await api.post(`/projects/${project.id}/volumes`, { name: 'huge', size: 1000 })
    expect(tooBig.status).toBe(409)
    expect(tooBig.body).toEqual({
      errors: [{ path: 'nofield', message: expect.stringContaining('disk-space') }],
      reason: 'limit_reached',
      rejected: [{ name: 'disk-space', used: 210, max: 1000, requested: 1000 }],
    })
    for (let n = 0; n < 5; n += 1) expect((await api.post(`/projects/${project.id}/volumes`, { name: `small-${n}`, size: 10 })).status).toBe(201)
    const eleventh = await api.post(`/projects/${project.id}/volumes`, { name: 'one-too-many', size: 10 })
    expect(eleventh.status).toBe(409)
    expect(eleventh.body.rejected).toEqual([{ name: 'volumes', used: 10, max: 10, requested: 1 }])
    expect((await api.get(`/projects/${project.id}/volumes`)).body.count).toBe(10)
  })
})

describe('emulator money checks', () => {
  it('refuses a paid order the balance cannot carry: 402 not_enough_money with the missing amount', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    expect((await setBalance(DEMO, 0)).body.balance).toBe(0)
    const refused = await api.post(`/projects/${project.id}/volumes`, { name: 'unpaid', size: 100 })
    expect(refused.status).toBe(402)
    // 100 GB × 0.01 ₽ per GB-hour
    expect(refused.body).toEqual({ errors: [{ path: 'nofield', message: expect.any(String) }], reason: 'not_enough_money', missing: 1, minimum_balance: 1, currency: 'RUB' })
    expect((await api.get(`/projects/${project.id}/volumes?name=unpaid`)).body.count).toBe(0)
    const backup = (await api.get(`/projects/${project.id}/volumes?name=backup`)).body.result[0]
    expect((await api.post(`/volumes/${backup.id}/extend`, { new_size: 200 })).body).toMatchObject({ reason: 'not_enough_money', missing: 1 })
    // a restore starts a server: the 24-hour rule
    const snapshot = (await api.get(`/projects/${project.id}/snapshots`)).body.result[0]
    expect((await api.post(`/snapshots/${snapshot.id}/restore`, { name: 'copy' })).body.reason).toBe('not_enough_money_run_service')
    // web-1, db-1 and rescue-1: no copy was made
    expect((await api.get(`/projects/${project.id}/servers`)).body.count).toBe(3)
    expect((await setBalance(DEMO, 5000)).status).toBe(200)
    expect((await api.post(`/projects/${project.id}/volumes`, { name: 'paid', size: 100 })).status).toBe(201)
  })

  it('a service start needs 24 hours of current plus new hourly cost (a server: its flavor and local disk), less the credit limit (000 §5)', async () => {
    const api = await emulator.signedIn(OTHER)
    const project = await api.project()
    const db = (await api.get(`/projects/${project.id}/servers?status__in=STOPPED`)).body.result[0]
    const hour = (await api.get('/balance')).body.current_cost.hour
    // what the server is charged again once running (consumption): std-1-2 1.50 per hour and its 40 GB local
    // disk at 0.02 per GB-hour
    const needed = Math.round((hour + 1.5 + 40 * 0.02) * 24 * 100) / 100
    await setBalance(OTHER, 100, 0)
    const refused = await api.post(`/servers/${db.id}/start`)
    expect(refused.status).toBe(402)
    expect(refused.body).toMatchObject({ reason: 'not_enough_money_run_service', minimum_balance: needed, missing: Math.round((needed - 100) * 100) / 100 })
    expect((await api.get(`/servers/${db.id}`)).body.status).toBe('STOPPED')
    await setBalance(OTHER, 100, needed - 100)
    expect((await api.post(`/servers/${db.id}/start`)).status).toBe(202)
  })

  it('balance + credit below zero stops the project for money: running servers stop, paid actions are refused', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const ws = await Listener.open(emulator.url, api.token as string)
    await setBalance(DEMO, -10, 0)
    const stopped = await ws.next((message) => message.entity === 'project' && message.data.status === 'STOPPED')
    expect(stopped.data).toMatchObject({ stopping_reason: 'money', services: { status: 'STOPPED', stopping_reason: 'money' } })
    expect((await api.get(`/projects/${project.id}/servers?status__in=ACTIVE`)).body.count).toBe(0)
    const refused = await api.post(`/projects/${project.id}/volumes`, { name: 'blocked', size: 10 })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: 'project_stopped', stopping_reason: 'money' })
    // not paid: still allowed under money (001 §4)
    const backup = (await api.get(`/projects/${project.id}/volumes?name=backup`)).body.result[0]
    expect((await api.patch(`/volumes/${backup.id}`, { description: 'still editable' })).status).toBe(200)
    await setBalance(DEMO, 5000)
    expect((await api.get(`/projects/${project.id}`)).body).toMatchObject({ status: 'ACTIVE', stopping_reason: null })
    ws.close()
  })
})

describe('emulator accounting', () => {
  it('accounts hourly and deducts a day of charges at the end of the simulated day, pushing the balance', async () => {
    // the emulator's time held from its start and moved on by a day: nothing accrues meanwhile, however slow the machine
    const time = holdEmulatorTime()
    // an hour lasts 72 ms: accounting looks every 72 ms whether an hour has passed
    const timeScale = 0.00002
    const fast = await startTestEmulator({ timeScale })
    onTestFinished(() => fast.close())
    // the other demo account: no backup plan whose daily copy would change the cost within the day
    const api = await fast.signedIn(OTHER)
    const ws = await Listener.open(fast.url, api.token as string)
    const before = (await api.get('/balance')).body
    // the seed's servers (web-1 with its ISPmanager 6 licence 1.20, the rescue server 1.60), volumes, addresses, S3
    // space, DBaaS cluster, router and running balancer
    expect(before).toMatchObject({ balance: 5000, current_cost: { hour: 17.98 } })
    time.moveOn(DAY_MS * timeScale)
    const event = await ws.next((message) => message.type === 'balance')
    // 24 hours × 17.98 ₽, deducted once
    expect(event.data.balance).toBe(4568.48)
    expect((await api.get('/balance')).body.balance).toBe(4568.48)
    ws.close()
  })
})
