// The demo's referral programme: three clients it brought (one paying), income to withdraw, the contract unsigned.
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { insertReferral, updateAffiliate, affiliateOf } from './store'

const DAY = 24 * 60 * 60 * 1000

export function seedReferrals(ctx: Ctx, accountId: string): void {
  affiliateOf(ctx, accountId)
  updateAffiliate(ctx, accountId, { all_income_kop: 245_000, available_kop: 120_000, last_month_income_kop: 60_000 })
  const now = ctx.now()
  const clients: [string, number, string, boolean][] = [
    ['k***@mail.example', 3, 'link', false],
    ['o***@corp.example', 20, 'site', true],
    ['p***@example.org', 75, 'link', false],
  ]
  for (const [client, daysAgo, source, paid] of clients) insertReferral(ctx, { id: newId(), account_id: accountId, client, registration_date: isoAt(now - daysAgo * DAY), source, paid: paid ? 1 : 0 })
}
