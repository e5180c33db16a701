// Bank invoices and payment documents: GET /invoices (000 §2 contracts/invoices: the account's bank invoices,
// newest first), GET /payments/{id}/document (000 §4 Payments: download PDF, for a payment with a method) and GET
// /payments/{id}/receipt (000 §4 Payments: receipt, of a credited bank invoice).
import { Hono } from 'hono'
import type { Ctx } from '../../context'
import { pdfResponse } from '../../documents/pdf'
import type { AppEnv } from '../../http/env'
import { notFound } from '../../http/errors'
import { ownInAccount } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { BANK_METHOD_IDS, paymentDocumentPdf } from './invoice'
import { receiptOf, receiptPdf } from './receipt'
import { paymentResource } from './resource'

export function invoiceRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/invoices', (c) => {
    const bank = { sql: `p.method_id IN (${BANK_METHOD_IDS.map(() => '?').join(', ')})`, params: [...BANK_METHOD_IDS] }
    return c.json(listOwned(ctx, paymentResource, c.get('auth').accountId, c.req.queries(), [bank]))
  })

  routes.get('/payments/:id/document', async (c) => {
    const row = ownInAccount(ctx, paymentResource, c.get('auth').accountId, c.req.param('id'))
    // 000 §4 Payments: download PDF (hidden without payment_method)
    if (row.method_id === null) throw notFound('The payment has no document')
    return pdfResponse(await paymentDocumentPdf(ctx, row), `invoice-${row.id}.pdf`, c.req.query('inline') === '1')
  })

  routes.get('/payments/:id/receipt', async (c) => {
    const row = ownInAccount(ctx, paymentResource, c.get('auth').accountId, c.req.param('id'))
    // 000 §4 Payments: receipt (bank-invoice payments only; blocked until a receipt exists)
    const receipt = receiptOf(row)
    if (!receipt) throw notFound('The payment has no receipt')
    return pdfResponse(await receiptPdf(row, receipt), `receipt-${row.id}.pdf`, c.req.query('inline') === '1')
  })

  return routes
}
