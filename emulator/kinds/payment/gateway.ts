// The provider's payment side in test mode (README "Payments in test mode"): the page a top-up by card opens,
// its test cards, and the gateway's callback. Outside /api/v1: the payer's browser comes here without the
// console's token, as it would to a real gateway.
import { Hono } from 'hono'
import type { Ctx } from '../../context'
import { badRequest, notFound } from '../../http/errors'
import { rowOf } from '../../kit/rows'
import { roubles } from '../../money'
import { escapeHtml } from '../../routes/mail'
import { paymentResource, type PaymentRow } from './resource'
import { settlePayment, type GatewayOutcome } from './rules'

/** Test cards: what the gateway answers for each (any expiry and code). */
export const TEST_CARDS: Readonly<Record<string, GatewayOutcome>> = {
  '4242424242424242': 'paid',
  '4000000000000002': 'failed',
  '4000000000000077': 'waiting',
}

export const GATEWAY_PATH = '/emulator/gateway'

const OUTCOMES: readonly GatewayOutcome[] = ['paid', 'failed', 'waiting']

function page(row: PaymentRow, error?: string): string {
  const amount = roubles(row.amount_kop).toFixed(2)
  const alert = error ? `<p role="alert" id="card-error" style="color:#b00">${escapeHtml(error)}</p>` : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test payment gateway</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}label,input,button{display:block;font-size:1rem;margin:.5rem 0}input{padding:.5rem;width:100%;box-sizing:border-box}button{padding:.5rem 1rem}</style>
</head><body><main><h1>Test payment gateway</h1><p>Payment of ${amount} RUB</p>
<form method="post" action="${GATEWAY_PATH}/${encodeURIComponent(row.id)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required ${error ? 'aria-invalid="true" aria-describedby="card-error"' : ''}>
${alert}<button type="submit">Pay</button></form>
<p>Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0077 waits.</p></main></body></html>`
}

/** where the payer goes back to: the console's page with the payment's id */
export function returnTo(row: PaymentRow): string {
  const base = row.return_url ?? '/lk/finance/all'
  return `${base}${base.includes('?') ? '&' : '?'}payment_id=${encodeURIComponent(row.id)}`
}

function outcomeOf(value: unknown): GatewayOutcome {
  if (typeof value === 'string' && (OUTCOMES as readonly string[]).includes(value)) return value as GatewayOutcome
  throw badRequest('outcome', `outcome is one of ${OUTCOMES.join(', ')}`)
}

/** the payment a payment page is about; any account's (the payer's browser comes without a token) */
export function paymentOf(ctx: Ctx, id: string): PaymentRow {
  const row = rowOf(ctx, paymentResource, id)
  if (!row) throw notFound('Payment not found')
  return row
}

export function gatewayRoutes(ctx: Ctx): Hono {
  const routes = new Hono()
  const payment = (id: string): PaymentRow => paymentOf(ctx, id)

  // The gateway's callback (also the test switch that ends a waiting payment): {payment_id, outcome}. It may
  // arrive more than once; the payment is credited once.
  routes.post('/gateway/callback', async (c) => {
    const request: unknown = await c.req.json().catch(() => undefined)
    const fields = (request ?? {}) as { payment_id?: unknown; outcome?: unknown }
    if (typeof fields.payment_id !== 'string') throw badRequest('payment_id', 'payment_id is required')
    const row = settlePayment(ctx, payment(fields.payment_id).id, outcomeOf(fields.outcome))
    return c.json(row ? paymentResource.present(ctx, row) : {})
  })

  routes.get('/gateway/:id', (c) => c.html(page(payment(c.req.param('id')))))

  routes.post('/gateway/:id', async (c) => {
    const row = payment(c.req.param('id'))
    const form = await c.req.parseBody()
    const card = typeof form.card === 'string' ? form.card.replace(/[\s-]/g, '') : ''
    const outcome = TEST_CARDS[card]
    if (!outcome) return c.html(page(row, 'Unknown test card: use one of the cards below'), 400)
    settlePayment(ctx, row.id, outcome)
    return c.redirect(returnTo(row), 303)
  })

  return routes
}
