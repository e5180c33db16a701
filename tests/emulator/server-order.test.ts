// Ordering a server (000 §4 Server actions: create; 000 §5 validation, order limits, the 24-hour service-start rule),
// the catalogue it is ordered from (000 §3 Project images, recipes, flavors, prices) and BUILDING → ACTIVE on the
// clock, heard on the websocket.
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../emulator/db/connection'
import { validateServer } from '../../generated/validators/index.js'
import { DEMO, Listener, useEmulator } from './harness'

const emulator = await useEmulator({ timeScale: 0.05, faultsEndpoint: true })
const api = await emulator.signedIn()
const project = await api.project()
const ws = await Listener.open(emulator.url, api.token as string)
const db = openDatabase(emulator.databasePath)
afterAll(() => {
  ws.close()
  db.close()
})

const servers = `/projects/${project.id}/servers`
const keypair = (await api.get(`/projects/${project.id}/keypairs`)).body.result[0]
const order = (change: Record<string, unknown> = {}) => ({
  name: 'app-1',
  image_id: 'image-ubuntu-22',
  flavor: 'std-1-2',
  volumes: [{ storage_type: 'volume', size: 20 }],
  keypairs: [keypair.id],
  floatingip: { ddos_protection: true },
  ...change,
})
const setBalance = (balance: number) => emulator.api().call('POST', '/emulator/balance', { email: DEMO, balance })
const priceOf = (name: string) => project.prices.find((entry: { name: string }) => entry.name === name).cost.hour as number

describe('emulator server order', () => {
  it('000 §3 Project: images, recipes, flavors (dedicated among them) and their prices come with the project', () => {
    expect(project.images.map((image: { id: string }) => image.id)).toContain('image-ubuntu-22')
    expect(project.images[0]).toMatchObject({ operation_system: { distribution: expect.any(String), version: expect.any(String), os_family: expect.any(String) } })
    expect(project.recipes).toContainEqual({ id: 'recipe-docker', name: 'Docker', image_id: 'image-ubuntu-22' })
    expect(project.flavors).toContainEqual(expect.objectContaining({ name: 'ded-2-8', vcpus: 2, cpu_type: 'DEDICATED' }))
    expect(project.prices).toContainEqual(expect.objectContaining({ group: 'server', name: 'dedicated_cpu' }))
  })

  it('000 §4 create: the new server is BUILDING with its disks and addresses, then ACTIVE on the clock, heard live', async () => {
    const mark = ws.mark()
    const created = await api.post(
      servers,
      order({
        volumes: [
          { storage_type: 'volume', size: 20 },
          { storage_type: 'volume', size: 30 },
        ],
      }),
    )
    expect(created.status).toBe(201)
    expect(validateServer(created.body)).toBe(true)
    expect(created.body).toMatchObject({ name: 'app-1', status: 'BUILDING', flavor: { name: 'std-1-2' }, disk_data: { storage_type: 'volume', size: 20 } })
    expect(created.body.volumes.map((volume: { name: string; bootable: boolean; size: number }) => `${volume.name}:${volume.bootable}:${volume.size}`)).toEqual([
      'app-1-boot:true:20',
      'app-1-volume-1:false:30',
    ])
    expect(created.body.addresses).toEqual([expect.objectContaining({ external: true, is_primary: true, ddos_protection: true })])
    expect(created.body.internal_addresses).toHaveLength(1)
    await ws.status(created.body.id, 'ACTIVE', mark)
    expect(ws.statusesOf(created.body.id)).toEqual(['BUILDING', 'ACTIVE'])
  })

  it('a recipe installs its image; a local system disk; no floating IP: an internal address only', async () => {
    const created = await api.post(servers, order({ name: 'lamp-1', image_id: undefined, recipe_id: 'recipe-lamp', volumes: [{ storage_type: 'local', size: 40 }], floatingip: null }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ image: { id: 'image-debian-12' }, disk_data: { storage_type: 'local', size: 40 }, addresses: [] })
    expect(created.body.internal_addresses).toEqual([expect.objectContaining({ is_primary: true })])
  })

  it.each([
    ['a name with spaces (000 §5 entity-name mode)', { name: 'my server' }, 'name'],
    ['no image and no recipe', { image_id: undefined }, 'image_id'],
    ['both an image and a recipe', { recipe_id: 'recipe-docker' }, 'image_id'],
    ['an unknown image', { image_id: 'image-none' }, 'image_id'],
    ['an unknown flavor (001 §8 flavor not found)', { flavor: 'huge' }, 'flavor'],
    ['a disk below the minimum 10 (001 §9)', { volumes: [{ storage_type: 'volume', size: 5 }] }, 'volumes.0.size'],
    [
      'a local extra disk',
      {
        volumes: [
          { storage_type: 'volume', size: 20 },
          { storage_type: 'local', size: 20 },
        ],
      },
      'volumes.1.storage_type',
    ],
    ['dedicated CPU on a local disk (000 §5: needs network volumes)', { flavor: 'ded-2-8', volumes: [{ storage_type: 'local', size: 20 }] }, 'volumes.0.storage_type'],
    ['neither an SSH key nor a password', { keypairs: [] }, 'password'],
    ['a weak password (000 §5: 10 characters, digits, both cases)', { keypairs: [], password: 'password' }, 'password'],
    ['an SSH key of nobody', { keypairs: ['keypair-none'] }, 'keypairs.0'],
  ])('400 on its field: %s', async (_what, change, path) => {
    const refused = await api.post(servers, order(change))
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].path).toBe(path)
  })

  it('400 malformed JSON, never a 5xx', async () => {
    const refused = await api.call('POST', `/api/v1${servers}`, undefined, { raw: '{"name":' })
    expect(refused.status).toBe(400)
  })

  it('000 §4: dedicated CPU only where the project has a dedicated_cpu price', async () => {
    expect((await api.post(servers, order({ name: 'ded-1', flavor: 'ded-2-8' }))).status).toBe(201)
    db.prepare("DELETE FROM prices WHERE project_id = ? AND name = 'dedicated_cpu'").run(project.id)
    const refused = await api.post(servers, order({ name: 'ded-2', flavor: 'ded-2-8' }))
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ path: 'flavor' }] } })
    db.prepare("INSERT INTO prices (project_id, price_group, name, hour_kop, max_value) VALUES (?, 'server', 'dedicated_cpu', 0, NULL)").run(project.id)
  })

  it('000 §5 order limits: servers used+1, volumes used+count, disk-space used+size (409 limit_reached)', async () => {
    const limits = (await api.get(`/projects/${project.id}/limits`)).body.result as { name: string; used: number; max: number }[]
    const disk = limits.find((limit) => limit.name === 'disk-space')!
    db.prepare("UPDATE limits SET max = ? WHERE project_id = ? AND name = 'disk-space'").run(disk.used + 20, project.id)
    const refused = await api.post(
      servers,
      order({
        name: 'big-1',
        volumes: [
          { storage_type: 'volume', size: 20 },
          { storage_type: 'volume', size: 10 },
        ],
      }),
    )
    expect(refused).toMatchObject({ status: 409, body: { reason: 'limit_reached', rejected: [{ name: 'disk-space', requested: 30 }] } })
    db.prepare("UPDATE limits SET max = ? WHERE project_id = ? AND name = 'disk-space'").run(disk.max, project.id)
  })

  it('000 §5 service start: the balance must cover 24 hours of current plus new hourly cost, else not_enough_money_run_service', async () => {
    const balance = (await api.get('/balance')).body
    // std-1-2, 20 GB network disk, an address with DDoS protection
    const hour = priceOf('std-1-2') + 20 * priceOf('disk-space') + priceOf('ipv4') + priceOf('ddos_protection')
    const needed = Math.round(((balance.current_cost.hour + hour) * 24 - (balance.credit_limit ?? 0)) * 100) / 100
    await setBalance(Math.floor(needed) - 1)
    const refused = await api.post(servers, order({ name: 'poor-1' }))
    expect(refused).toMatchObject({ status: 402, body: { reason: 'not_enough_money_run_service', minimum_balance: needed } })
    await setBalance(Math.ceil(needed) + 1)
    expect((await api.post(servers, order({ name: 'rich-1' }))).status).toBe(201)
    await setBalance(5000)
  })
})
