// The cart's calls (000 §2 cart and order-from-site, 000 §3 Cart / cart_product and per-user preferences, 000 §4
// Cart). 001 §7 names no cart call: the paths are the emulator's (emulator/kinds/cart/routes.ts).
import { describe, expect, it } from 'vitest'
import { validateCart } from '../../generated/validators/index.js'
import { Listener, OTHER, useEmulator, type Api } from './harness'

const emulator = await useEmulator()

const siteOrder = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const kinds = (cart: { products: { kind: string }[] }) => cart.products.map((product) => product.kind)

/** a user of its own (the cart is per user): a fresh sign-up would be slow, so each test empties the demo's cart */
async function emptyCart(api: Api): Promise<void> {
  const cart = (await api.get('/cart')).body
  for (const product of cart.products) if (product.status === 'submitting') await api.patch(`/cart/products/${product.id}`, { status: 'failed', error: 'test' })
  expect((await api.delete('/cart')).status).toBe(200)
}

describe('cart', () => {
  it('000 §3 Cart: the demo cart holds what the site composed: product kind, label, id, num, options with project_id', async () => {
    const api = await emulator.signedIn()
    const project = await api.project()
    const cart = (await api.get('/cart')).body
    expect(validateCart(cart)).toBe(true)
    expect(kinds(cart)).toEqual(['server', 'db', 's3_storage'])
    for (const product of cart.products) expect(product).toMatchObject({ id: expect.any(String), label: expect.any(String), num: 1, options: { project_id: project.id } })
    expect(cart.hash).toEqual(expect.any(String))
    // the cart is the user's own: the other account's is empty
    const other = await emulator.signedIn(OTHER)
    expect((await other.get('/cart')).body.products).toEqual([])
    expect((await other.patch(`/cart/products/${cart.products[0].id}`, { options: { name: 'x' } })).status).toBe(404)
  })

  it("000 §3: 'num (running number per kind)'; a product lands in the project it names, else the first one", async () => {
    const api = await emulator.signedIn()
    await emptyCart(api)
    const project = await api.project()
    await api.post('/cart/products', { kind: 'server', options: { name: 'one', project_id: project.id } })
    await api.post('/cart/products', { kind: 'db', options: { name: 'base' } })
    const answer = await api.post('/cart/products', { kind: 'server', options: { name: 'two' } })
    expect(answer.status).toBe(201)
    expect(answer.body.products.map((product: { kind: string; num: number; label: string }) => [product.kind, product.num, product.label])).toEqual([
      ['server', 1, 'one'],
      ['db', 1, 'base'],
      ['server', 2, 'two'],
    ])
    expect(answer.body.products[1].options.project_id).toBe(project.id)
  })

  it("000 §3 Cart: a server order's options are volumes, name, flavor, image_id, recipe_id: a root password is never stored", async () => {
    const api = await emulator.signedIn()
    await emptyCart(api)
    const added = await api.post('/cart/products', { kind: 'server', options: { name: 'web', image_id: 'image-ubuntu-22', password: 'Secret-Root-2026x' } })
    expect(added.status).toBe(201)
    const product = added.body.products[0]
    expect(product.options).toMatchObject({ name: 'web', image_id: 'image-ubuntu-22' })
    expect(product.options).not.toHaveProperty('password')
    const edited = await api.patch(`/cart/products/${product.id}`, { options: { name: 'web', password: 'Other-Root-2026x' } })
    expect(edited.status).toBe(200)
    expect(JSON.stringify((await api.get('/cart')).body)).not.toContain('Root-2026x')
  })

  it('400 with path and message for a malformed product, never a 5xx', async () => {
    const api = await emulator.signedIn()
    const other = await (await emulator.signedIn(OTHER)).project()
    const cases: [unknown, string][] = [
      [{ kind: 'rocket', options: {} }, 'kind'],
      [{ kind: 'server' }, 'options'],
      [{ kind: 'server', options: { project_id: other.id } }, 'options.project_id'],
      [{ kind: 'db', options: { nodes_count: 0 } }, 'options.nodes_count'],
      [{ kind: 'server', options: {}, extra: 1 }, 'extra'],
    ]
    for (const [body, path] of cases) {
      const answer = await api.post('/cart/products', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors[0]).toMatchObject({ path, message: expect.any(String) })
    }
    const raw = await api.call('POST', '/api/v1/cart/products', undefined, { raw: '{"kind":' })
    expect(raw.status).toBe(400)
    expect((await api.patch('/cart/products/none', { options: {} })).status).toBe(404)
    expect((await api.patch('/cart/products/none', {})).status).toBe(400)
  })

  it("000 §4 Cart: 'product processing submitting then ok or failed'; 'a failed order marks that product failed and keeps its error'", async () => {
    const api = await emulator.signedIn()
    await emptyCart(api)
    const { products } = (await api.post('/cart/products', { kind: 'server', options: { name: 'web' } })).body
    const id = products[0].id
    expect((await api.patch(`/cart/products/${id}`, { status: 'ok' })).status).toBe(409)
    expect((await api.patch(`/cart/products/${id}`, { status: 'submitting', error: 'x' })).body.errors[0].path).toBe('error')
    expect((await api.patch(`/cart/products/${id}`, { status: 'submitting' })).body.status).toBe('submitting')
    const failed = await api.patch(`/cart/products/${id}`, { status: 'failed', error: 'Not enough money' })
    expect(failed.body).toMatchObject({ status: 'failed', error: 'Not enough money' })
    // ordered again after a failure; an edit starts it anew (its failure no longer stands)
    expect((await api.patch(`/cart/products/${id}`, { options: { name: 'web-2' } })).body).toMatchObject({ label: 'web-2', options: { name: 'web-2' } })
    expect((await api.get('/cart')).body.products[0].status).toBeUndefined()
    await api.patch(`/cart/products/${id}`, { status: 'submitting' })
    expect((await api.patch(`/cart/products/${id}`, { status: 'ok' })).body.status).toBe('ok')
    // an ordered product is not ordered or edited again
    expect((await api.patch(`/cart/products/${id}`, { status: 'submitting' })).status).toBe(409)
    expect((await api.patch(`/cart/products/${id}`, { options: { name: 'again' } })).status).toBe(409)
  })

  it("000 §4 Cart: 'Cart actions disabled while processing'", async () => {
    const api = await emulator.signedIn()
    await emptyCart(api)
    const { products } = (await api.post('/cart/products', { kind: 'server', options: { name: 'a' } })).body
    await api.post('/cart/products', { kind: 'db', options: { name: 'b' } })
    await api.patch(`/cart/products/${products[0].id}`, { status: 'submitting' })
    expect((await api.delete('/cart')).status).toBe(409)
    expect((await api.delete(`/cart/products/${products[0].id}`)).status).toBe(409)
    expect((await api.post('/cart/products', { kind: 'server', options: {} })).status).toBe(409)
    await api.patch(`/cart/products/${products[0].id}`, { status: 'ok' })
    expect((await api.delete(`/cart/products/${products[0].id}`)).status).toBe(200)
  })

  it("000 §4 Cart: 'Deleting a product clears the cart if no real products remain; clearing sets the hide-dashboard-banner flag'", async () => {
    const api = await emulator.signedIn()
    await emptyCart(api)
    await api.post('/cart/products', { kind: 'balancer', options: { name: 'lb' } })
    await api.post('/cart/products', { kind: 'db', options: { name: 'db' } })
    await api.post('/cart/products', { kind: 'backup', options: {} })
    expect((await api.get('/preferences')).body.hide_dashboard_cart_banner).toBe(false)
    const [balancer, db] = (await api.get('/cart')).body.products
    // a real product (the db) remains: only the balancer goes
    expect(kinds((await api.delete(`/cart/products/${balancer.id}`)).body)).toEqual(['db', 'backup'])
    expect((await api.get('/preferences')).body.hide_dashboard_cart_banner).toBe(false)
    // the last real one: the cart is cleared, the consumption-billed backup with it
    expect((await api.delete(`/cart/products/${db.id}`)).body.products).toEqual([])
    expect((await api.get('/preferences')).body.hide_dashboard_cart_banner).toBe(true)
    // a new product shows the banner again
    await api.post('/cart/products', { kind: 'server', options: {} })
    expect((await api.get('/preferences')).body.hide_dashboard_cart_banner).toBe(false)
    expect((await api.delete('/cart')).body.products).toEqual([])
    expect((await api.get('/preferences')).body.hide_dashboard_cart_banner).toBe(true)
  })

  it('000 §2 order-from-site: the order query (base64url JSON of a product or a list) lands in the cart', async () => {
    const api = await emulator.signedIn()
    await emptyCart(api)
    const one = await api.post('/cart/site-order', { order: siteOrder({ kind: 'balancer', options: { name: 'from-site', session_persistence: false, floatingip: null } }) })
    expect(one.status).toBe(201)
    expect(one.body.products[0]).toMatchObject({ kind: 'balancer', num: 1, label: 'from-site', options: { project_id: (await api.project()).id } })
    const two = await api.post('/cart/site-order', {
      order: siteOrder([
        { kind: 'server', options: {} },
        { kind: 'balancer', options: {} },
      ]),
    })
    expect(two.body.products.map((product: { num: number }) => product.num)).toEqual([1, 1, 2])
    expect(two.body.hash).not.toBe(one.body.hash)
    const bad: [unknown, string][] = [
      [{ order: 'not json!' }, 'order'],
      [{ order: Buffer.from('{"kind":').toString('base64url') }, 'order'],
      [{ order: siteOrder({ kind: 'rocket', options: {} }) }, 'order.0.kind'],
      [{ order: siteOrder([{ kind: 'server', options: {} }, { kind: 'server' }]) }, 'order.1.options'],
      [{}, 'order'],
    ]
    for (const [body, path] of bad) {
      const answer = await api.post('/cart/site-order', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors[0].path).toBe(path)
    }
    expect((await api.get('/cart')).body.products).toHaveLength(3)
  })

  it('000 §3 per-user preferences: GET and PATCH /preferences, known names only; the cart changes on the websocket', async () => {
    const api = await emulator.signedIn()
    expect((await api.patch('/preferences', { s3_init_card_hidden: true })).body).toMatchObject({ s3_init_card_hidden: true })
    expect((await api.patch('/preferences', { unknown_flag: true })).body.errors[0].path).toBe('unknown_flag')
    expect((await api.patch('/preferences', { s3_init_card_hidden: 'yes' })).body.errors[0].path).toBe('s3_init_card_hidden')
    const other = await emulator.signedIn(OTHER)
    expect((await other.get('/preferences')).body.s3_init_card_hidden).toBeUndefined()
    const ws = await Listener.open(emulator.url, api.token ?? '')
    await api.post('/cart/products', { kind: 'server', options: { name: 'live' } })
    const event = await ws.next((message) => message.type === 'entity' && message.entity === 'cart')
    expect(event).toMatchObject({ action: 'updated', data: { products: expect.arrayContaining([expect.objectContaining({ label: 'live' })]) } })
    ws.close()
  })
})
