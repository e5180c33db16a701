// The search of the finance pages (000 §2 finance, lkRoutes.ts): what the other pages hand them: `topup` (the missing amount of a money prompt, 001 §8), `payment_id` (the gateway sends
// the payer back with it) and `month` (YYYY-MM of the month child).

export interface FinanceSearch {
  topup?: number
  payment_id?: string
  month?: string
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export function validateFinanceSearch(search: Record<string, unknown>): FinanceSearch {
  const topup = typeof search.topup === 'number' ? search.topup : typeof search.topup === 'string' ? Number(search.topup) : Number.NaN
  return {
    ...(Number.isFinite(topup) && topup > 0 ? { topup } : {}),
    ...(typeof search.payment_id === 'string' && search.payment_id !== '' ? { payment_id: search.payment_id } : {}),
    ...(typeof search.month === 'string' && MONTH.test(search.month) ? { month: search.month } : {}),
  }
}
