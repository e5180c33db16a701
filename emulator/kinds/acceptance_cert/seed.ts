// The demo accounts' acceptance certificates: one a month back over the last year, in a mix of the 000 §4 states
// (signed, signed by the client, sent, awaiting sending, rejected, in annulment, annulled, a preliminary one).
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { acceptanceCertResource } from './resource'

const DAY = 24 * 60 * 60 * 1000
/** newest first: the month now closing is preliminary, the older ones have gone further */
const STATES = [0, 1, 3, 100, 2, 110, 4, 120, 220, 310, 330, 340, 300, 320] as const

export function seedAcceptanceCerts(ctx: Ctx, accountId: string): void {
  const now = ctx.now()
  STATES.forEach((status, index) => {
    const at = now - (index + 1) * 30 * DAY
    const date = isoAt(at)
    insertRow(ctx, acceptanceCertResource, {
      id: newId(),
      account_id: accountId,
      number: `АКТ-${date.slice(0, 7).replace('-', '')}-${String(index + 1).padStart(3, '0')}`,
      date,
      status,
      invoices: '[]',
      amount_kop: 120_000 + index * 7_315,
      created_in: date,
    })
  })
}
