// Cart product (000 §3 Cart / cart_product, 000 §4 Cart). Its actions are the cart's (cart.ts): delete_product acts
// on the cart, whose state (processing, real products left) decides it.
import { CART } from '../contract/constants'
import { defineEntity } from '../engine/define'
import type { StatusSets } from '../engine/types'
import type { CartProduct } from '../generated/types/index.js'

/** The entity kind a product kind orders (000 §3: db → dbaas_cluster, balancer → loadbalancer, others as they are). */
export function cartEntityKind(kind: unknown): unknown {
  return typeof kind === 'string' && Object.hasOwn(CART.kind_aliases, kind) ? CART.kind_aliases[kind as keyof typeof CART.kind_aliases] : kind
}

/** 000 §4 Cart: product processing submitting then ok or failed (absent before the cart is ordered). */
export const CART_PRODUCT_STATUSES = {
  values: ['submitting', 'ok', 'failed'],
  sets: { processing: ['submitting'], usable: ['ok'], error: ['failed'] },
} as const satisfies StatusSets

export const cart_product = defineEntity<CartProduct>()({
  kind: 'cart_product',
  spec: '000 §3 Cart / cart_product; 000 §4 Cart',
  // Orders into the project of options.project_id, like its cart (see cart.ts).
  scope: 'project',
  service: 'cart',
  parent: { kind: 'cart', via: 'products' },
  name_field: 'label',
  ws_entity: 'cart_product',
  icon: 'package',
  routes: {},
  statuses: CART_PRODUCT_STATUSES,
  inputs: [],
  actions: {},
})
