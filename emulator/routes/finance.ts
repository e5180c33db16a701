// The finance page's calls (000 §2 finance; 000 §3: financeoperation is the group of payment and expense;
// Consumption): GET /finance/operations?month=YYYY-MM (payments and the daily deductions as one list, newest
// first) and GET /consumption (what each resource costs now). The spec does not list these calls (001 §7 names
// no finance calls); their shapes are the emulator's, in the spec's field names.
import { Hono } from 'hono'
import { accountConsumption } from '../consumption'
import type { Ctx } from '../context'
import { prepared } from '../db/statements'
import type { AppEnv } from '../http/env'
import { badRequest } from '../http/errors'
import { HOURS_PER_MONTH, roubles } from '../money'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

interface OperationRow {
  id: string
  operation: 'payment' | 'expense'
  date: string
  amount_kop: number
  status: number | null
}

/** [from, to) of the month as ISO strings, or the whole time without a month */
function range(month: string | undefined): [string, string] {
  if (month === undefined || month === '') return ['', '\uffff']
  const match = MONTH.exec(month)
  if (!match) throw badRequest('month', 'The month is YYYY-MM')
  const year = Number(match[1])
  const index = Number(match[2])
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`
  return [`${month}-01`, `${next}-01`]
}

export function financeRoutes(ctx: Ctx): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/finance/operations', (c) => {
    const [from, to] = range(c.req.query('month'))
    const rows = prepared(
      ctx.repos.db,
      `SELECT * FROM (
         SELECT id, 'payment' AS operation, COALESCE(pay_datetime, created_in) AS date, amount_kop, status FROM payments WHERE account_id = @account
         UNION ALL
         SELECT 'expense-' || id AS id, 'expense' AS operation, created_in AS date, amount_kop, NULL AS status FROM charges WHERE account_id = @account
       ) WHERE date >= @from AND date < @to ORDER BY date DESC, id`,
    ).all({ account: c.get('auth').accountId, from, to }) as OperationRow[]
    const result = rows.map((row) => ({ id: row.id, operation: row.operation, date: row.date, amount: roubles(row.amount_kop), ...(row.status === null ? {} : { status: row.status }) }))
    return c.json({ result, count: result.length })
  })

  routes.get('/consumption', (c) => {
    const costs = accountConsumption(ctx, c.get('auth').accountId)
    const result = costs.map(({ hour_kop, ...cost }) => ({ ...cost, cost: { hour: roubles(hour_kop), month: roubles(hour_kop * HOURS_PER_MONTH) } }))
    return c.json({ result, count: result.length })
  })

  return routes
}
