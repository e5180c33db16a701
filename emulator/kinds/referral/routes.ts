// The referral programme (000 §3 Affiliate, Referral; 000 §4 Referral). 001 §7 shows no referral call, so the paths
// are the product's: GET /affiliate (the figures, with what the console judges the programme actions by), GET
// /affiliate/referrals (limit, offset), GET /affiliate/contract (the agency contract's text to save), POST
// /affiliate/contract/sign, /affiliate/withdraw (files the request as a ticket) and /affiliate/welcome-cashback.
import { Hono } from 'hono'
import type { Affiliate, Referral } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { AppEnv } from '../../http/env'
import { parseListQuery } from '../../http/list-query'
import { hasPayer, moscowDay, requestSent, signContract, takeWelcomeCashback, withdraw } from './rules'
import { affiliateOf, referralsOf, type ReferralRow } from './store'

const roubles = (kop: number): number => kop / 100

const presentReferral = (row: ReferralRow): Referral => ({
  id: row.id,
  client: row.client,
  registration_date: row.registration_date,
  source: row.source,
  paid: row.paid === 1,
  created_in: row.registration_date,
})

/** the figures of 000 §3 Affiliate, plus the facts the programme's actions are judged by */
function presentAffiliate(ctx: Ctx, accountId: string): Affiliate & Record<string, unknown> {
  const affiliate = affiliateOf(ctx, accountId)
  const { rows, count } = referralsOf(ctx, accountId, 1_000, 0)
  const monthAgo = new Date(ctx.now() - 30 * 24 * 60 * 60 * 1000).toISOString()
  return {
    referrals_count: count,
    all_income: roubles(affiliate.all_income_kop),
    available_for_withdrawal: roubles(affiliate.available_kop),
    last_month_income: roubles(affiliate.last_month_income_kop),
    last_month_new_referrals: rows.filter((row) => row.registration_date >= monthAgo).length,
    contract_signed: affiliate.contract_signed === 1,
    request_sent: requestSent(ctx, accountId),
    has_payer: hasPayer(ctx, accountId),
    today_day_of_month: moscowDay(ctx.now()),
    welcome_cashback_taken: affiliate.welcome_cashback_taken === 1,
  }
}

const CONTRACT = (accountId: string): string =>
  [
    'AGENCY CONTRACT (sample of the emulator)',
    '',
    `Agent: the holder of account ${accountId}.`,
    'The agent brings clients to the provider and receives a share of what they pay, as the referral programme states.',
    'Income is paid out on request, on days 1 to 5 of a month, to the agent’s payer.',
  ].join('\n')

export function referralRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/affiliate', (c) => c.json(presentAffiliate(ctx, c.get('auth').accountId)))
  routes.get('/affiliate/referrals', (c) => {
    const { limit, offset } = parseListQuery(c.req.queries())
    const { rows, count } = referralsOf(ctx, c.get('auth').accountId, limit, offset)
    return c.json({ result: rows.map(presentReferral), count })
  })
  routes.get('/affiliate/contract', (c) => c.json({ name: 'agency-contract.txt', text: CONTRACT(c.get('auth').accountId) }))
  routes.post('/affiliate/contract/sign', (c) => {
    signContract(ctx, c.get('auth').accountId)
    return c.json(presentAffiliate(ctx, c.get('auth').accountId))
  })
  routes.post('/affiliate/withdraw', (c) => c.json({ ...withdraw(ctx, c.get('auth').accountId), ...presentAffiliate(ctx, c.get('auth').accountId) }, 201))
  routes.post('/affiliate/welcome-cashback', (c) => {
    takeWelcomeCashback(ctx, c.get('auth').accountId)
    return c.json(presentAffiliate(ctx, c.get('auth').accountId))
  })
  return routes
}
