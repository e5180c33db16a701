// The two methods that are not a card (000 §4 Payments actions: QR, online bank), as the provider's payment side
// serves them in test mode (README "Payments in test mode"): a top-up by SBP QR answers a code whose link is the
// page a bank app opens when the payer scans it; a top-up by online bank sends the payer to the bank's own page.
// Either page pays or declines the payment (settlePayment: credited once); the online bank's then sends the payer
// back to the console. Outside /api/v1, without the console's token, like the card gateway.
import { Hono } from 'hono'
import { PAYMENT } from '../../../contract/constants'
import type { Ctx } from '../../context'
import { roubles } from '../../money'
import { escapeHtml } from '../../routes/mail'
import { GATEWAY_PATH, paymentOf, returnTo } from './gateway'
import { methodById, ONLINE_BANK_MODULE } from './methods'
import type { PaymentRow } from './resource'
import { settlePayment } from './rules'

export const SBP_PATH = '/emulator/sbp'
export const ONLINE_BANK_PATH = '/emulator/online-bank'

/** where a new payment is paid: a QR code's link for SBP, the bank's page or the card gateway's for the others */
export function paymentLinks(origin: string, row: PaymentRow): { qr_payload: string } | { payment_url: string } {
  const module = row.method_id === null ? undefined : methodById(row.method_id)?.module
  const id = encodeURIComponent(row.id)
  if (module === PAYMENT.qr_module) return { qr_payload: `${origin}${SBP_PATH}/${id}` }
  if (module === ONLINE_BANK_MODULE) return { payment_url: `${origin}${ONLINE_BANK_PATH}/${id}` }
  return { payment_url: `${origin}${GATEWAY_PATH}/${id}` }
}

function page(title: string, row: PaymentRow, action: string, done?: string): string {
  const amount = roubles(row.amount_kop).toFixed(2)
  const body = done
    ? `<p role="status">${escapeHtml(done)}</p>`
    : `<form method="post" action="${action}"><button type="submit" name="outcome" value="paid">Pay</button> <button type="submit" name="outcome" value="failed">Decline</button></form>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1rem;margin:.5rem .5rem 0 0}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>Payment of ${amount} RUB</p>${body}</main></body></html>`
}

export function bankPageRoutes(ctx: Ctx): Hono {
  const routes = new Hono()
  const payment = (id: string): PaymentRow => paymentOf(ctx, id)
  const outcomeOf = async (form: Promise<Record<string, unknown>>) => ((await form).outcome === 'paid' ? 'paid' : 'failed')

  routes.get('/sbp/:id', (c) => {
    const row = payment(c.req.param('id'))
    return c.html(page('SBP test bank app', row, `${SBP_PATH}/${encodeURIComponent(row.id)}`))
  })
  routes.post('/sbp/:id', async (c) => {
    const row = payment(c.req.param('id'))
    const outcome = await outcomeOf(c.req.parseBody())
    settlePayment(ctx, row.id, outcome)
    return c.html(page('SBP test bank app', row, '', outcome === 'paid' ? 'Paid. You can close this page.' : 'Declined.'))
  })
  routes.get('/online-bank/:id', (c) => {
    const row = payment(c.req.param('id'))
    return c.html(page('Test online bank', row, `${ONLINE_BANK_PATH}/${encodeURIComponent(row.id)}`))
  })
  routes.post('/online-bank/:id', async (c) => {
    const row = payment(c.req.param('id'))
    settlePayment(ctx, row.id, await outcomeOf(c.req.parseBody()))
    return c.redirect(returnTo(row), 303)
  })
  return routes
}
