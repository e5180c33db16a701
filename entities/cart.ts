// Cart (000 §3 Cart / cart_product, 000 §4 Cart, 000 §2 cart and order-from-site, 001 §4 Account state).
//
// Scope: unlike the other account-area kinds, the cart orders servers, load balancers and DBaaS clusters into a project
// (000 §3: the parent of cart is project; every product carries options.project_id). Ordering is creating resources
// there, so the project rules apply: `scope: 'project'`, and order is a paid action. Deleting a product and clearing
// only edit the cart (a per-user preference), not the project, so they stay allowed while the project is stopped
// (`allowed_when_project_blocked`); the engine still blocks them in a DELETED project.
import { CART } from '../contract/constants'
import { defineEntity, dimensionOf, fact, rule } from '../engine/define'
import type { Condition, EvalContext } from '../engine/types'
import type { Cart } from '../generated/types/index.js'
import { CART_PRODUCT_STATUSES, cartEntityKind } from './cart_product'

type Product = { kind?: unknown; status?: unknown }

/** The cart's products, or undefined when the item carries none (missing context: nothing blocks). */
function productsOf(context: EvalContext): Product[] | undefined {
  const products = context.item.products
  return Array.isArray(products) ? (products as Product[]) : undefined
}

const isReal = (product: Product) => (CART.real_kinds as readonly unknown[]).includes(cartEntityKind(product.kind))
const inStatusSet = (product: Product, set: readonly string[]) => typeof product.status === 'string' && set.includes(product.status)
const ended = [...CART_PRODUCT_STATUSES.sets.usable, ...CART_PRODUCT_STATUSES.sets.error]

const CART_ACTIONS_DISABLED = '000 §4 Cart: cart actions disabled while processing or with no real products'
const processing: Condition<Cart> = rule(fact('processing'), 'reason.cart.processing', CART_ACTIONS_DISABLED)
const noRealProducts: Condition<Cart> = rule(fact('no_real_products'), 'reason.cart.no_real_products', CART_ACTIONS_DISABLED)

const product = (kind: string, num: number, status?: string) => ({
  id: `product-${kind}-${num}`,
  kind,
  label: `${kind} ${num}`,
  num,
  options: { project_id: 'project-1' },
  ...(status ? { status } : {}),
})

export const cart = defineEntity<Cart>()({
  kind: 'cart',
  spec: '000 §3 Cart / cart_product; 000 §4 Cart',
  scope: 'project',
  service: 'cart',
  parent: { kind: 'project' },
  name_field: 'id',
  ws_entity: 'cart',
  icon: 'shopping-cart',
  routes: {
    // 000 §2: cart (query hash); order-from-site (query order)
    page: { name: 'cart', path: '/lk/cart', query: ['hash'] },
    order_from_site: { name: 'order-from-site', path: '/lk/order-from-site', query: ['order'] },
  },
  // 001 §7 names no cart call: the emulator's GET /cart answers the user's cart (emulator/kinds/cart/routes.ts)
  sources: [{ list: '/cart', detail: '/cart' }],
  pages: {
    // one page each, of the user's one cart: the basket, and the landing of a product chosen on the site
    widgets: { page: { widget: 'product_basket' }, order_from_site: { widget: 'site_order' } },
  },
  basket: {
    products: 'products',
    product_kind: 'cart_product',
    // 000 §3 Cart: kinds db and balancer map to dbaas_cluster and loadbalancer; each product's options are edited with
    // its kind's order form and ordered through its create (000 §4: order server, load balancer, DBaaS cluster,
    // s3_storage, backup). S3 storage and backups are consumption-billed, not ordered as entities: S3 storage is
    // the S3 user its space belongs to, backups the project's backup service.
    orders: {
      server: { kind: 'server', action: 'create' },
      balancer: { kind: 'loadbalancer', action: 'create' },
      db: { kind: 'dbaas_cluster', action: 'create' },
      s3_storage: { kind: 's3_user', action: 'create' },
      backup: { kind: 'backup_plan', action: 'activate' },
    },
    update: { method: 'PATCH', path: '/cart/products/{related.product.id}' },
    import: { method: 'POST', path: '/cart/site-order' },
    actions: { order: 'order', remove: 'delete_product', clear: 'clear' },
    // 000 §2 dashboard banner; 000 §3 per-user preference hide_dashboard_cart_banner (clearing sets it, 000 §4)
    banner_hidden: 'hide_dashboard_cart_banner',
  },
  facts: {
    processing: {
      reads: ['item.products'],
      compute: (context) => productsOf(context)?.some((p) => inStatusSet(p, CART_PRODUCT_STATUSES.sets.processing)) ?? false,
      spec: '000 §4 Cart: product processing submitting then ok or failed; cart processing while orders run',
    },
    no_real_products: {
      reads: ['item.products'],
      // A cart that carries no products list is unknown, not empty: it blocks nothing.
      compute: (context) => {
        const products = productsOf(context)
        return products !== undefined && !products.some(isReal)
      },
      spec: '000 §4 Cart: real product (server, load balancer, DBaaS cluster); kinds db and balancer map to dbaas_cluster and loadbalancer',
    },
    complete: {
      reads: ['item.products'],
      compute: (context) => {
        const products = productsOf(context)
        return products !== undefined && products.length > 0 && products.every((p) => inStatusSet(p, ended))
      },
      spec: '000 §4 Cart: complete when all ended',
    },
    fully_successful: {
      reads: ['item.products'],
      compute: (context) => {
        const real = productsOf(context)?.filter(isReal) ?? []
        return real.length > 0 && real.every((p) => inStatusSet(p, CART_PRODUCT_STATUSES.sets.usable))
      },
      spec: '000 §4 Cart: fully successful when every real product (server, load balancer, DBaaS cluster) is ok',
    },
  },
  inputs: [
    dimensionOf('products', [
      { label: 'a server', set: { 'item.products': [product('server', 1)] } },
      { label: 'a balancer and a db (website kinds)', set: { 'item.products': [product('balancer', 1), product('db', 1)] } },
      { label: 'consumption-billed only', set: { 'item.products': CART.consumption_kinds.map((kind) => product(kind, 1)) } },
      { label: 'empty', set: { 'item.products': [] } },
      { label: 'a server submitting', set: { 'item.products': [product('server', 1, 'submitting'), product('db', 1, 'ok')] } },
      { label: 'ended: server ok, db failed', set: { 'item.products': [product('server', 1, 'ok'), product('db', 1, 'failed')] } },
    ]),
  ],
  actions: {
    order: {
      scope: 'item',
      // Each product is ordered through its kind's create (server, loadbalancer, dbaas_cluster), which verifies money
      // and limits; a failed order marks that product failed and keeps its error, the others continue (000 §4).
      spec: '000 §4 Cart: order: server, load balancer, DBaaS cluster, s3_storage, backup',
      paid: true,
      // 001 §4: ordering from the cart is blocked while the account is unverified or unidentified
      creates_resource: true,
      // Spends the owner's money: 000 §6 names support sessions but lists nothing they may not do; stricter reading.
      blocked_in_support_session: true,
      block: [processing, noRealProducts],
      after: { refetch: 'details', recalculate_balance: true },
    },
    delete_product: {
      scope: 'item',
      // 000 §4: deleting a product clears the cart if no real products remain (the flow runs clear after it).
      spec: '000 §4 Cart: deleting a product clears the cart if no real products remain',
      allowed_when_project_blocked: true,
      block: [processing, noRealProducts],
      call: { method: 'DELETE', path: '/cart/products/{payload.product_id}' },
      after: { refetch: 'details' },
    },
    clear: {
      scope: 'item',
      // 000 §4: clearing sets the hide-dashboard-banner flag: the per-user preference hide_dashboard_cart_banner (000 §3).
      spec: '000 §4 Cart: clearing sets the hide-dashboard-banner flag',
      allowed_when_project_blocked: true,
      block: [processing, noRealProducts],
      call: { method: 'DELETE', path: '/cart' },
      after: { refetch: 'details', preferences: { hide_dashboard_cart_banner: true } },
    },
  },
})
