// 000 §3 Cart / cart_product and 000 §4 Cart: what the basket orders each product through, and that a product's
// options go back into its kind's order form and out again unchanged (the cart edits them with that form).
import { describe, expect, it } from 'vitest'
import { CART } from '../../contract/constants'
import { registry } from '../../entities/index'
import { apiPayload, formValuesOf } from '../../src/actions/useActionForm'
import { initialFieldValues } from '../../ui/forms/rules'

const basket = registry.get('cart').basket

describe('cart basket', () => {
  it("000 §3: 'Kinds db and balancer map to dbaas_cluster and loadbalancer'; 000 §4: 'Order: server, load balancer, DBaaS cluster, s3_storage, backup'", () => {
    expect(Object.keys(basket?.orders ?? {}).sort()).toEqual(['backup', 'balancer', 'db', 's3_storage', 'server'])
    expect(basket?.orders.db?.kind).toBe(CART.kind_aliases.db)
    expect(basket?.orders.balancer?.kind).toBe(CART.kind_aliases.balancer)
    expect(basket?.orders.server?.kind).toBe('server')
    // each is ordered through a collection action with a call, as its order page runs it
    for (const [product, target] of Object.entries(basket?.orders ?? {})) {
      const action = registry.get(target.kind).actions[target.action]
      expect(action?.scope, product).toBe('collection')
      expect(action?.call, product).toBeDefined()
    }
  })

  it('000 §4 Cart: the basket names its own actions (order, delete a product, clear) and the product kind of its statuses', () => {
    const actions = registry.get('cart').actions
    expect(Object.values(basket?.actions ?? {}).every((name) => actions[name] !== undefined)).toBe(true)
    expect(registry.get(basket?.product_kind ?? '').statuses?.values).toEqual(['submitting', 'ok', 'failed'])
    // 000 §4: clearing sets the hide-dashboard-banner flag, the preference the banner reads
    expect(actions.clear?.after?.preferences).toEqual({ [basket?.banner_hidden ?? '']: true })
  })

  it("000 §3: 'Server order options: volumes, name, flavor, image_id, recipe_id' go into the server order form and out unchanged", () => {
    const create = registry.get('server').actions.create
    if (!create) throw new Error('no server create')
    const options = { name: 'site-web', flavor: 'std-1-2', image_id: 'image-ubuntu-22', volumes: [{ storage_type: 'volume', size: 20 }], floatingip: { ddos_protection: true } }
    const values = initialFieldValues(create.dialog?.fields ?? [], formValuesOf(create, options))
    expect(values.image).toEqual({ image_id: 'image-ubuntu-22' })
    expect(apiPayload(create, values)).toEqual(options)
    const { image_id: _image, ...rest } = options
    const recipe = { ...rest, recipe_id: 'recipe-docker' }
    expect(apiPayload(create, initialFieldValues(create.dialog?.fields ?? [], formValuesOf(create, recipe)))).toEqual(recipe)
  })

  it("000 §3: 'DBaaS order: name, nodes_count, address (null or {external:true, ddos_protection})' round-trips through the cluster order form", () => {
    const create = registry.get('dbaas_cluster').actions.create
    if (!create) throw new Error('no cluster create')
    const options = {
      name: 'site-db',
      datastore: 'mysql-8',
      flavor: { vcpus: 2, ram: 4 },
      nodes_count: 2,
      storage_size: 20,
      database: { name: 'app', admin_username: 'app', admin_password: 'Secret-pass-2026' },
    }
    const payload = apiPayload(create, initialFieldValues(create.dialog?.fields ?? [], formValuesOf(create, options)))
    expect(payload).toMatchObject(options)
  })
})
