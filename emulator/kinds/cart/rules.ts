// The cart's own rules (000 §4 Cart): products land with a running number per kind; the order state moves
// submitting → ok or failed (a failed order keeps its error); nothing changes while the cart is ordered; deleting
// the last real product clears the cart, and clearing sets the hide-dashboard-banner flag. 001 §7 names no cart
// call: the paths are the emulator's (routes.ts).
import { createHash } from 'node:crypto'
import { CART } from '../../../contract/constants'
import type { Cart, CartProduct } from '../../../generated/types/index.js'
import type { AuthInfo } from '../../auth/sessions'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt, newId } from '../../domain/ids'
import { badRequest, conflict, notFound } from '../../http/errors'
import { insertRow, removeRow, updateRow } from '../../kit/rows'
import { setPreferences } from './preferences'
import { cartProductResource, presentProduct, type CartProductRow } from './resource'

export const HIDE_BANNER = 'hide_dashboard_cart_banner'
export type ProductRequest = { kind: CartProduct['kind']; options: NonNullable<CartProduct['options']> }

const entityKind = (kind: string): string => (Object.hasOwn(CART.kind_aliases, kind) ? CART.kind_aliases[kind as keyof typeof CART.kind_aliases] : kind)
/** 000 §4: real products are servers, load balancers and DBaaS clusters (db and balancer are the site's names) */
export const isReal = (row: CartProductRow): boolean => (CART.real_kinds as readonly string[]).includes(entityKind(row.kind))

function productsOf(ctx: Ctx, userId: string): CartProductRow[] {
  return prepared(ctx.repos.db, 'SELECT * FROM cart_products WHERE user_id = ? ORDER BY created_in, rowid').all(userId) as CartProductRow[]
}

/** The cart as GET /cart answers it; `hash` versions its contents (000 §2 cart, query hash). */
export function cartOf(ctx: Ctx, userId: string): Cart {
  const products = productsOf(ctx, userId).map(presentProduct)
  const hash = createHash('sha256').update(JSON.stringify(products)).digest('base64url').slice(0, 16)
  return { id: userId, hash, products }
}

function announceCart(ctx: Ctx, auth: AuthInfo): Cart {
  const cart = cartOf(ctx, auth.userId)
  ctx.emit(auth.accountId, { type: 'entity', entity: 'cart', action: 'updated', id: cart.id ?? auth.userId, data: cart })
  return cart
}

/** 000 §4: cart actions are disabled while the cart is processing (a product submitting) */
function refuseWhileProcessing(ctx: Ctx, userId: string): void {
  if (productsOf(ctx, userId).some((row) => row.status === 'submitting')) throw conflict('The cart is being ordered', 'cart_processing')
}

function ownProduct(ctx: Ctx, auth: AuthInfo, id: string): CartProductRow {
  const row = prepared(ctx.repos.db, 'SELECT * FROM cart_products WHERE id = ? AND user_id = ?').get(id, auth.userId) as CartProductRow | undefined
  if (!row) throw notFound('Cart product not found')
  return row
}

/**
 * 000 §3 Cart: a server order's options are volumes, name, flavor, image_id, recipe_id; a root password is none of
 * them, so the cart never stores one (the console keeps it in the page until the order is sent).
 */
function storable(options: ProductRequest['options']): ProductRequest['options'] {
  return Object.fromEntries(Object.entries(options).filter(([key]) => key !== 'password'))
}

/** 000 §3: every product carries options.project_id, a project of the caller's (when the site gave none, the first active one) */
function projectOf(ctx: Ctx, auth: AuthInfo, options: ProductRequest['options'], path: string): string {
  const projects = ctx.repos.projects.projectsOf(auth.accountId)
  const projectId = options.project_id ?? (projects.find((project) => project.status === 'ACTIVE') ?? projects[0])?.id
  if (!projectId || !ctx.repos.projects.ownProject(auth.accountId, projectId)) throw badRequest(`${path}.project_id`, 'Project not found')
  return projectId
}

export function addProducts(ctx: Ctx, auth: AuthInfo, requests: readonly ProductRequest[], path = 'options'): Cart {
  return ctx.tx(() => {
    refuseWhileProcessing(ctx, auth.userId)
    const at = ctx.now()
    requests.forEach((request, index) => {
      const project_id = projectOf(ctx, auth, request.options, requests.length > 1 ? `${path}.${index}` : path)
      // 000 §3: num is a running number per kind
      const num = (prepared(ctx.repos.db, 'SELECT MAX(num) FROM cart_products WHERE user_id = ? AND kind = ?').pluck().get(auth.userId, request.kind) as number | null) ?? 0
      const options = { ...storable(request.options), project_id }
      insertRow(ctx, cartProductResource, {
        id: newId(),
        account_id: auth.accountId,
        user_id: auth.userId,
        kind: request.kind,
        num: num + 1,
        label: typeof options.name === 'string' && options.name !== '' ? options.name : `${request.kind}-${num + 1}`,
        options: JSON.stringify(options),
        status: null,
        error: null,
        created_in: isoAt(at + index),
      })
    })
    // a new product is news again: the dashboard banner shows it (000 §2 dashboard banner)
    setPreferences(ctx, auth.userId, { [HIDE_BANNER]: false })
    return announceCart(ctx, auth)
  })
}

/** 000 §4 Cart: product processing submitting then ok or failed; a failed order keeps its error */
const NEXT: Readonly<Record<string, readonly (string | null)[]>> = { submitting: [null, 'failed'], ok: ['submitting'], failed: ['submitting'] }

export function updateProduct(ctx: Ctx, auth: AuthInfo, id: string, change: { options?: ProductRequest['options']; status?: string; error?: string }): CartProduct {
  return ctx.tx(() => {
    const row = ownProduct(ctx, auth, id)
    if (change.error !== undefined && change.status !== 'failed') throw badRequest('error', 'Only a failed order keeps an error')
    const patch: Partial<CartProductRow> = {}
    if (change.options) {
      if (row.status === 'submitting' || row.status === 'ok') throw conflict('The product is ordered already', 'cart_processing', 'options')
      const project_id = projectOf(ctx, auth, change.options, 'options')
      patch.options = JSON.stringify({ ...storable(change.options), project_id })
      if (typeof change.options.name === 'string' && change.options.name !== '') patch.label = change.options.name
      // an edited product is ordered anew: its last failure no longer stands
      patch.status = null
      patch.error = null
    }
    if (change.status) {
      if (!(NEXT[change.status] ?? []).includes(row.status)) throw conflict(`A product ${row.status ?? 'not ordered'} cannot become ${change.status}`, 'invalid_state', 'status')
      patch.status = change.status
      patch.error = change.status === 'failed' ? (change.error ?? 'Unknown error') : null
    }
    const updated = updateRow(ctx, cartProductResource, row.id, patch) ?? row
    announceCart(ctx, auth)
    return presentProduct(updated)
  })
}

/** 000 §4: clearing sets the hide-dashboard-banner flag */
export function clearCart(ctx: Ctx, auth: AuthInfo): Cart {
  return ctx.tx(() => {
    refuseWhileProcessing(ctx, auth.userId)
    prepared(ctx.repos.db, 'DELETE FROM cart_products WHERE user_id = ?').run(auth.userId)
    setPreferences(ctx, auth.userId, { [HIDE_BANNER]: true })
    return announceCart(ctx, auth)
  })
}

/** 000 §4: deleting a product clears the cart if no real products remain */
export function deleteProduct(ctx: Ctx, auth: AuthInfo, id: string): Cart {
  return ctx.tx(() => {
    const row = ownProduct(ctx, auth, id)
    refuseWhileProcessing(ctx, auth.userId)
    removeRow(ctx, cartProductResource, row.id)
    if (!productsOf(ctx, auth.userId).some(isReal)) return clearCart(ctx, auth)
    return announceCart(ctx, auth)
  })
}

/** 000 §2 order-from-site, query order: base64url of the JSON { kind, options } (or a list of them) */
export function decodeSiteOrder(order: string): unknown[] {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(order, 'base64url').toString('utf8'))
    return Array.isArray(decoded) ? decoded : [decoded]
  } catch {
    throw badRequest('order', 'The order cannot be read')
  }
}
