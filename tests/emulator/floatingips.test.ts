// Floating IPs (001 §7 Floating IPs; 000 §4, 001 §4 Floating IP rules; 001 §5; 001 §9), against a running
// emulator. Websocket events arrive under the entity name `address` (001 §7).
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../emulator/db/connection'
import { isoAt, newId } from '../../emulator/domain/ids'
import { validateFloatingip, validateListResponse, validateServer } from '../../generated/validators/index.js'
import { DEMO, Listener, OTHER, useEmulator } from './harness'

const emulator = await useEmulator({ faultsEndpoint: true })
const api = await emulator.signedIn()
const project = await api.project()
const addresses = `/projects/${project.id}/addresses`
const ws = await Listener.open(emulator.url, api.token as string)
// a second connection to the emulator's database, for states the API cannot reach quickly
const db = openDatabase(emulator.databasePath)
afterAll(() => {
  ws.close()
  db.close()
})

const serverNamed = async (name: string) => (await api.get(`/projects/${project.id}/servers?name=${name}`)).body.result[0]
const freeOne = async () => (await api.post(addresses, {})).body
async function down(id: string): Promise<any> {
  await ws.status(id, 'DOWN')
  return (await api.get(`/addresses/${id}/detail`)).body
}
async function attached(id: string, serverId: string): Promise<any> {
  const mark = ws.mark()
  const answer = await api.post(`/addresses/${id}/attach`, { entity: 'server', id: serverId })
  expect(answer.status, JSON.stringify(answer.body)).toBe(202)
  await ws.status(id, 'ACTIVE', mark)
  return (await api.get(`/addresses/${id}/detail`)).body
}

describe('floating IPs', () => {
  it('GET /projects/{id}/addresses lists the free and attached addresses; filters attached and unattached', async () => {
    const all = (await api.get(addresses)).body
    expect(validateListResponse(all)).toBe(true)
    for (const address of all.result) expect(validateFloatingip(address), JSON.stringify(validateFloatingip.errors)).toBe(true)
    // the default filter of the console (001 §7: external__in false) keeps them all
    expect((await api.get(`${addresses}?external__in=false`)).body.count).toBe(all.count)
    const statuses = all.result.map((address: { status: string }) => address.status)
    expect(statuses).toEqual(expect.arrayContaining(['ACTIVE', 'DOWN']))
    const attachedOnes = (await api.get(`${addresses}?status__in=ACTIVE`)).body.result
    const web = await serverNamed('web-1')
    expect(attachedOnes.every((address: { attached_to: { entity: string } }) => ['server', 'vrouter', 'loadbalancer'].includes(address.attached_to.entity))).toBe(true)
    expect((await api.get(`${addresses}?attached_to.entity__eq=server&attached_to.id__eq=${web.id}`)).body.count).toBe(2)
    const unattached = (await api.get(`${addresses}?status__in=DOWN`)).body.result
    expect(unattached.length).toBeGreaterThan(0)
    expect(unattached.every((address: { attached_to: unknown }) => address.attached_to === null)).toBe(true)
    // the servers' internal addresses are not floating IPs
    expect(all.result.some((address: { address: string }) => address.address.startsWith('10.'))).toBe(false)
  })

  it('POST /projects/{id}/addresses (ddos_protection): RESERVING, then DOWN; priced from the project prices', async () => {
    const before = (await api.get('/balance')).body.current_cost.hour
    const created = await api.post(addresses, { ddos_protection: true })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'RESERVING', ddos_protection: true, bandwidth_max_mbps: 100, attached_to: null, is_primary: false })
    const event = await ws.next((message) => message.entity === 'address' && message.id === created.body.id && message.action === 'created')
    expect(event.project_id).toBe(project.id)
    expect((await down(created.body.id)).status).toBe('DOWN')
    // ipv4 0.20 + ddos_protection 0.50 per hour, from the project's price list
    const prices = (await api.get(`/projects/${project.id}`)).body.prices
    const price = (name: string) => prices.find((entry: { group: string; name: string }) => entry.group === 'address' && entry.name === name).cost.hour
    expect((await api.get('/balance')).body.current_cost.hour).toBeCloseTo(before + price('ipv4') + price('ddos_protection'), 2)
  })

  it('001 §5 money check: an order the balance cannot carry is 402 not_enough_money', async () => {
    const other = await emulator.signedIn(OTHER)
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 0 })
    const refused = await other.post(`/projects/${(await other.project()).id}/addresses`, { ddos_protection: false })
    expect(refused.status).toBe(402)
    expect(refused.body).toMatchObject({ reason: 'not_enough_money', missing: 0.2, minimum_balance: 0.2, currency: 'RUB' })
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 5000 })
  })

  it('000 §5: addresses used+1 must not exceed max (409 limit_reached)', async () => {
    db.prepare("UPDATE limits SET max = (SELECT COUNT(*) FROM addresses WHERE project_id = ? AND external = 1 AND type = 'FIXED') WHERE project_id = ? AND name = 'addresses'").run(
      project.id,
      project.id,
    )
    const refused = await api.post(addresses, {})
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('limit_reached')
    expect(refused.body.rejected[0]).toMatchObject({ name: 'addresses', requested: 1 })
    db.prepare("UPDATE limits SET max = 1000 WHERE project_id = ? AND name = 'addresses'").run(project.id)
  })

  it('attach to a server: PROCESSING → ACTIVE at 100 Mbps; the server lists it; attach is refused when ACTIVE', async () => {
    const db1 = await serverNamed('db-1')
    const address = await down((await freeOne()).id)
    const answer = await api.post(`/addresses/${address.id}/attach`, { entity: 'server', id: db1.id })
    expect(answer).toMatchObject({ status: 202, body: { status: 'PROCESSING', attached_to: { entity: 'server', id: db1.id } } })
    await ws.status(address.id, 'ACTIVE')
    const now = (await api.get(`/addresses/${address.id}/detail`)).body
    expect(now).toMatchObject({ status: 'ACTIVE', bandwidth_max_mbps: 100, attached_to: { entity: 'server', id: db1.id, rescue_mode: 'NO' } })
    const server = (await api.get(`/servers/${db1.id}`)).body
    expect(validateServer(server)).toBe(true)
    expect(server.addresses.map((entry: { address: string }) => entry.address)).toContain(address.address)
    const again = await api.post(`/addresses/${address.id}/attach`, { entity: 'server', id: db1.id })
    expect(again).toMatchObject({ status: 409, body: { reason: 'address_attached' } })
    // POST /floatingips/{id}/attach/server names the entity itself
    const second = await down((await freeOne()).id)
    expect((await api.post(`/floatingips/${second.id}/attach/server`, { id: db1.id, bandwidth_max_mbps: 1024 })).status).toBe(202)
    await ws.status(second.id, 'ACTIVE')
    expect((await api.get(`/addresses/${second.id}/detail`)).body.bandwidth_max_mbps).toBe(1024)
  })

  it('001 §5: "\'attach_to\' is required for attach action" without entity and id; an unknown id is 400 on id', async () => {
    const address = await down((await freeOne()).id)
    for (const body of [{}, { entity: 'server' }, { id: (await serverNamed('web-1')).id }]) {
      const answer = await api.post(`/addresses/${address.id}/attach`, body)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ errors: [{ path: 'attach_to', message: "'attach_to' is required for attach action" }], code: 'attach_to_required' })
    }
    expect((await api.post(`/addresses/${address.id}/attach`, { entity: 'server', id: 'nope' })).body.errors[0].path).toBe('id')
    expect((await api.post(`/addresses/${address.id}/attach/loadbalancer`, { id: 'lb-1' })).body.errors[0].path).toBe('id')
    expect((await api.get(`/addresses/${address.id}/detail`)).body.status).toBe('DOWN')
  })

  it('000 §4: attaching an address is blocked at max_addresses_per_server (64)', async () => {
    const web = await serverNamed('web-1')
    const has = web.addresses.length
    const insert = db.prepare(
      "INSERT INTO addresses (id, project_id, server_id, address, type, external, is_primary, mask, ddos_protection, bandwidth_max_mbps, created_in, status, ordered) VALUES (?, ?, ?, ?, 'FIXED', 1, 0, 32, 0, 100, ?, 'ACTIVE', 1)",
    )
    for (let n = has; n < 63; n += 1) insert.run(newId(), project.id, web.id, `198.51.100.${n}`, isoAt(Date.now()))
    const sixtyFourth = await down((await freeOne()).id)
    expect((await attached(sixtyFourth.id, web.id)).status).toBe('ACTIVE')
    expect((await api.get(`/servers/${web.id}`)).body.addresses).toHaveLength(64)
    const one = await down((await freeOne()).id)
    const refused = await api.post(`/addresses/${one.id}/attach`, { entity: 'server', id: web.id })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: 'limit_reached', rejected: [{ name: 'max_addresses_per_server', used: 64, max: 64, requested: 1 }] })
    expect((await api.get(`/addresses/${one.id}/detail`)).body).toMatchObject({ status: 'DOWN', attached_to: null })
    db.prepare("DELETE FROM addresses WHERE address LIKE '198.51.100.%'").run()
  })

  it('001 §4: detach only when ACTIVE: PROCESSING → DOWN, and the server no longer lists it', async () => {
    const web = await serverNamed('web-1')
    const address = await attached((await down((await freeOne()).id)).id, web.id)
    const mark = ws.mark()
    expect((await api.post(`/addresses/${address.id}/detach`)).body.status).toBe('PROCESSING')
    await ws.status(address.id, 'DOWN', mark)
    expect((await api.get(`/addresses/${address.id}/detail`)).body.attached_to).toBe(null)
    expect((await api.get(`/servers/${web.id}`)).body.addresses.map((entry: { address: string }) => entry.address)).not.toContain(address.address)
    expect((await api.post(`/addresses/${address.id}/detach`)).body.reason).toBe('address_not_attached')
  })

  it('PUT /addresses/{id}/ptr (value) sets and clears the reverse record', async () => {
    const address = await down((await freeOne()).id)
    expect((await api.call('PUT', `/api/v1/addresses/${address.id}/ptr`, { value: 'host.example.com' })).body.ptr).toBe('host.example.com')
    expect((await api.call('PUT', `/api/v1/addresses/${address.id}/ptr`, { value: null })).body.ptr).toBe(null)
    const bad = await api.call('PUT', `/api/v1/addresses/${address.id}/ptr`, { value: 'not a domain' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('value')
  })

  it('001 §4: bandwidth_gb_on sets 1024 (not when already 1024), bandwidth_gb_off sets 100 (not when not 1024)', async () => {
    const address = await down((await freeOne()).id)
    expect((await api.post(`/addresses/${address.id}/bandwidth`, { bandwidth_max_mbps: 100 })).body.reason).toBe('bandwidth_not_on')
    const on = await api.post(`/addresses/${address.id}/bandwidth`, { bandwidth_max_mbps: 1024 })
    expect(on).toMatchObject({ status: 200, body: { bandwidth_max_mbps: 1024 } })
    expect(await ws.next((message) => message.entity === 'address' && message.id === address.id && message.data.bandwidth_max_mbps === 1024)).toBeTruthy()
    expect((await api.post(`/addresses/${address.id}/bandwidth`, { bandwidth_max_mbps: 1024 })).body.reason).toBe('bandwidth_already_on')
    expect((await api.post(`/addresses/${address.id}/bandwidth`, { bandwidth_max_mbps: 100 })).body.bandwidth_max_mbps).toBe(100)
    expect((await api.post(`/addresses/${address.id}/bandwidth`, { bandwidth_max_mbps: 500 })).status).toBe(400)
  })

  it("make_primary works only for an address attached to a server; the server's other address stops being primary", async () => {
    const free = await down((await freeOne()).id)
    const notAttached = await api.post(`/addresses/${free.id}/primary`, {})
    expect(notAttached.status).toBe(400)
    expect(notAttached.body).toEqual({
      errors: [{ path: 'nofield', message: 'The "make primary" action is available only with an address attached to the server' }],
      code: 'make_primary_not_attached',
    })
    const db1 = await serverNamed('db-1')
    const address = await attached(free.id, db1.id)
    const made = await api.post(`/addresses/${address.id}/primary`, { id: db1.id })
    expect(made).toMatchObject({ status: 200, body: { is_primary: true } })
    const server = (await api.get(`/servers/${db1.id}`)).body
    expect(server.addresses.filter((entry: { is_primary: boolean }) => entry.is_primary).map((entry: { address: string }) => entry.address)).toEqual([address.address])
    expect((await api.post(`/addresses/${address.id}/primary`, {})).body.reason).toBe('already_primary')
  })

  it('make_primary is refused for a windows server', async () => {
    const id = newId()
    db.prepare(
      "INSERT INTO servers (id, project_id, name, status, rescue_mode, flavor_id, image_id, created_in) VALUES (?, ?, 'win-1', 'ACTIVE', 'NO', 'flavor-std-2-4', 'image-windows-2022', ?)",
    ).run(id, project.id, isoAt(Date.now()))
    const address = await attached((await down((await freeOne()).id)).id, id)
    const refused = await api.post(`/addresses/${address.id}/primary`, {})
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('windows_server')
    expect((await api.get(`/addresses/${address.id}/detail`)).body.is_primary).toBe(false)
  })

  it('001 §4: all actions are blocked while processing (and in error)', async () => {
    const address = await down((await freeOne()).id)
    for (const status of ['PROCESSING', 'AWAITING', 'ERROR']) {
      db.prepare('UPDATE addresses SET status = ? WHERE id = ?').run(status, address.id)
      for (const answer of [
        await api.post(`/addresses/${address.id}/attach`, { entity: 'server', id: (await serverNamed('web-1')).id }),
        await api.post(`/addresses/${address.id}/bandwidth`, { bandwidth_max_mbps: 1024 }),
        await api.call('PUT', `/api/v1/addresses/${address.id}/ptr`, { value: 'a.example.com' }),
        await api.delete(`/addresses/${address.id}`),
      ]) {
        expect(answer.status, status).toBe(409)
        expect(answer.body.reason).toBe(status === 'ERROR' ? 'address_in_error' : 'address_processing')
      }
    }
    db.prepare("UPDATE addresses SET status = 'DOWN' WHERE id = ?").run(address.id)
  })

  it('DELETE /addresses/{id}: DELETING, then gone (address event deleted); an attached one must be detached first', async () => {
    const web = await serverNamed('web-1')
    const busy = await attached((await down((await freeOne()).id)).id, web.id)
    expect((await api.delete(`/addresses/${busy.id}`)).body.reason).toBe('address_attached')
    const address = await down((await freeOne()).id)
    const answer = await api.delete(`/addresses/${address.id}`)
    expect(answer).toMatchObject({ status: 202, body: { status: 'DELETING' } })
    const gone = await ws.status(address.id, 'deleted')
    expect(gone).toMatchObject({ entity: 'address', project_id: project.id, data: { address: address.address } })
    expect((await api.get(`/addresses/${address.id}/detail`)).status).toBe(404)
  })

  it("another account's address is 404 for every call and changes nothing", async () => {
    const other = await emulator.signedIn(OTHER)
    const theirProject = await other.project()
    const theirs = (await other.get(`/projects/${theirProject.id}/addresses?status__in=DOWN`)).body.result[0]
    const myServer = await serverNamed('web-1')
    for (const answer of [
      await api.get(`/projects/${theirProject.id}/addresses`),
      await api.post(`/projects/${theirProject.id}/addresses`, {}),
      await api.get(`/addresses/${theirs.id}/detail`),
      await api.post(`/addresses/${theirs.id}/attach`, { entity: 'server', id: myServer.id }),
      await api.post(`/addresses/${theirs.id}/detach`),
      await api.call('PUT', `/api/v1/addresses/${theirs.id}/ptr`, { value: 'x.example.com' }),
      await api.post(`/addresses/${theirs.id}/bandwidth`, { bandwidth_max_mbps: 1024 }),
      await api.post(`/addresses/${theirs.id}/primary`, {}),
      await api.delete(`/addresses/${theirs.id}`),
    ])
      expect(answer.status).toBe(404)
    expect((await other.get(`/addresses/${theirs.id}/detail`)).body).toEqual(theirs)
    // nor can one attach one's address to another account's server
    const theirServer = (await other.get(`/projects/${theirProject.id}/servers`)).body.result[0]
    const mine = await down((await freeOne()).id)
    expect((await api.post(`/addresses/${mine.id}/attach`, { entity: 'server', id: theirServer.id })).status).toBe(400)
    // an internal address of a server is not a floating IP
    const internal = (await api.get(`/servers/${myServer.id}`)).body.internal_addresses[0]
    expect((await api.get(`/addresses/${internal.address_id}/detail`)).status).toBe(404)
  })

  it('malformed bodies get 400 on their fields, never a 5xx', async () => {
    const address = await down((await freeOne()).id)
    for (const [method, path, body, field] of [
      ['POST', addresses, { ddos_protection: 'yes' }, 'ddos_protection'],
      ['POST', addresses, { extra: 1 }, 'extra'],
      ['POST', `/addresses/${address.id}/attach`, { entity: 'printer', id: 'x' }, 'entity'],
      ['POST', `/addresses/${address.id}/attach`, { entity: 'server', id: 5 }, 'id'],
      ['POST', `/addresses/${address.id}/bandwidth`, {}, 'bandwidth_max_mbps'],
      ['PUT', `/addresses/${address.id}/ptr`, {}, 'value'],
      ['PUT', `/addresses/${address.id}/ptr`, { value: 12 }, 'value'],
      ['POST', `/addresses/${address.id}/primary`, { id: 1 }, 'id'],
    ] as const) {
      const answer = await api.call(method, `/api/v1${path}`, body)
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(answer.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    expect((await api.call('POST', `/api/v1/addresses/${address.id}/attach`, undefined, { raw: '{"entity":' })).status).toBe(400)
  })

  it('a server deletion keeps an attached floating IP (DOWN) and takes its own address with it', async () => {
    const db1 = await serverNamed('db-1')
    const own = db1.addresses.find(
      (entry: { address: string; mask: number; bandwidth_max_mbps: number }) => entry.bandwidth_max_mbps === 100 && entry.address.startsWith('203.0.113.') && entry.mask === 24,
    )
    const ordered = (await api.get(`${addresses}?attached_to.id=${db1.id}`)).body.result.find((entry: { id: string }) => entry.id !== own.address_id)
    // db-1 is STOPPED; its snapshots none: it can be deleted
    const mark = ws.mark()
    expect((await api.delete(`/servers/${db1.id}`)).status).toBe(202)
    await ws.status(db1.id, 'deleted', mark)
    expect((await api.get(`/addresses/${ordered.id}/detail`)).body).toMatchObject({ status: 'DOWN', attached_to: null, is_primary: false })
    expect((await api.get(`/addresses/${own.address_id}/detail`)).status).toBe(404)
    expect(ws.entityEvents(own.address_id).at(-1)).toMatchObject({ entity: 'address', action: 'deleted' })
  })
})

describe('the seed', () => {
  it('gives each demo account keypairs, free and attached addresses (one still reserving) and an API token', async () => {
    const { startTestEmulator } = await import('./harness')
    // at the real pace, the seeded RESERVING address is still reserving while the test looks
    const fresh = await startTestEmulator({ timeScale: 1 })
    try {
      for (const email of [DEMO, OTHER]) {
        const client = await fresh.signedIn(email)
        const own = await client.project()
        expect((await client.get(`/projects/${own.id}/keypairs`)).body.count).toBe(2)
        const statuses = (await client.get(`/projects/${own.id}/addresses`)).body.result.map((address: { status: string }) => address.status).sort()
        // two on the servers, two on the seeded router (its gateway and a floating IP attached to it), the web-lb
        // balancer's one (kinds/loadbalancer/seed.ts), the rescue server's own
        expect(statuses).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'DOWN', 'DOWN', 'RESERVING'])
        expect((await client.get('/access-tokens')).body.result.map((token: { name: string }) => token.name)).toEqual(['ci'])
      }
    } finally {
      await fresh.close()
    }
  })
})
