// DBaaS (001 §7 DBaaS, every call; 000 §4, 001 §4 DBaaS rules; 001 §5; 001 §9), against a running emulator. Events
// arrive under the entity names dbaas_cluster, dbaas_database and dbaas_backup (001 §7: the websocket carries
// dbaas_backup events).
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../emulator/db/connection'
import { validateBackup, validateDbaasCluster, validateDbaasDatabase, validateDbaasNode, validateListResponse } from '../../generated/validators/index.js'
import { Listener, OTHER, useEmulator } from './harness'

const emulator = await useEmulator({ faultsEndpoint: true })
const api = await emulator.signedIn()
const project = await api.project()
const clusters = `/projects/${project.id}/dbaas/clusters`
const ws = await Listener.open(emulator.url, api.token as string)
const db = openDatabase(emulator.databasePath)
afterAll(() => {
  ws.close()
  db.close()
})

const PASSWORD = 'Strong-pass-123'
const order = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  datastore: 'postgresql-16',
  flavor: { vcpus: 1, ram: 2 },
  nodes_count: 2,
  storage_size: 10,
  address: null,
  database: { name: 'app', admin_username: 'app_admin', admin_password: PASSWORD },
  ...more,
})
const seeded = async () => (await api.get(`${clusters}?name=shop-db`)).body.result[0]
/** a new cluster, waited for until ACTIVE */
async function activeCluster(name: string, more: Record<string, unknown> = {}): Promise<any> {
  const mark = ws.mark()
  const created = await api.post(clusters, order(name, more))
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  await ws.status(created.body.id, 'ACTIVE', mark)
  return (await api.get(`/dbaas/clusters/${created.body.id}`)).body
}
const setStatus = (id: string, status: string) => db.prepare('UPDATE dbaas_clusters SET status = ? WHERE id = ?').run(status, id)

describe('DBaaS catalogue', () => {
  it('GET /projects/{id}/dbaas/datastores: MySQL and PostgreSQL with their flavors (001 §9: at least 1 vCPU, 2 GB)', async () => {
    const answer = await api.get(`/projects/${project.id}/dbaas/datastores`)
    expect(answer.status).toBe(200)
    expect(answer.body.result.map((datastore: { name: string }) => datastore.name)).toEqual(['MySQL', 'PostgreSQL'])
    for (const datastore of answer.body.result) for (const flavor of datastore.flavors) expect(flavor.vcpus >= 1 && flavor.ram >= 2).toBe(true)
  })

  it('GET /dbaas/datastores/{id}/configuration/form: each parameter with its type, range and default; an unknown datastore is 404', async () => {
    const form = (await api.get('/dbaas/datastores/mysql-8/configuration/form')).body
    expect(form.fields).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'max_connections', type: 'integer', min: 10, max: 5000, default: 151 })]))
    expect(form.fields.some((field: { type: string }) => field.type === 'select')).toBe(true)
    expect((await api.get('/dbaas/datastores/oracle/configuration/form')).status).toBe(404)
  })

  it('GET /projects/{id}/dbaas/related-resources: the dbaas limits', async () => {
    const answer = (await api.get(`/projects/${project.id}/dbaas/related-resources`)).body
    expect(answer.limits.map((limit: { name: string }) => limit.name).sort()).toEqual(['dbaas-clusters', 'dbaas-storage'])
    expect(answer.limits.find((limit: { name: string }) => limit.name === 'dbaas-clusters')).toMatchObject({ used: 1, max: 3 })
    expect(answer.limits.find((limit: { name: string }) => limit.name === 'dbaas-storage')).toMatchObject({ used: 40 })
  })
})

describe('DBaaS clusters', () => {
  it('the seed: an ACTIVE cluster with two ALIVE nodes (master, slave), two databases and backups', async () => {
    const list = (await api.get(clusters)).body
    expect(validateListResponse(list)).toBe(true)
    const cluster = await seeded()
    expect(validateDbaasCluster(cluster), JSON.stringify(validateDbaasCluster.errors)).toBe(true)
    expect(cluster).toMatchObject({ status: 'ACTIVE', datastore: 'MySQL', nodes_count: 2, backup_enabled: true })
    expect(cluster.nodes.map((node: { role: string; status: string }) => `${node.role}:${node.status}`)).toEqual(['master:ALIVE', 'slave:ALIVE'])
    expect(cluster.databases.map((database: { name: string }) => database.name).sort()).toEqual(['analytics', 'shop'])
    expect(cluster.backups.length).toBe(1)
    const nodes = (await api.get(`/dbaas/clusters/${cluster.id}/nodes`)).body
    expect(nodes.count).toBe(2)
    for (const node of nodes.result) expect(validateDbaasNode(node)).toBe(true)
  })

  it('POST /projects/{id}/dbaas/clusters: CREATING with nodes BUILD, then nodes ALIVE and the cluster ACTIVE on the clock; priced', async () => {
    const before = (await api.get('/balance')).body.current_cost.hour
    const mark = ws.mark()
    const created = await api.post(clusters, order('orders-db', { address: { external: true, ddos_protection: true } }))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ status: 'CREATING', datastore: 'PostgreSQL', flavor: { vcpus: 1, ram: 2 }, storage_size: 10, external_ip: { ddos_protection: true } })
    expect(created.body.nodes.map((node: { status: string }) => node.status)).toEqual(['BUILD', 'BUILD'])
    expect(created.body.databases.map((database: { name: string }) => database.name)).toEqual(['app'])
    await ws.next((message) => message.entity === 'dbaas_cluster' && message.id === created.body.id && message.action === 'created', 5000, mark)
    await ws.status(created.body.id, 'ACTIVE', mark)
    const active = (await api.get(`/dbaas/clusters/${created.body.id}`)).body
    expect(active.nodes.every((node: { status: string }) => node.status === 'ALIVE')).toBe(true)
    // 0.60 per vCPU, 0.30 per GB of RAM, 0.02 per GB of storage, ipv4 0.20 and DDoS protection 0.50 an hour
    const after = (await api.get('/balance')).body.current_cost.hour
    expect(Math.round((after - before) * 100)).toBe(60 + 2 * 30 + 10 * 2 + 20 + 50)
  })

  it('validation answers 400 on the field: name, storage below 10, a flavor not in the catalogue, a missing database, a forbidden name', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ storage_size: 5 }, 'storage_size'],
      [{ storage_size: 501 }, 'storage_size'],
      [{ flavor: { vcpus: 3, ram: 7 } }, 'flavor'],
      [{ flavor: { vcpus: 1, ram: 1 } }, 'flavor.ram'],
      [{ nodes_count: 3 }, 'nodes_count'],
      [{ database: undefined }, 'database'],
      [{ database: { name: 'bad-name', admin_username: 'a', admin_password: PASSWORD } }, 'database.name'],
      [{ database: { name: 'mysql', admin_username: 'a', admin_password: PASSWORD } }, 'database.name'],
      [{ database: { name: 'ok', admin_username: 'a', admin_password: 'short' } }, 'database.admin_password'],
      [{ datastore: 'oracle' }, 'datastore'],
    ]
    for (const [change, path] of cases) {
      const answer = await api.post(clusters, order('bad', change))
      expect(answer.status, `${JSON.stringify(change)} → ${JSON.stringify(answer.body)}`).toBe(400)
      expect(answer.body.errors.map((error: { path: string }) => error.path)).toContain(path)
    }
    expect((await api.call('POST', `/api/v1${clusters}`, undefined, { raw: '{not json' })).status).toBe(400)
  })

  it('001 §4, 001 §5: creation is refused at the dbaas-clusters limit (409 limit_reached) and with dbaas-storage (size times nodes) over its max', async () => {
    db.prepare("UPDATE limits SET max = 1 WHERE project_id = ? AND name = 'dbaas-storage'").run(project.id)
    const storage = await api.post(clusters, order('too-big'))
    expect(storage.status).toBe(409)
    expect(storage.body.rejected.map((limit: { name: string }) => limit.name)).toEqual(['dbaas-storage'])
    expect(storage.body.rejected[0]).toMatchObject({ requested: 20 })
    db.prepare("UPDATE limits SET max = 500 WHERE project_id = ? AND name = 'dbaas-storage'").run(project.id)
    const used = (await api.get(clusters)).body.count
    db.prepare("UPDATE limits SET max = ? WHERE project_id = ? AND name = 'dbaas-clusters'").run(used, project.id)
    const limit = await api.post(clusters, order('one-too-many'))
    expect(limit.status).toBe(409)
    expect(limit.body).toMatchObject({ reason: 'limit_reached', rejected: [{ name: 'dbaas-clusters', used, max: used, requested: 1 }] })
    db.prepare("UPDATE limits SET max = 50 WHERE project_id = ? AND name = 'dbaas-clusters'").run(project.id)
  })

  it('001 §4: create verifies money (402 not_enough_money)', async () => {
    const other = await emulator.signedIn(OTHER)
    await other.call('POST', '/emulator/balance', { email: OTHER, balance: 0 })
    const otherProject = await other.project()
    const answer = await other.post(`/projects/${otherProject.id}/dbaas/clusters`, order('poor'))
    expect(answer.status).toBe(402)
    expect(answer.body.reason).toBe('not_enough_money')
  })

  it('PATCH (name), stop (STOPPING → STOPPED, nodes STOPPED), start (STARTING → ACTIVE, nodes ALIVE)', async () => {
    const cluster = await activeCluster('cycle-db')
    const renamed = await api.patch(`/dbaas/clusters/${cluster.id}`, { name: 'cycle-db-2' })
    expect(renamed.body.name).toBe('cycle-db-2')
    let mark = ws.mark()
    const stopping = await api.post(`/dbaas/clusters/${cluster.id}/stop`)
    expect(stopping.status).toBe(202)
    expect(stopping.body.status).toBe('STOPPING')
    const stopped = await ws.status(cluster.id, 'STOPPED', mark)
    expect(stopped.data.nodes.every((node: { status: string }) => node.status === 'STOPPED')).toBe(true)
    // 001 §4: resize and extend_storage blocked when not active
    expect((await api.post(`/dbaas/clusters/${cluster.id}/resize`, { vcpus: 2, ram: 4 })).status).toBe(409)
    expect((await api.post(`/dbaas/clusters/${cluster.id}/stop`)).status).toBe(409)
    mark = ws.mark()
    const starting = await api.post(`/dbaas/clusters/${cluster.id}/start`)
    expect(starting.body.status).toBe('STARTING')
    const active = await ws.status(cluster.id, 'ACTIVE', mark)
    expect(active.data.nodes.every((node: { status: string }) => node.status === 'ALIVE')).toBe(true)
  })

  it('resize (vcpus, ram) and extend-storage (size): UPDATING → ACTIVE with the new values; a flavor not found and a smaller size are 400', async () => {
    const cluster = await activeCluster('grow-db')
    expect((await api.post(`/dbaas/clusters/${cluster.id}/resize`, { vcpus: 2, ram: 5 })).body).toMatchObject({ code: 'flavor_not_found' })
    let mark = ws.mark()
    expect((await api.post(`/dbaas/clusters/${cluster.id}/resize`, { vcpus: 2, ram: 4 })).body.status).toBe('UPDATING')
    expect((await ws.status(cluster.id, 'ACTIVE', mark)).data.flavor).toEqual({ vcpus: 2, ram: 4 })
    const smaller = await api.post(`/dbaas/clusters/${cluster.id}/extend-storage`, { size: 10 })
    expect(smaller.status).toBe(400)
    expect(smaller.body.errors[0].path).toBe('size')
    mark = ws.mark()
    expect((await api.post(`/dbaas/clusters/${cluster.id}/extend-storage`, { size: 30 })).status).toBe(202)
    expect((await ws.status(cluster.id, 'ACTIVE', mark)).data.storage_size).toBe(30)
  })

  it('configuration: PUT checks each value against the form (400 on the parameter), GET shows the changes, /all every value, reset puts the defaults back', async () => {
    const cluster = await activeCluster('conf-db')
    const out = await api.call('PUT', `/api/v1/dbaas/clusters/${cluster.id}/configuration`, { max_connections: 9 })
    expect(out.status).toBe(400)
    expect(out.body.errors).toEqual([{ path: 'max_connections', message: 'Must be >= 10' }])
    const unknown = await api.call('PUT', `/api/v1/dbaas/clusters/${cluster.id}/configuration`, { no_such: 1 })
    expect(unknown.body.errors[0].path).toBe('no_such')
    const wrongType = await api.call('PUT', `/api/v1/dbaas/clusters/${cluster.id}/configuration`, { autovacuum: 'yes' })
    expect(wrongType.body.errors[0].path).toBe('autovacuum')
    let mark = ws.mark()
    const put = await api.call('PUT', `/api/v1/dbaas/clusters/${cluster.id}/configuration`, { max_connections: 250 })
    expect(put.status).toBe(202)
    expect(put.body.status).toBe('UPDATING')
    await ws.status(cluster.id, 'ACTIVE', mark)
    expect((await api.get(`/dbaas/clusters/${cluster.id}/configuration`)).body).toEqual({ max_connections: 250 })
    expect((await api.get(`/dbaas/clusters/${cluster.id}/configuration/all`)).body).toMatchObject({ max_connections: 250, work_mem: 4096, autovacuum: true })
    mark = ws.mark()
    expect((await api.post(`/dbaas/clusters/${cluster.id}/configuration/reset`, { source: 'nowhere' })).status).toBe(400)
    expect((await api.post(`/dbaas/clusters/${cluster.id}/configuration/reset`, { source: 'default' })).status).toBe(202)
    await ws.status(cluster.id, 'ACTIVE', mark)
    expect((await api.get(`/dbaas/clusters/${cluster.id}/configuration`)).body).toEqual({})
  })

  it('001 §4: while processing every action is refused; in error or dead the healthy-only ones, reset and delete stay', async () => {
    const cluster = await activeCluster('state-db')
    setStatus(cluster.id, 'UPDATING')
    for (const [method, path, body] of [
      ['POST', 'stop', undefined],
      ['POST', 'resize', { vcpus: 2, ram: 4 }],
      ['PATCH', '', { name: 'x' }],
      ['DELETE', '', undefined],
      ['POST', 'configuration/reset', { source: 'default' }],
    ] as const) {
      const answer = await api.call(method, `/api/v1/dbaas/clusters/${cluster.id}${path ? `/${path}` : ''}`, body)
      expect(answer.status, path).toBe(409)
      expect(answer.body.reason).toBe('cluster_processing')
    }
    expect((await api.post(`/dbaas/clusters/${cluster.id}/databases`, { name: 'x', admin_username: 'x', admin_password: PASSWORD })).status).toBe(409)
    setStatus(cluster.id, 'DEAD')
    expect((await api.post(`/dbaas/clusters/${cluster.id}/backup/enable`)).body.reason).toBe('cluster_in_error')
    expect((await api.call('PUT', `/api/v1/dbaas/clusters/${cluster.id}/configuration`, { max_connections: 20 })).body.reason).toBe('cluster_in_error')
    expect((await api.post(`/dbaas/clusters/${cluster.id}/configuration/reset`, { source: 'default' })).status).toBe(202)
  })

  it('backup/enable takes a FULL backup now (the cluster BACKUP, the backup BUILD → AVAILABLE, dbaas_backup events); backup/disable turns it off', async () => {
    const cluster = await activeCluster('backed-db')
    const mark = ws.mark()
    const enabled = await api.post(`/dbaas/clusters/${cluster.id}/backup/enable`)
    expect(enabled.status).toBe(200)
    expect(enabled.body).toMatchObject({ backup_enabled: true, status: 'BACKUP' })
    const created = await ws.next((message) => message.entity === 'dbaas_backup' && message.action === 'created' && message.data.cluster.id === cluster.id, 5000, mark)
    expect(created.data).toMatchObject({ type: 'FULL', status: 'BUILD' })
    expect((await api.post(`/dbaas/backups/${created.id}/download`)).status).toBe(409)
    await ws.status(created.id, 'AVAILABLE', mark)
    await ws.status(cluster.id, 'ACTIVE', mark)
    expect((await api.post(`/dbaas/clusters/${cluster.id}/backup/enable`)).body.reason).toBe('backup_already_enabled')
    const plans = (await api.get(`/projects/${project.id}/dbaas/backup/plans`)).body
    expect(plans.result.some((plan: { cluster: { id: string }; type: string }) => plan.cluster.id === cluster.id && plan.type === 'FULL')).toBe(true)
    expect((await api.post(`/dbaas/clusters/${cluster.id}/backup/disable`)).body.backup_enabled).toBe(false)
    expect((await api.post(`/dbaas/clusters/${cluster.id}/backup/disable`)).status).toBe(409)
  })

  it('DELETE: DELETING, then gone with its nodes, databases and backups (deleted events)', async () => {
    const cluster = await activeCluster('gone-db')
    const database = cluster.databases[0]
    const mark = ws.mark()
    expect((await api.delete(`/dbaas/clusters/${cluster.id}`)).body.status).toBe('DELETING')
    await ws.status(cluster.id, 'deleted', mark)
    await ws.status(database.id, 'deleted', mark)
    expect((await api.get(`/dbaas/clusters/${cluster.id}`)).status).toBe(404)
    expect((await api.get(`/dbaas/databases/${database.id}`)).status).toBe(404)
  })

  it('000 §3, 000 §4 attach_floatingip: a free floating IP attaches to a cluster (attached_to dbaas_cluster, in external_addresses); 001 §4 refused with one already or in error; detach frees it; a deleted cluster leaves it DOWN', async () => {
    const cluster = await activeCluster('fip-db')
    expect(cluster.external_addresses).toEqual([])
    const free = async () => {
      const mark = ws.mark()
      const ordered = (await api.post(`/projects/${project.id}/addresses`, {})).body
      await ws.status(ordered.id, 'DOWN', mark)
      return ordered
    }
    const first = await free()
    setStatus(cluster.id, 'ERROR')
    expect(await api.post(`/addresses/${first.id}/attach`, { entity: 'dbaas_cluster', id: cluster.id })).toMatchObject({ status: 409, body: { reason: 'cluster_in_error' } })
    setStatus(cluster.id, 'ACTIVE')
    let mark = ws.mark()
    const attach = await api.post(`/addresses/${first.id}/attach`, { entity: 'dbaas_cluster', id: cluster.id })
    expect(attach).toMatchObject({ status: 202, body: { status: 'PROCESSING', attached_to: { entity: 'dbaas_cluster', id: cluster.id, name: 'fip-db' } } })
    await ws.status(first.id, 'ACTIVE', mark)
    const shown = await ws.next((message) => message.entity === 'dbaas_cluster' && message.id === cluster.id && message.data.external_addresses.length === 1, 5000, mark)
    expect(shown.data.external_addresses[0]).toMatchObject({ address_id: first.id, address: first.address, external: true })
    expect(shown.data.external_ip).toMatchObject({ address: first.address })
    expect(validateDbaasCluster(shown.data), JSON.stringify(validateDbaasCluster.errors)).toBe(true)
    const second = await free()
    expect(await api.post(`/addresses/${second.id}/attach`, { entity: 'dbaas_cluster', id: cluster.id })).toMatchObject({ status: 409, body: { reason: 'cluster_has_public_ip' } })
    // a cluster ordered with its own external address takes no floating IP either
    const own = await activeCluster('own-ip-db', { address: { external: true, ddos_protection: false } })
    expect(await api.post(`/addresses/${second.id}/attach`, { entity: 'dbaas_cluster', id: own.id })).toMatchObject({ status: 409, body: { reason: 'cluster_has_public_ip' } })
    mark = ws.mark()
    expect((await api.post(`/addresses/${first.id}/detach`)).status).toBe(202)
    await ws.status(first.id, 'DOWN', mark)
    await ws.next((message) => message.entity === 'dbaas_cluster' && message.id === cluster.id && message.data.external_addresses.length === 0, 5000, mark)
    mark = ws.mark()
    expect((await api.post(`/addresses/${second.id}/attach`, { entity: 'dbaas_cluster', id: cluster.id })).status).toBe(202)
    await ws.status(second.id, 'ACTIVE', mark)
    mark = ws.mark()
    expect((await api.delete(`/dbaas/clusters/${cluster.id}`)).status).toBe(202)
    await ws.status(cluster.id, 'deleted', mark)
    expect((await api.get(`/addresses/${second.id}/detail`)).body).toMatchObject({ status: 'DOWN', attached_to: null })
    await api.delete(`/dbaas/clusters/${own.id}`)
  })

  it("another account's cluster is a 404", async () => {
    const other = await emulator.signedIn(OTHER)
    const cluster = await seeded()
    expect((await other.get(`/dbaas/clusters/${cluster.id}`)).status).toBe(404)
    expect((await other.post(`/dbaas/clusters/${cluster.id}/stop`)).status).toBe(404)
  })
})

describe('DBaaS databases', () => {
  it('GET /dbaas/clusters/{id}/databases and /projects/{id}/dbaas/databases; GET /dbaas/databases/{id}', async () => {
    const cluster = await seeded()
    const list = (await api.get(`/dbaas/clusters/${cluster.id}/databases`)).body
    expect(list.count).toBe(2)
    for (const database of list.result) expect(validateDbaasDatabase(database), JSON.stringify(validateDbaasDatabase.errors)).toBe(true)
    expect((await api.get(`/projects/${project.id}/dbaas/databases`)).body.count).toBeGreaterThanOrEqual(2)
    const shop = list.result.find((database: { name: string }) => database.name === 'shop')
    expect((await api.get(`/dbaas/databases/${shop.id}`)).body).toMatchObject({ status: 'READY', cluster_id: cluster.id, admin_username: 'shop_admin' })
    expect((await api.get(`/dbaas/databases/${shop.id}`)).body.admin_password).toBeUndefined()
  })

  it('POST: name rules (400 on name), forbidden names, 001 §8 database or user already exists; READY, the cluster UPDATING then ACTIVE', async () => {
    const cluster = await activeCluster('dbs-db')
    const path = `/dbaas/clusters/${cluster.id}/databases`
    for (const name of ['with-dash', 'кириллица', '', 'postgres', 'information_schema']) {
      const answer = await api.post(path, { name, admin_username: 'u1', admin_password: PASSWORD })
      expect(answer.status, name).toBe(400)
      expect(answer.body.errors[0].path).toBe('name')
    }
    const taken = await api.post(path, { name: 'APP', admin_username: 'u1', admin_password: PASSWORD })
    expect(taken.body).toMatchObject({ code: 'database_or_user_exists', errors: [{ path: 'name' }] })
    const mark = ws.mark()
    const created = await api.post(path, { name: 'reports_2', admin_username: 'reporter', admin_password: PASSWORD })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'reports_2', status: 'READY' })
    await ws.next((message) => message.entity === 'dbaas_database' && message.action === 'created' && message.id === created.body.id, 5000, mark)
    await ws.status(cluster.id, 'UPDATING', mark)
    await ws.status(cluster.id, 'ACTIVE', mark)
  })

  it('001 §4: storage full at 1024 KB free blocks database create and backup now (409 storage_full); 1025 KB free does not', async () => {
    const cluster = await activeCluster('full-db')
    const database = cluster.databases[0]
    const kb = cluster.storage_size * 1024 * 1024
    db.prepare('UPDATE dbaas_clusters SET storage_used_kb = ? WHERE id = ?').run(kb - 1024, cluster.id)
    expect((await api.post(`/dbaas/clusters/${cluster.id}/databases`, { name: 'more', admin_username: 'more', admin_password: PASSWORD })).body.reason).toBe('storage_full')
    expect((await api.post(`/dbaas/databases/${database.id}/backup`)).body.reason).toBe('storage_full')
    db.prepare('UPDATE dbaas_clusters SET storage_used_kb = ? WHERE id = ?').run(kb - 1025 - 8192, cluster.id)
    expect((await api.post(`/dbaas/databases/${database.id}/backup`)).status).toBe(201)
  })

  it('admin-password (000 §5 password rules), backup now (PARTIAL, BUILD → AVAILABLE, then a link), backup enable/disable, delete', async () => {
    const cluster = await activeCluster('ops-db')
    const database = cluster.databases[0]
    const weak = await api.post(`/dbaas/databases/${database.id}/admin-password`, { password: 'weakweakweak' })
    expect(weak.body.errors[0].path).toBe('password')
    expect((await api.post(`/dbaas/databases/${database.id}/admin-password`, { password: 'Another-pass-456' })).status).toBe(200)
    const mark = ws.mark()
    const backup = await api.post(`/dbaas/databases/${database.id}/backup`)
    expect(backup.status).toBe(201)
    expect(validateBackup(backup.body)).toBe(true)
    expect(backup.body).toMatchObject({ type: 'PARTIAL', status: 'BUILD', database: { id: database.id } })
    expect((await api.post(`/dbaas/backups/${backup.body.id}/download`)).body.reason).toBe('backup_in_progress')
    await ws.status(backup.body.id, 'AVAILABLE', mark)
    expect((await api.post(`/dbaas/backups/${backup.body.id}/download`)).body.url).toMatch(/^https:\/\//)
    expect((await api.get(`/dbaas/databases/${database.id}`)).body.backups).toEqual([{ id: backup.body.id }])
    expect((await api.post(`/dbaas/databases/${database.id}/backup/enable`)).body.backup_enabled).toBe(true)
    expect((await api.post(`/dbaas/databases/${database.id}/backup/enable`)).status).toBe(409)
    expect((await api.post(`/dbaas/databases/${database.id}/backup/disable`)).body.backup_enabled).toBe(false)
    // 001 §4: stopped blocks database actions
    setStatus(cluster.id, 'STOPPED')
    expect((await api.delete(`/dbaas/databases/${database.id}`)).body.reason).toBe('cluster_stopped')
    setStatus(cluster.id, 'ACTIVE')
    expect((await api.delete(`/dbaas/databases/${database.id}`)).status).toBe(204)
    expect((await api.get(`/dbaas/databases/${database.id}`)).status).toBe(404)
  })
})

describe('DBaaS backups', () => {
  it('GET /projects/{id}/dbaas/backups: type__eq PARTIAL (the database backups) and FULL, filters by cluster and database; GET /dbaas/backups/{id}', async () => {
    const cluster = await seeded()
    const path = `/projects/${project.id}/dbaas/backups`
    const partial = (await api.get(`${path}?type__eq=PARTIAL&cluster.id__eq=${cluster.id}`)).body
    expect(partial.count).toBe(2)
    for (const backup of partial.result) expect(validateBackup(backup), JSON.stringify(validateBackup.errors)).toBe(true)
    const full = (await api.get(`${path}?type__in=FULL&cluster.id__eq=${cluster.id}`)).body
    expect(full.count).toBe(1)
    const shop = cluster.databases.find((database: { name: string }) => database.name === 'shop')
    expect((await api.get(`${path}?database.id__eq=${shop.id}`)).body.count).toBe(1)
    expect((await api.get(`/dbaas/backups/${full.result[0].id}`)).body).toMatchObject({ type: 'FULL', status: 'AVAILABLE', cluster: { id: cluster.id } })
  })

  it('restore: a FULL backup into a new cluster (RESTORE → ACTIVE) with the databases of its cluster; a PARTIAL one is 400 on backup', async () => {
    const cluster = await seeded()
    const path = `/projects/${project.id}/dbaas/backups`
    const full = (await api.get(`${path}?type__eq=FULL&cluster.id__eq=${cluster.id}`)).body.result[0]
    const partial = (await api.get(`${path}?type__eq=PARTIAL&cluster.id__eq=${cluster.id}`)).body.result[0]
    const refused = await api.post(clusters, { ...order('restored'), datastore: 'mysql-8', database: undefined, backup: partial.id })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].path).toBe('backup')
    const wrongDatastore = await api.post(clusters, { ...order('restored'), database: undefined, backup: full.id })
    expect(wrongDatastore.body.errors[0].path).toBe('datastore')
    const mark = ws.mark()
    const restored = await api.post(clusters, { ...order('restored'), datastore: 'mysql-8', database: undefined, backup: full.id })
    expect(restored.status, JSON.stringify(restored.body)).toBe(201)
    expect(restored.body.status).toBe('RESTORE')
    expect(restored.body.databases.map((database: { name: string }) => database.name).sort()).toEqual(['analytics', 'shop'])
    expect(restored.body.configuration.max_connections).toBe(300)
    await ws.status(restored.body.id, 'ACTIVE', mark)
  })
})
