// The server order (000 §4 Server actions: create; 000 §5 order limits; 000 §3 Project prices): its price follows
// the form's choices, its limit checks count the order's network volumes, and its page is servers/new.
import { describe, expect, it } from 'vitest'
import { requestedAmount, verifyLimits, orderPrice, type PriceListEntry } from '../../engine/verification'
import { registry } from '../../entities'
import { apiPayload } from '../../src/actions/useActionForm'

const config = registry.get('server')
const create = config.actions['create']!
const cost = (hour: number) => ({ hour, month: hour * 720 })
const prices: PriceListEntry[] = [
  { group: 'server', name: 'std-1-2', cost: cost(1.5) },
  { group: 'volume', name: 'disk-space', cost: cost(0.01) },
  { group: 'server', name: 'disk', cost: cost(0.02) },
  { group: 'address', name: 'ipv4', cost: cost(0.2) },
  { group: 'address', name: 'ddos_protection', cost: cost(0.5) },
]
const values = {
  image: { image_id: 'image-ubuntu-22' },
  flavor: 'std-1-2',
  volumes: [
    { storage_type: 'volume', size: 20 },
    { storage_type: 'volume', size: 30 },
  ],
  keypairs: ['k1'],
  password: '',
  floatingip: { ddos_protection: true },
  name: 'app-1',
}
const payload = apiPayload(create, values)
const priceOf = (body: Record<string, unknown>) => orderPrice(config, 'create', body, { item: {} }, prices, registry.get)

describe('server order', () => {
  it('000 §3 Cart: the form gives the cart’s server order options (image_id spread from the image choice)', () => {
    expect(payload).toEqual({ image_id: 'image-ubuntu-22', flavor: 'std-1-2', volumes: values.volumes, keypairs: ['k1'], floatingip: { ddos_protection: true }, name: 'app-1' })
    expect(apiPayload(create, { ...values, image: { recipe_id: 'recipe-lamp' } })).toMatchObject({ recipe_id: 'recipe-lamp' })
  })

  it('000 §3 Project prices: flavor + network GB + external address + DDoS protection, per hour and month', () => {
    expect(priceOf(payload)).toEqual({ hour: 2.7, month: 1944 })
    // a local system disk is priced per GB as a server disk; no external address: no ipv4 nor DDoS
    expect(priceOf({ ...payload, volumes: [{ storage_type: 'local', size: 40 }], floatingip: undefined })).toEqual({ hour: 2.3, month: 1656 })
  })

  it('000 §5 order limits: volumes used+new count and disk-space used+size of the network volumes only', () => {
    const limits = create.verify?.limits ?? []
    const amount = (name: string, body: Record<string, unknown>) =>
      requestedAmount(
        limits.find((limit) => limit.name === name)!,
        body,
      )
    expect(amount('volumes', payload)).toBe(2)
    expect(amount('disk-space', payload)).toBe(50)
    expect(amount('servers', payload)).toBe(1)
    expect(amount('addresses', payload)).toBe(1)
    // a local system disk counts against neither; the minimums stand (volumes 1, disk-space 10)
    expect(amount('volumes', { volumes: [{ storage_type: 'local', size: 40 }] })).toBe(1)
    expect(amount('disk-space', { volumes: [{ storage_type: 'local', size: 40 }] })).toBe(10)
    expect(verifyLimits([{ name: 'disk-space', used: 960, max: 1000 }], limits, payload)).toMatchObject({ ok: false, rejected: [{ name: 'disk-space', requested: 50 }] })
    expect(verifyLimits([{ name: 'disk-space', used: 950, max: 1000 }], limits, payload)).toEqual({ ok: true })
  })

  it('000 §2 servers/new and volumes/new are the create actions’ order pages', () => {
    expect(config.pages?.orders).toEqual({ create: 'create' })
    expect(config.routes['create']?.path).toBe('/lk/project/servers/new')
    expect(registry.get('volume').pages?.orders).toEqual({ create: 'create' })
  })

  it('000 §5: a password is required unless an SSH key is chosen; generated with alphanumeric edges', () => {
    const password = create.dialog?.fields.find((field) => field.name === 'password')
    expect(password).toMatchObject({ kind: 'password', required_unless: 'keypairs', generate: 'alnum_edges' })
  })
})
