// Payers: create, edit and delete with the rules of 000 §4 Payer and 000 §5, and the account's main payer, made
// from the profile the first time the account's payers are asked for (000 §6: "A main payer exists"). Its other
// fields are empty until the owner fills them in (000 §4 fill_in_to_create_bank).
import { PAYER } from '../../../contract/constants'
import type { PayerCreateRequest, PayerUpdateRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt, newId } from '../../domain/ids'
import { ApiError, NOFIELD, catalogueBadRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow, removeRow, updateRow } from '../../kit/rows'
import { payerProblems } from './fields'
import { fieldsOf, hasInvoice, payerResource, type PayerRow } from './resource'

type PayerRequest = Record<string, unknown> & { payer_type: number; name: string }

/** the main payer of the account, made once from its profile */
export function ensureMainPayer(ctx: Ctx, accountId: string): void {
  ctx.tx(() => {
    if (prepared(ctx.repos.db, 'SELECT 1 FROM payers WHERE account_id = ? AND is_main = 1').get(accountId)) return
    const profile = prepared(ctx.repos.db, 'SELECT u.name AS name, u.email AS email FROM users u WHERE u.account_id = ? ORDER BY u.id LIMIT 1').get(accountId) as
      { name?: string | null; email: string } | undefined
    const name = profile?.name || profile?.email || accountId
    const row: PayerRow = {
      id: newId(),
      account_id: accountId,
      is_main: 1,
      payer_type: PAYER.individual_type,
      name,
      fields: JSON.stringify(profile ? { email: profile.email } : {}),
      created_in: isoAt(ctx.now()),
    }
    insertRow(ctx, payerResource, row)
  })
}

/** the fields a row keeps beside its columns: what was sent, trimmed, without the answer-only ones */
function storedFields(request: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(request))
    if (!['id', 'payer_type', 'name', 'is_main', 'has_invoice', 'missing_fields', 'created_in'].includes(name) && typeof value === 'string') kept[name] = value.trim()
  return kept
}

function refuseProblems(payer: PayerRequest): void {
  const problems = payerProblems(payer)
  if (problems.length > 0) throw new ApiError(400, problems)
}

export function createPayer(ctx: Ctx, accountId: string, sent: PayerCreateRequest): PayerRow {
  // the schema requires payer_type and name (validated before this runs); the shared field list types them optional
  const request = { ...sent } as PayerRequest
  refuseProblems(request)
  return ctx.tx(() => {
    const row: PayerRow = {
      id: newId(),
      account_id: accountId,
      is_main: 0,
      payer_type: request.payer_type,
      name: request.name.trim(),
      fields: JSON.stringify(storedFields(request)),
      created_in: isoAt(ctx.now()),
    }
    insertRow(ctx, payerResource, row)
    announce(ctx, payerResource, row, 'created')
    return row
  })
}

/** An edit sends the whole form: the payer it makes must hold every required field of its type. */
export function updatePayer(ctx: Ctx, row: PayerRow, sent: PayerUpdateRequest): PayerRow {
  const request: Record<string, unknown> & { payer_type?: number; name?: string } = { ...sent }
  const merged: PayerRequest = { ...fieldsOf(row), ...request, payer_type: request.payer_type ?? row.payer_type, name: request.name ?? row.name }
  refuseProblems(merged)
  return ctx.tx(() => {
    const updated = updateRow(ctx, payerResource, row.id, { payer_type: merged.payer_type, name: merged.name.trim(), fields: JSON.stringify({ ...fieldsOf(row), ...storedFields(request) }) }) ?? row
    announce(ctx, payerResource, updated)
    return updated
  })
}

/**
 * 000 §4 Payer: "main payer cannot be deleted" (001 §8: cannot delete the main payer); "a payer with an invoice
 * cannot download the contract and one without cannot be deleted" (read as the console's config reads it).
 */
export function deletePayer(ctx: Ctx, row: PayerRow): void {
  if (row.is_main === 1) throw catalogueBadRequest(NOFIELD, 'main_payer_delete')
  if (!hasInvoice(ctx, row.id)) throw conflict('A payer without an invoice cannot be deleted', 'payer_without_invoice')
  ctx.tx(() => {
    removeRow(ctx, payerResource, row.id)
    announce(ctx, payerResource, row, 'deleted')
  })
}
