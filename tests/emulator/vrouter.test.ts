// Virtual routers (001 §7 Virtual routers; 000 §4, 001 §4 Virtual router rules; 001 §5; 001 §8), and floating IPs
// attached to a router (000 §3: attachable entity kinds include vrouter), against a running emulator.
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../emulator/db/connection'
import { MIGRATIONS, migrate } from '../../emulator/db/migrations'
import { validateFloatingip, validateListResponse, validateVrouter } from '../../generated/validators/index.js'
import { DEMO, Listener, OTHER, useEmulator } from './harness'

const emulator = await useEmulator({ faultsEndpoint: true })
const api = await emulator.signedIn()
const project = await api.project()
const vrouters = `/projects/${project.id}/vrouters`
const ws = await Listener.open(emulator.url, api.token as string)
const db = openDatabase(emulator.databasePath)
// room for the routers the tests make (the default limit is 3)
const roomy = () => db.prepare("UPDATE limits SET max = 100 WHERE project_id = ? AND name = 'vrouters'").run(project.id)
roomy()
afterAll(() => {
  ws.close()
  db.close()
})

async function created(name: string, private_networks = ['192.168.10.0/24']): Promise<any> {
  const mark = ws.mark()
  const answer = await api.post(vrouters, { name, private_networks })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  await ws.status(answer.body.id, 'ACTIVE', mark)
  return (await api.get(`/vrouters/${answer.body.id}`)).body
}
const freeAddress = async (): Promise<any> => {
  const mark = ws.mark()
  const answer = (await api.post(`/projects/${project.id}/addresses`, {})).body
  await ws.status(answer.id, 'DOWN', mark)
  return answer
}
const setStatus = (id: string, status: string) => db.prepare('UPDATE vrouters SET status = ? WHERE id = ?').run(status, id)

describe('virtual routers', () => {
  it('GET /projects/{id}/vrouters: the seeded router, ACTIVE, with a private network, its gateway and an attached address', async () => {
    const list = (await api.get(vrouters)).body
    expect(validateListResponse(list)).toBe(true)
    expect(list.count).toBe(1)
    const [router] = list.result
    expect(validateVrouter(router), JSON.stringify(validateVrouter.errors)).toBe(true)
    expect(router).toMatchObject({ name: 'office-router', status: 'ACTIVE', private_networks: ['10.10.0.0/24'], private_ip: '10.10.0.1', bandwidth: 100 })
    const details = (await api.get(`/vrouters/${router.id}`)).body
    expect(validateVrouter(details)).toBe(true)
    // 001 §4: the external gateway address (000 §3 Floating IP type VROUTER) and the floating IP attached to it
    expect(details.addresses.map((address: { type: string }) => address.type)).toEqual(['VROUTER', 'FIXED'])
    expect(details.external_address).toBe(details.addresses[0].address)
    const attached = (await api.get(`/projects/${project.id}/addresses?attached_to.entity__eq=vrouter&attached_to.id__eq=${router.id}`)).body
    expect(attached.count).toBe(2)
    for (const address of attached.result) expect(validateFloatingip(address), JSON.stringify(validateFloatingip.errors)).toBe(true)
    expect(attached.result.every((address: { attached_to: { name: string } }) => address.attached_to.name === 'office-router')).toBe(true)
  })

  it('001 §7 POST /projects/{id}/vrouters (name, private_networks): CREATING, then ACTIVE on the clock, with a gateway address', async () => {
    const mark = ws.mark()
    const answer = await api.post(vrouters, { name: 'lab', private_networks: ['172.16.5.0/24', '192.168.7.0/28'] })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ name: 'lab', status: 'CREATING', private_ip: '172.16.5.1', private_networks: ['172.16.5.0/24', '192.168.7.0/28'] })
    expect((await ws.next((m) => m.entity === 'vrouter' && m.id === answer.body.id && m.action === 'created', 5000, mark)).project_id).toBe(project.id)
    const gateway = await ws.next((m) => m.entity === 'address' && m.action === 'created' && m.data.attached_to?.id === answer.body.id, 5000, mark)
    expect(gateway.data).toMatchObject({ type: 'VROUTER', status: 'ACTIVE', attached_to: { entity: 'vrouter', id: answer.body.id } })
    expect((await ws.status(answer.body.id, 'ACTIVE', mark)).entity).toBe('vrouter')
  })

  it("001 §8 'invalid private networks': public, overlapping, misaligned or out-of-range networks are refused on the field", async () => {
    for (const [networks, index] of [
      [['8.8.8.0/24'], 0],
      [['10.0.0.0/24', '10.0.0.128/25'], 1],
      [['10.0.0.5/24'], 0],
      [['10.0.0.0/8'], 0],
      [['192.168.1.0/29', '192.168.300.0/24'], 1],
      [['192.168.1.0/30'], 0],
    ] as const) {
      const refused = await api.post(vrouters, { name: 'bad', private_networks: networks })
      expect(refused.status, JSON.stringify(networks)).toBe(400)
      expect(refused.body).toMatchObject({ code: 'invalid_private_networks', errors: [{ path: `private_networks.${index}`, message: 'The private networks are not valid' }] })
    }
    const none = await api.post(vrouters, { name: 'bad', private_networks: [] })
    expect(none.status).toBe(400)
    expect(none.body.errors[0].path).toBe('private_networks')
    expect((await api.post(vrouters, { private_networks: ['10.1.0.0/24'] })).body.errors[0].path).toBe('name')
  })

  it('001 §7 POST /vrouters/{id}/stop and /start: STOPPING → STOPPED, STARTING → ACTIVE; the stopped router is not charged', async () => {
    const router = await created('stopper')
    const hourBefore = (await api.get('/balance')).body.current_cost.hour
    let mark = ws.mark()
    const stopping = await api.post(`/vrouters/${router.id}/stop`)
    expect(stopping.status).toBe(202)
    expect(stopping.body.status).toBe('STOPPING')
    await ws.status(router.id, 'STOPPED', mark)
    const price = (await api.get(`/projects/${project.id}`)).body.prices.find((entry: { group: string }) => entry.group === 'vrouter').cost.hour
    expect((await api.get('/balance')).body.current_cost.hour).toBeCloseTo(hourBefore - price, 2)
    expect((await api.post(`/vrouters/${router.id}/stop`)).status).toBe(409)
    mark = ws.mark()
    const starting = await api.post(`/vrouters/${router.id}/start`)
    expect(starting.status).toBe(202)
    expect(starting.body.status).toBe('STARTING')
    await ws.status(router.id, 'ACTIVE', mark)
    expect((await api.post(`/vrouters/${router.id}/start`)).status).toBe(409)
  })

  it("001 §4: 'Create, start, stop, delete blocked while processing; create, start, stop blocked in error'", async () => {
    const router = await created('blocked')
    const first = (await api.get(`${vrouters}?order=created_in`)).body.result[0]
    for (const status of ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'AWAITING']) {
      setStatus(router.id, status)
      for (const call of ['start', 'stop']) expect((await api.post(`/vrouters/${router.id}/${call}`)).body.reason, `${call} in ${status}`).toBe('vrouter_processing')
      expect((await api.delete(`/vrouters/${router.id}`)).body.reason, `delete in ${status}`).toBe('vrouter_processing')
    }
    setStatus(router.id, 'ERROR')
    for (const call of ['start', 'stop']) expect((await api.post(`/vrouters/${router.id}/${call}`)).body.reason).toBe('vrouter_in_error')
    // 000 §4: the project's router is its first one: create is refused while it processes or is in error
    setStatus(first.id, 'AWAITING')
    expect((await api.post(vrouters, { name: 'second', private_networks: ['10.2.0.0/24'] })).body.reason).toBe('vrouter_processing')
    setStatus(first.id, 'ERROR')
    expect((await api.post(vrouters, { name: 'second', private_networks: ['10.2.0.0/24'] })).body.reason).toBe('vrouter_in_error')
    setStatus(first.id, 'ACTIVE')
    // delete is left out of the error rule
    const mark = ws.mark()
    expect((await api.delete(`/vrouters/${router.id}`)).status).toBe(202)
    await ws.status(router.id, 'deleted', mark)
  })

  it('000 §3: a floating IP attaches to a router (attach_to vrouter) and detaches; the router is told each time', async () => {
    const router = await created('attach-target')
    const address = await freeAddress()
    let mark = ws.mark()
    const attaching = await api.post(`/addresses/${address.id}/attach`, { entity: 'vrouter', id: router.id })
    expect(attaching.status, JSON.stringify(attaching.body)).toBe(202)
    expect(attaching.body).toMatchObject({ status: 'PROCESSING', attached_to: { entity: 'vrouter', id: router.id, name: 'attach-target' } })
    await ws.status(address.id, 'ACTIVE', mark)
    const told = await ws.next((m) => m.entity === 'vrouter' && m.id === router.id && m.data.addresses.some((a: { address_id: string }) => a.address_id === address.id), 5000, mark)
    expect(told.action).toBe('updated')
    mark = ws.mark()
    expect((await api.post(`/addresses/${address.id}/detach`)).status).toBe(202)
    await ws.status(address.id, 'DOWN', mark)
    expect((await api.get(`/vrouters/${router.id}`)).body.addresses.map((a: { type: string }) => a.type)).toEqual(['VROUTER'])
  })

  it('000 §4 Virtual router: usable = neither processing nor in error: no attaching to a router that is not', async () => {
    const router = await created('busy-target')
    const address = await freeAddress()
    setStatus(router.id, 'STARTING')
    const refused = await api.post(`/addresses/${address.id}/attach`, { entity: 'vrouter', id: router.id })
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('vrouter_not_usable')
    setStatus(router.id, 'ACTIVE')
    expect((await api.post(`/addresses/${address.id}/attach`, { entity: 'vrouter', id: 'nope' })).status).toBe(400)
  })

  it("001 §4: attaching is paid ('create, start, resize, attach and similar'): 402 not_enough_money when the channel does not fit", async () => {
    const router = await created('poor-target')
    const address = await freeAddress()
    const before = (await api.get('/balance')).body.balance
    // 001 §5: the cost must fit the balance plus credit. The 100 Mbps channel (001 §9 bandwidth_base) is free in the
    // default price list: priced at 5 ₽ an hour, an empty balance cannot carry it.
    const channelPrice = (kop: number) => db.prepare("UPDATE prices SET hour_kop = ? WHERE project_id = ? AND price_group = 'address' AND name = 'bandwidth_base'").run(kop, project.id).changes
    expect(channelPrice(500)).toBe(1)
    await emulator.api().call('POST', '/emulator/balance', { email: DEMO, balance: 0 })
    try {
      const refused = await api.post(`/addresses/${address.id}/attach`, { entity: 'vrouter', id: router.id })
      expect(refused.status, JSON.stringify(refused.body)).toBe(402)
      expect(refused.body).toMatchObject({ reason: 'not_enough_money', missing: 5, currency: 'RUB' })
      expect((await api.get(`/addresses/${address.id}`)).body).toMatchObject({ status: 'DOWN', attached_to: null })
    } finally {
      channelPrice(0)
      await emulator.api().call('POST', '/emulator/balance', { email: DEMO, balance: before })
    }
    expect((await api.post(`/addresses/${address.id}/attach`, { entity: 'vrouter', id: router.id })).status).toBe(202)
  })

  it('the gateway address goes only with its router: no detach, delete or attach of it', async () => {
    const router = await created('gateway-kept')
    const gateway = router.addresses[0]
    expect(gateway.type).toBe('VROUTER')
    expect((await api.post(`/addresses/${gateway.address_id}/detach`)).body.reason).toBe('gateway_address')
    expect((await api.delete(`/addresses/${gateway.address_id}`)).body.reason).toBe('gateway_address')
  })

  it('001 §7 DELETE /vrouters/{id}: DELETING, then gone; the gateway goes with it, attached floating IPs stay DOWN', async () => {
    const router = await created('doomed')
    const address = await freeAddress()
    let mark = ws.mark()
    await api.post(`/addresses/${address.id}/attach`, { entity: 'vrouter', id: router.id })
    await ws.status(address.id, 'ACTIVE', mark)
    mark = ws.mark()
    const deleting = await api.delete(`/vrouters/${router.id}`)
    expect(deleting.status).toBe(202)
    expect(deleting.body.status).toBe('DELETING')
    await ws.status(router.id, 'deleted', mark)
    await ws.next((m) => m.entity === 'address' && m.id === router.addresses[0].address_id && m.action === 'deleted', 5000, mark)
    expect((await api.get(`/vrouters/${router.id}`)).status).toBe(404)
    expect((await api.get(`/addresses/${router.addresses[0].address_id}/detail`)).status).toBe(404)
    expect((await api.get(`/addresses/${address.id}/detail`)).body).toMatchObject({ status: 'DOWN', attached_to: null })
  })

  it("001 §5: order minimum vrouters 1 against the project's vrouters limit (409 limit_reached)", async () => {
    const used = (await api.get(vrouters)).body.count
    db.prepare("UPDATE limits SET max = ? WHERE project_id = ? AND name = 'vrouters'").run(used, project.id)
    const refused = await api.post(vrouters, { name: 'over', private_networks: ['10.3.0.0/24'] })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: 'limit_reached', rejected: [{ name: 'vrouters', used, max: used, requested: 1 }] })
    roomy()
  })

  it('001 §5 money check: a router the balance cannot carry is 402 not_enough_money; another account reads 404', async () => {
    const other = await emulator.signedIn(OTHER)
    const otherProject = (await other.project()).id
    const mine = (await api.get(vrouters)).body.result[0]
    expect((await other.get(`/vrouters/${mine.id}`)).status).toBe(404)
    expect((await other.post(`/vrouters/${mine.id}/stop`)).status).toBe(404)
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 0 })
    const refused = await other.post(`/projects/${otherProject}/vrouters`, { name: 'poor', private_networks: ['10.4.0.0/24'] })
    expect(refused.status).toBe(402)
    expect(refused.body.reason).toBe('not_enough_money')
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 5000 })
  })
})

describe("migration 21: a router's addresses held as an attach target", () => {
  it('moves vrouter_id to attached_entity/attached_id and drops the column; the floating IP answers the router', async () => {
    const old = new Database(':memory:')
    old.pragma('foreign_keys = OFF')
    migrate(
      old,
      MIGRATIONS.filter((migration) => migration.version < 21),
    )
    const insert = old.prepare(
      "INSERT INTO addresses (id, project_id, address, type, external, mask, created_in, status, vrouter_id) VALUES (?, 'p1', ?, ?, 1, 32, '2026-01-01T00:00:00Z', 'ACTIVE', ?)",
    )
    insert.run('gw', '203.0.113.40', 'VROUTER', 'r1')
    insert.run('free', '203.0.113.41', 'FIXED', null)
    expect(migrate(old)).toEqual([21, ...MIGRATIONS.filter((migration) => migration.version > 21).map((migration) => migration.version)])
    const rows = old.prepare('SELECT id, attached_entity, attached_id FROM addresses ORDER BY id').all()
    expect(rows).toEqual([
      { id: 'free', attached_entity: null, attached_id: null },
      { id: 'gw', attached_entity: 'vrouter', attached_id: 'r1' },
    ])
    const columns = (old.prepare('PRAGMA table_info(addresses)').all() as { name: string }[]).map((column) => column.name)
    expect(columns).not.toContain('vrouter_id')
    old.close()

    // on the running emulator: a router's gateway address says it is attached to the router
    const router = (await api.get(vrouters)).body.result.find((row: { name: string }) => row.name === 'office-router') as { id: string; name: string; external_address: string }
    const gateway = (await api.get(`/projects/${project.id}/addresses?type=VROUTER&attached_to.id__eq=${router.id}`)).body.result[0]
    expect(gateway).toMatchObject({ address: router.external_address, attached_to: { entity: 'vrouter', id: router.id, name: router.name } })
  })
})
