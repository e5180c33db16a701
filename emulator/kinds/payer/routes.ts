// Payers (000 §2 contracts, 000 §4 Payer; the emulator's calls, 001 §7 lists none but the two below): GET and POST
// /payers, GET, PATCH and DELETE /payers/{id}, the contract PDFs GET /payers/{id}/contract and
// /payers/sample-contract?payer_type=, and 001 §7 Other: GET /countries, GET /vatnum (search param).
import { Hono, type Context } from 'hono'
import { PAYER } from '../../../contract/constants'
import { validatePayerCreateRequest, validatePayerUpdateRequest } from '../../../generated/validators/index.js'
import type { Ctx } from '../../context'
import { isoAt } from '../../domain/ids'
import { pdfResponse } from '../../documents/pdf'
import type { AppEnv } from '../../http/env'
import { badRequest, conflict } from '../../http/errors'
import { body } from '../../http/validate'
import { ownInAccount } from '../../kit/access'
import { listOwned } from '../../kit/lists'
import { COUNTRIES } from './countries'
import { contractPdf, sampleContractPdf } from './documents'
import { fieldsOf, hasInvoice, payerResource } from './resource'
import { createPayer, deletePayer, ensureMainPayer, updatePayer } from './rules'
import { searchRegister } from './vatnum'

export function payerRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const accountOf = (c: Context<AppEnv>): string => {
    const accountId = c.get('auth').accountId
    ensureMainPayer(ctx, accountId)
    return accountId
  }
  const own = (c: Context<AppEnv>) => ownInAccount(ctx, payerResource, accountOf(c), c.req.param('id') ?? '')

  routes.get('/countries', (c) => c.json({ result: COUNTRIES, count: COUNTRIES.length }))

  routes.get('/vatnum', (c) => {
    const found = searchRegister(c.req.query('search') ?? '')
    return c.json({ result: found, count: found.length })
  })

  routes.get('/payers', (c) => c.json(listOwned(ctx, payerResource, accountOf(c), c.req.queries())))

  routes.post('/payers', async (c) => {
    const accountId = accountOf(c)
    const request = await body(c, validatePayerCreateRequest)
    return c.json(payerResource.present(ctx, createPayer(ctx, accountId, request)), 201)
  })

  // before /payers/:id: "sample-contract" is no payer's id
  routes.get('/payers/sample-contract', async (c) => {
    const payerType = Number(c.req.query('payer_type') ?? PAYER.sample_contract_type)
    if (!(PAYER.types as readonly number[]).includes(payerType)) throw badRequest('payer_type', `payer_type is one of ${PAYER.types.join(', ')}`)
    return pdfResponse(await sampleContractPdf(payerType), `sample-contract-${payerType}.pdf`, c.req.query('inline') === '1')
  })

  routes.get('/payers/:id', (c) => c.json(payerResource.present(ctx, own(c))))

  routes.patch('/payers/:id', async (c) => {
    const row = own(c)
    const request = await body(c, validatePayerUpdateRequest)
    return c.json(payerResource.present(ctx, updatePayer(ctx, row, request)))
  })

  routes.delete('/payers/:id', (c) => {
    deletePayer(ctx, own(c))
    return c.body(null, 204)
  })

  // 000 §4 Payer: "a payer with an invoice cannot download the contract"
  routes.get('/payers/:id/contract', async (c) => {
    const row = own(c)
    if (hasInvoice(ctx, row.id)) throw conflict('A payer with an invoice cannot download the contract', 'payer_has_invoice')
    const payer = { ...fieldsOf(row), id: row.id, name: row.name, payer_type: row.payer_type }
    return pdfResponse(await contractPdf(payer, isoAt(ctx.now())), `contract-${row.id}.pdf`, c.req.query('inline') === '1')
  })

  return routes
}
