// Cart product (000 §3 Cart / cart_product, 000 §4 Cart). Its actions are the cart's (cart.ts): delete_product acts
// on the cart, whose state (processing, real products left) decides it.
import { defineEntity } from '../engine/define'
import type { StatusSets } from '../engine/types'

// TODO(constants): CART.real_kinds, CART.kind_aliases and CART.consumption_kinds (000 §3, 000 §4 Cart) are missing
// from engine/constants.ts.
/** 000 §3: kinds db and balancer map to dbaas_cluster and loadbalancer (the website's names for them). */
export const CART_KIND_ALIASES = { db: 'dbaas_cluster', balancer: 'loadbalancer' } as const
/** 000 §4: real products are server, load balancer and DBaaS cluster. */
export const CART_REAL_KINDS = ['server', 'loadbalancer', 'dbaas_cluster'] as const
/** 000 §4: s3_storage and backup are consumption-billed, not ordered as entities. */
export const CART_CONSUMPTION_KINDS = ['s3_storage', 'backup'] as const

/** The entity kind a product kind orders (db → dbaas_cluster, balancer → loadbalancer, others as they are). */
export function cartEntityKind(kind: unknown): unknown {
  return typeof kind === 'string' && Object.hasOwn(CART_KIND_ALIASES, kind) ? CART_KIND_ALIASES[kind as keyof typeof CART_KIND_ALIASES] : kind
}

/** 000 §4 Cart: product processing submitting then ok or failed (absent before the cart is ordered). */
export const CART_PRODUCT_STATUSES = {
  values: ['submitting', 'ok', 'failed'],
  sets: { processing: ['submitting'], usable: ['ok'], error: ['failed'] },
} as const satisfies StatusSets

export const cart_product = defineEntity({
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
