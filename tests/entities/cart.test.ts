// 000 §4 Cart (and 001 §4 Account state, 000 §4 Project): every rule of the cart actions, each with its opposite state.
import { describe, expect, it } from 'vitest'
import type { ActionInput } from '../../engine/types'
import { evaluateAction, registry } from '../../entities/index'

const enabled = { visible: true, enabled: true }
const CART_ACTIONS = ['order', 'delete_product', 'clear'] as const
const product = (kind: string, status?: string) => ({ id: `p-${kind}`, kind, label: kind, num: 1, options: { project_id: 'project-1' }, ...(status ? { status } : {}) })
const cart = (...products: object[]): ActionInput => ({ item: { id: 'cart-1', products } })
const verdict = (action: string, input: ActionInput) => evaluateAction('cart', action, input)

describe('cart', () => {
  it("000 §4 Cart: 'Cart actions disabled while processing'", () => {
    for (const action of CART_ACTIONS) {
      expect(verdict(action, cart(product('server', 'submitting'))), action).toEqual({ visible: true, enabled: false, reason: 'reason.cart.processing' })
      expect(verdict(action, cart(product('server', 'ok'), product('db', 'submitting'))), action).toEqual({ visible: true, enabled: false, reason: 'reason.cart.processing' })
      // ended orders (ok, failed) no longer process
      expect(verdict(action, cart(product('server', 'ok'), product('db', 'failed'))), action).toEqual(enabled)
    }
  })

  it("000 §4 Cart: 'Cart actions disabled ... with no real products' (real: server, load balancer, DBaaS cluster)", () => {
    for (const action of CART_ACTIONS) {
      expect(verdict(action, cart()), action).toEqual({ visible: true, enabled: false, reason: 'reason.cart.no_real_products' })
      expect(verdict(action, cart(product('s3_storage'), product('backup'))), action).toEqual({ visible: true, enabled: false, reason: 'reason.cart.no_real_products' })
      expect(verdict(action, cart(product('server'))), action).toEqual(enabled)
      expect(verdict(action, cart(product('loadbalancer'))), action).toEqual(enabled)
      expect(verdict(action, cart(product('dbaas_cluster'), product('backup'))), action).toEqual(enabled)
    }
  })

  it("000 §3: 'Kinds db and balancer map to dbaas_cluster and loadbalancer' (they are real products)", () => {
    expect(verdict('order', cart(product('db')))).toEqual(enabled)
    expect(verdict('order', cart(product('balancer'), product('s3_storage')))).toEqual(enabled)
  })

  it("001 §4: 'ordering from the cart is blocked while the account is unverified or unidentified'", () => {
    expect(verdict('order', { ...cart(product('server')), account: { verified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_verified' })
    expect(verdict('order', { ...cart(product('server')), account: { verified: true, identified: false } })).toEqual({ visible: true, enabled: false, reason: 'reason.account_not_identified' })
    expect(verdict('order', { ...cart(product('server')), account: { verified: true, identified: true } })).toEqual(enabled)
    // editing the cart creates nothing
    expect(verdict('clear', { ...cart(product('server')), account: { verified: false, identified: false } })).toEqual(enabled)
  })

  it('000 §4 Project: the cart orders into a project, so project stopping blocks order (paid) but not editing the cart', () => {
    const money = { project: { status: 'STOPPED' as const, stopping_reason: 'money' as const } }
    const admin = { project: { status: 'STOPPED' as const, stopping_reason: 'admin' as const } }
    expect(verdict('order', { ...cart(product('server')), ...money })).toEqual({ visible: true, enabled: false, reason: 'reason.project_stopped_money' })
    expect(verdict('order', { ...cart(product('server')), ...admin })).toEqual({ visible: true, enabled: false, reason: 'reason.project_stopped_admin' })
    expect(verdict('order', { ...cart(product('server')), project: { status: 'ACTIVE' } })).toEqual(enabled)
    for (const action of ['delete_product', 'clear']) {
      expect(verdict(action, { ...cart(product('server')), ...money }), action).toEqual(enabled)
      expect(verdict(action, { ...cart(product('server')), ...admin }), action).toEqual(enabled)
    }
  })

  it("000 §6 support session (stricter reading: ordering spends the owner's money)", () => {
    expect(verdict('order', { ...cart(product('server')), account: { is_support_session: true } })).toEqual({ visible: true, enabled: false, reason: 'reason.support_session' })
    expect(verdict('clear', { ...cart(product('server')), account: { is_support_session: true } })).toEqual(enabled)
  })

  it("000 §4 Cart: 'clearing sets the hide-dashboard-banner flag' (000 §3 per-user preference hide_dashboard_cart_banner)", () => {
    expect(registry.get('cart').actions.clear?.after?.preferences).toEqual({ hide_dashboard_cart_banner: true })
    expect(registry.get('cart').actions.delete_product?.after?.preferences).toBeUndefined()
  })

  it("000 §4 Cart: 'product processing submitting then ok or failed'", () => {
    expect(registry.get('cart_product').statuses?.values).toEqual(['submitting', 'ok', 'failed'])
    expect(registry.statusClass('cart_product', 'submitting')).toBe('processing')
    expect(registry.statusClass('cart_product', 'ok')).toBe('usable')
    expect(registry.statusClass('cart_product', 'failed')).toBe('error')
  })

  it("000 §4 Cart: 'complete when all ended; fully successful when every real product ... is ok'", () => {
    const facts = registry.get('cart').facts ?? {}
    const context = (...products: object[]) => ({ item: { products }, related: {}, project: {}, account: {}, limits: {} })
    expect(facts.complete?.compute(context(product('server', 'ok'), product('db', 'failed')))).toBe(true)
    expect(facts.complete?.compute(context(product('server', 'ok'), product('db', 'submitting')))).toBe(false)
    expect(facts.fully_successful?.compute(context(product('server', 'ok'), product('balancer', 'ok'), product('s3_storage')))).toBe(true)
    expect(facts.fully_successful?.compute(context(product('server', 'ok'), product('db', 'failed')))).toBe(false)
  })
})
