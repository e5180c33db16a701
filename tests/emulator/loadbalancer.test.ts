// Load balancers and their rules (001 §7 Load balancers; 000 §4, 001 §4 Load balancer rules; 001 §5; 001 §9),
// against a running emulator: every call, the field errors, the clocked statuses and the websocket events.
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../emulator/db/connection'
import { validateListResponse, validateLoadbalancer, validateLoadbalancerRule } from '../../generated/validators/index.js'
import { Listener, OTHER, useEmulator } from './harness'

const emulator = await useEmulator({ faultsEndpoint: true })
const api = await emulator.signedIn()
const project = await api.project()
const balancers = `/projects/${project.id}/loadbalancers`
const ws = await Listener.open(emulator.url, api.token as string)
const db = openDatabase(emulator.databasePath)
afterAll(() => {
  ws.close()
  db.close()
})
// room for the balancers the tests make (the default limit is 5; the limit's own test sets it)
db.prepare("UPDATE limits SET max = 100 WHERE project_id = ? AND name = 'loadbalancer'").run(project.id)

const serverNamed = async (name: string) => (await api.get(`/projects/${project.id}/servers?name=${name}`)).body.result[0]
const internalOf = async (name: string): Promise<string> => (await serverNamed(name)).internal_addresses[0].address_id
const HTTP = { type: 'HTTP', delay: 20, timeout: 5, max_retries: 3, http_method: 'GET', expected_codes: '200,301', url_path: '/health' }
let made = 0
async function created(body: Record<string, unknown> = {}): Promise<any> {
  made += 1
  const mark = ws.mark()
  const answer = await api.post(balancers, { name: `lb-test-${made}`, ...body })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  await ws.status(answer.body.id, 'ACTIVE', mark)
  return (await api.get(`/loadbalancers/${answer.body.id}`)).body
}

describe('load balancers', () => {
  it('GET /projects/{id}/loadbalancers: the seed gives an ACTIVE balancer with a floating IP and rules, and a STOPPED one', async () => {
    const list = (await api.get(balancers)).body
    expect(validateListResponse(list)).toBe(true)
    for (const item of list.result) expect(validateLoadbalancer(item), JSON.stringify(validateLoadbalancer.errors)).toBe(true)
    const web = list.result.find((item: { name: string }) => item.name === 'web-lb')
    expect(web).toMatchObject({ status: 'ACTIVE', rules_count: 2, rules_limit: 10, healthmonitor: { type: 'HTTP', url_path: '/health' } })
    expect(web.addresses).toEqual([expect.objectContaining({ external: true, ddos_protection: true })])
    expect(list.result.find((item: { name: string }) => item.name === 'staging-lb')).toMatchObject({ status: 'STOPPED', rules_count: 1, addresses: [] })
    // 001 §9: newest first
    expect(list.result.map((item: { name: string }) => item.name)).toEqual(['staging-lb', 'web-lb'])
  })

  it('POST /projects/{id}/loadbalancers: CREATING → ACTIVE with the 001 §9 defaults, announced; its rules and floating IP', async () => {
    const mark = ws.mark()
    const address = await internalOf('web-1')
    const answer = await api.post(balancers, { name: 'lb-made', address: { ddos_protection: false }, rules: [{ address_id: address, external_protocol_port: 8080, internal_protocol_port: 80 }] })
    expect(answer).toMatchObject({ status: 201, body: { status: 'CREATING', algorithm: 'ROUND_ROBIN', session_persistence: false, rules_count: 1 } })
    // 001 §9: default health monitor TCP, delay 80, timeout 15, max_retries 5
    expect(answer.body.healthmonitor).toEqual({ type: 'TCP', delay: 80, timeout: 15, max_retries: 5 })
    expect(answer.body.addresses).toHaveLength(1)
    const event = await ws.next((message) => message.entity === 'loadbalancer' && message.id === answer.body.id && message.action === 'created', 5000, mark)
    expect(event.project_id).toBe(project.id)
    await ws.status(answer.body.id, 'ACTIVE', mark)
    const rules = (await api.get(`/loadbalancers/${answer.body.id}/rules`)).body
    expect(rules.result).toEqual([expect.objectContaining({ address_id: address, server_id: (await serverNamed('web-1')).id, external_protocol_port: 8080, internal_protocol_port: 80 })])
    // the new floating IP is the project's, attached to the balancer
    const ip = (await api.get(`/addresses/${answer.body.addresses[0].address_id}/detail`)).body
    expect(ip).toMatchObject({ status: 'ACTIVE', attached_to: { entity: 'loadbalancer', id: answer.body.id, name: 'lb-made' } })
  })

  it('000 §4: non-HTTP monitor types drop the HTTP-only fields; an HTTP monitor keeps them', async () => {
    const tcp = await created({ healthmonitor: { ...HTTP, type: 'TCP' } })
    expect(tcp.healthmonitor).toEqual({ type: 'TCP', delay: 20, timeout: 5, max_retries: 3 })
    const http = await created({ healthmonitor: HTTP })
    expect(http.healthmonitor).toEqual(HTTP)
  })

  it('001 §5: health monitor values refused on their field (400 with path): timeout below interval, retries 1-10, codes, URL path', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...HTTP, timeout: 20 }, 'healthmonitor.timeout'],
      [{ ...HTTP, max_retries: 11 }, 'healthmonitor.max_retries'],
      [{ ...HTTP, max_retries: 0 }, 'healthmonitor.max_retries'],
      [{ ...HTTP, expected_codes: '200;301' }, 'healthmonitor.expected_codes'],
      [{ ...HTTP, url_path: 'health' }, 'healthmonitor.url_path'],
      [{ ...HTTP, type: 'UDP' }, 'healthmonitor.type'],
    ]
    for (const [healthmonitor, path] of cases) {
      const answer = await api.post(balancers, { name: 'lb-refused', healthmonitor })
      expect(answer.status, JSON.stringify(healthmonitor)).toBe(400)
      expect(answer.body.errors[0].path).toBe(path)
    }
    for (const [body, path] of [
      [{ name: '' }, 'name'],
      [{ name: 'lb-bad', algorithm: 'RANDOM' }, 'algorithm'],
      [{ name: 'web-lb' }, 'name'],
    ] as const) {
      const answer = await api.post(balancers, body)
      expect(answer.status).toBe(400)
      expect(answer.body.errors[0].path).toBe(path)
    }
    expect((await api.get(`${balancers}?name=lb-refused`)).body.count).toBe(0)
  })

  it("001 §5: a rule needs a server's internal address ('The Loadbalancer rule required a valid address_id') and a unique port pair ('Non-unique rule')", async () => {
    const external = (await serverNamed('web-1')).addresses[0].address_id
    const invalid = await api.post(balancers, { name: 'lb-rule-bad', rules: [{ address_id: external, external_protocol_port: 80, internal_protocol_port: 80 }] })
    expect(invalid).toMatchObject({ status: 400, body: { errors: [{ path: 'rules.0.address_id', message: 'The Loadbalancer rule required a valid address_id' }] } })
    const address = await internalOf('web-1')
    const twice = { address_id: address, external_protocol_port: 81, internal_protocol_port: 81 }
    const duplicate = await api.post(balancers, { name: 'lb-rule-twice', rules: [twice, twice] })
    expect(duplicate).toMatchObject({ status: 400, body: { errors: [{ path: 'nofield', message: 'Non-unique rule' }] } })
    const balancer = await created()
    const rules = `/loadbalancers/${balancer.id}/rules`
    const first = await api.post(rules, twice)
    expect(first.status).toBe(201)
    expect(validateLoadbalancerRule(first.body)).toBe(true)
    expect((await api.post(rules, twice)).body).toEqual({ errors: [{ path: 'nofield', message: 'Non-unique rule' }], code: 'non_unique_rule' })
    expect((await api.post(rules, { ...twice, address_id: 'nope' })).body.errors).toEqual([{ path: 'address_id', message: 'The Loadbalancer rule required a valid address_id' }])
    // 000 §5: ports 1 to 65535
    expect((await api.post(rules, { ...twice, external_protocol_port: 65536 })).body.errors[0].path).toBe('external_protocol_port')
    expect((await api.post(rules, { ...twice, internal_protocol_port: 0 })).body.errors[0].path).toBe('internal_protocol_port')
    // the same pair on another balancer is fine
    expect((await api.post(`/loadbalancers/${(await created()).id}/rules`, twice)).status).toBe(201)
  })

  it('001 §4: rule create is blocked when rules_count reaches rules_limit; rules are CREATING → ACTIVE and move the balancer live', async () => {
    const balancer = await created()
    const address = await internalOf('db-1')
    db.prepare('UPDATE loadbalancers SET rules_limit = 1 WHERE id = ?').run(balancer.id)
    const mark = ws.mark()
    const rule = await api.post(`/loadbalancers/${balancer.id}/rules`, { address_id: address, external_protocol_port: 5432, internal_protocol_port: 5432 })
    expect(rule.body.status).toBe('CREATING')
    await ws.next((message) => message.entity === 'loadbalancer' && message.id === balancer.id && message.data.rules_count === 1, 5000, mark)
    await ws.status(rule.body.id, 'ACTIVE', mark)
    const refused = await api.post(`/loadbalancers/${balancer.id}/rules`, { address_id: address, external_protocol_port: 1, internal_protocol_port: 1 })
    expect(refused).toMatchObject({ status: 409, body: { reason: 'rules_limit_reached' } })
  })

  it("GET /projects/{id}/loadbalancers/rules lists the project's rules newest first; GET and DELETE /loadbalancers/rules/{id}", async () => {
    const all = (await api.get(`${balancers}/rules`)).body
    expect(validateListResponse(all)).toBe(true)
    const dates = all.result.map((rule: { created_in: string }) => rule.created_in)
    expect([...dates].sort().reverse()).toEqual(dates)
    const web = (await api.get(`${balancers}?name=web-lb`)).body.result[0]
    expect((await api.get(`${balancers}/rules?loadbalancer_data.id__eq=${web.id}`)).body.count).toBe(2)
    const balancer = await created()
    const mark = ws.mark()
    const rule = (await api.post(`/loadbalancers/${balancer.id}/rules`, { address_id: await internalOf('web-1'), external_protocol_port: 90, internal_protocol_port: 9090 })).body
    expect((await api.get(`/loadbalancers/rules/${rule.id}`)).body).toMatchObject({ id: rule.id, loadbalancer_data: { id: balancer.id } })
    await ws.status(rule.id, 'ACTIVE', mark)
    // 000 §4: delete blocked while the rule processes (held in UPDATING here, as the clock is fast)
    db.prepare("UPDATE loadbalancer_rules SET status = 'UPDATING' WHERE id = ?").run(rule.id)
    expect(await api.delete(`/loadbalancers/rules/${rule.id}`)).toMatchObject({ status: 409, body: { reason: 'rule_processing' } })
    db.prepare("UPDATE loadbalancer_rules SET status = 'ACTIVE' WHERE id = ?").run(rule.id)
    expect((await api.delete(`/loadbalancers/rules/${rule.id}`)).body.status).toBe('DELETING')
    await ws.status(rule.id, 'deleted', mark)
    expect((await api.get(`/loadbalancers/rules/${rule.id}`)).status).toBe(404)
  })

  it('stop and start: STOPPING → STOPPED, STARTING → ACTIVE; start only from STOPPED, stop only from ACTIVE; a stopped one costs nothing', async () => {
    const balancer = await created()
    const cost = async () => (await api.get('/balance')).body.current_cost.hour
    const running = await cost()
    expect(await api.post(`/loadbalancers/${balancer.id}/start`)).toMatchObject({ status: 409, body: { reason: 'loadbalancer_not_stopped' } })
    const mark = ws.mark()
    expect((await api.post(`/loadbalancers/${balancer.id}/stop`)).body.status).toBe('STOPPING')
    await ws.status(balancer.id, 'STOPPED', mark)
    // 001 §9 resources priced: loadbalancer, 2.50 an hour in the default price list
    expect(await cost()).toBeCloseTo(running - 2.5, 2)
    expect(await api.post(`/loadbalancers/${balancer.id}/stop`)).toMatchObject({ status: 409, body: { reason: 'loadbalancer_not_active' } })
    expect((await api.post(`/loadbalancers/${balancer.id}/start`)).body.status).toBe('STARTING')
    await ws.status(balancer.id, 'ACTIVE', mark)
    expect(ws.statusesOf(balancer.id).slice(-4)).toEqual(['STOPPING', 'STOPPED', 'STARTING', 'ACTIVE'])
  })

  it('PATCH /loadbalancers/{id} (new_name) renames; POST /algorithm and PUT /healthmonitor go UPDATING and back', async () => {
    const balancer = await created({ healthmonitor: HTTP })
    expect((await api.patch(`/loadbalancers/${balancer.id}`, { new_name: 'lb-renamed' })).body.name).toBe('lb-renamed')
    expect((await api.patch(`/loadbalancers/${balancer.id}`, { name: 'x' })).body.errors[0].path).toBe('new_name')
    let mark = ws.mark()
    const algorithm = await api.post(`/loadbalancers/${balancer.id}/algorithm`, { algorithm: 'LEAST_CONNECTIONS', session_persistence: true })
    expect(algorithm).toMatchObject({ status: 202, body: { status: 'UPDATING', algorithm: 'LEAST_CONNECTIONS', session_persistence: true } })
    await ws.status(balancer.id, 'ACTIVE', mark)
    expect((await api.post(`/loadbalancers/${balancer.id}/algorithm`, { algorithm: 'RANDOM' })).body.errors[0].path).toBe('algorithm')
    // 001 §7: only non-empty fields are sent; they are laid over the monitor
    mark = ws.mark()
    expect((await api.put(`/loadbalancers/${balancer.id}/healthmonitor`, { url_path: '/ready' })).body.healthmonitor).toEqual({ ...HTTP, url_path: '/ready' })
    await ws.status(balancer.id, 'ACTIVE', mark)
    expect((await api.put(`/loadbalancers/${balancer.id}/healthmonitor`, { timeout: 30 })).body.errors).toEqual([{ path: 'timeout', message: 'The timeout must be less than the interval' }])
    mark = ws.mark()
    // 000 §4: a non-HTTP type drops the HTTP-only fields
    expect((await api.put(`/loadbalancers/${balancer.id}/healthmonitor`, { type: 'PING' })).body.healthmonitor).toEqual({ type: 'PING', delay: 20, timeout: 5, max_retries: 3 })
    await ws.status(balancer.id, 'ACTIVE', mark)
    // a stopped balancer comes back STOPPED
    await api.post(`/loadbalancers/${balancer.id}/stop`)
    await ws.status(balancer.id, 'STOPPED', mark)
    mark = ws.mark()
    await api.put(`/loadbalancers/${balancer.id}/healthmonitor`, { delay: 60 })
    await ws.status(balancer.id, 'STOPPED', mark)
  })

  it('POST /addresses/{id}/attach/loadbalancer and /detach: the balancer shows its address live; one floating IP per balancer', async () => {
    const balancer = await created()
    const ordered = (await api.post(`/projects/${project.id}/addresses`, {})).body
    await ws.status(ordered.id, 'DOWN')
    let mark = ws.mark()
    const attach = await api.post(`/addresses/${ordered.id}/attach/loadbalancer`, { id: balancer.id })
    expect(attach).toMatchObject({ status: 202, body: { status: 'PROCESSING', attached_to: { entity: 'loadbalancer', id: balancer.id } } })
    await ws.status(ordered.id, 'ACTIVE', mark)
    const shown = await ws.next((message) => message.entity === 'loadbalancer' && message.id === balancer.id && message.data.addresses.length === 1, 5000, mark)
    expect(shown.data.addresses[0]).toMatchObject({ address_id: ordered.id, address: ordered.address, external: true })
    expect((await api.get(`/projects/${project.id}/addresses?attached_to.entity__eq=loadbalancer&attached_to.id__eq=${balancer.id}`)).body.count).toBe(1)
    const second = (await api.post(`/projects/${project.id}/addresses`, {})).body
    await ws.status(second.id, 'DOWN')
    expect(await api.post(`/addresses/${second.id}/attach`, { entity: 'loadbalancer', id: balancer.id })).toMatchObject({ status: 409, body: { reason: 'loadbalancer_has_floatingip' } })
    // an attached address cannot be deleted
    expect((await api.delete(`/addresses/${ordered.id}`)).status).toBe(409)
    mark = ws.mark()
    expect((await api.post(`/addresses/${ordered.id}/detach`)).status).toBe(202)
    await ws.status(ordered.id, 'DOWN', mark)
    await ws.next((message) => message.entity === 'loadbalancer' && message.id === balancer.id && message.data.addresses.length === 0, 5000, mark)
  })

  it('000 §4: the balancer is locked while processing: every call but the reads is 409, its rules too', async () => {
    const balancer = await created()
    const address = await internalOf('web-1')
    // held in a processing status (the test clock would finish a real operation at once)
    for (const status of ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'UPDATING', 'AWAITING']) {
      db.prepare('UPDATE loadbalancers SET status = ? WHERE id = ?').run(status, balancer.id)
      const calls = [
        api.patch(`/loadbalancers/${balancer.id}`, { new_name: 'locked' }),
        api.post(`/loadbalancers/${balancer.id}/stop`),
        api.post(`/loadbalancers/${balancer.id}/start`),
        api.post(`/loadbalancers/${balancer.id}/algorithm`, { algorithm: 'LEAST_CONNECTIONS' }),
        api.put(`/loadbalancers/${balancer.id}/healthmonitor`, { delay: 30 }),
        api.post(`/loadbalancers/${balancer.id}/rules`, { address_id: address, external_protocol_port: 99, internal_protocol_port: 99 }),
        api.delete(`/loadbalancers/${balancer.id}`),
      ]
      for (const answer of await Promise.all(calls)) expect(answer, status).toMatchObject({ status: 409, body: { reason: 'loadbalancer_processing' } })
      expect((await api.get(`/loadbalancers/${balancer.id}`)).body.status).toBe(status)
    }
    db.prepare("UPDATE loadbalancers SET status = 'ERROR' WHERE id = ?").run(balancer.id)
    // in error: only delete (a broken balancer must be removable)
    expect(await api.post(`/loadbalancers/${balancer.id}/stop`)).toMatchObject({ status: 409, body: { reason: 'loadbalancer_not_actionable' } })
    expect((await api.delete(`/loadbalancers/${balancer.id}`)).status).toBe(202)
  })

  it('DELETE /loadbalancers/{id}: DELETING → gone with its rules; its floating IP stays in the project, DOWN', async () => {
    const balancer = await created({ address: { ddos_protection: true }, rules: [{ address_id: await internalOf('web-1'), external_protocol_port: 7000, internal_protocol_port: 7000 }] })
    const rule = (await api.get(`/loadbalancers/${balancer.id}/rules`)).body.result[0]
    const mark = ws.mark()
    expect((await api.delete(`/loadbalancers/${balancer.id}`)).body.status).toBe('DELETING')
    await ws.status(balancer.id, 'deleted', mark)
    await ws.status(rule.id, 'deleted', mark)
    expect((await api.get(`/loadbalancers/${balancer.id}`)).status).toBe(404)
    expect((await api.get(`/addresses/${balancer.addresses[0].address_id}/detail`)).body).toMatchObject({ status: 'DOWN', attached_to: null })
  })

  it('000 §3 limit loadbalancer: used+1 must not exceed max (409 limit_reached); 001 §5 money: 402 without the balance', async () => {
    const count = (await api.get(balancers)).body.count
    db.prepare("UPDATE limits SET max = ? WHERE project_id = ? AND name = 'loadbalancer'").run(count, project.id)
    const refused = await api.post(balancers, { name: 'lb-over' })
    expect(refused).toMatchObject({ status: 409, body: { reason: 'limit_reached', rejected: [{ name: 'loadbalancer', used: count, max: count, requested: 1 }] } })
    const limits = (await api.get(`/projects/${project.id}/limits`)).body.result
    expect(limits.find((limit: { name: string }) => limit.name === 'loadbalancer')).toMatchObject({ used: count, max: count })
    db.prepare("UPDATE limits SET max = 100 WHERE project_id = ? AND name = 'loadbalancer'").run(project.id)
    const other = await emulator.signedIn(OTHER)
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 0 })
    const poor = await other.post(`/projects/${(await other.project()).id}/loadbalancers`, { name: 'lb-poor' })
    expect(poor.status).toBe(402)
    await emulator.api().call('POST', '/emulator/balance', { email: OTHER, balance: 5000 })
  })

  it("another account's balancer and rules are 404", async () => {
    const other = await emulator.signedIn(OTHER)
    const theirs = (await other.get(`/projects/${(await other.project()).id}/loadbalancers`)).body.result[0]
    const theirRule = (await other.get(`/loadbalancers/${theirs.id}/rules`)).body.result[0]
    expect((await api.get(`/loadbalancers/${theirs.id}`)).status).toBe(404)
    expect((await api.post(`/loadbalancers/${theirs.id}/stop`)).status).toBe(404)
    expect((await api.delete(`/loadbalancers/rules/${theirRule.id}`)).status).toBe(404)
  })
})
