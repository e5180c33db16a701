// The balance runway in a paid dialog (beyond the spec, issue "Money" item 8): what the order changes in the
// daily cost and in the days the balance lasts. In integer kopecks, days counted as the finance page counts them.
import { daysLeft, perDay } from '../../engine/runway'
import { kopecks } from '../../engine/verification'

/** the balance and what the account costs now (GET /balance: balance, current_cost.hour), roubles */
export interface RunwayBalance {
  balance: number
  hour: number
}

export interface RunwayChange {
  /** roubles a day, now and once the order runs */
  per_day_before: number
  per_day_after: number
  /** whole days the balance lasts, now and then; null: nothing is charged, it lasts for ever */
  days_before: number | null
  days_after: number | null
}

/** `orderHour`: what the order adds per hour (negative when it saves: a smaller flavor), roubles */
export function runwayChange(balance: RunwayBalance, orderHour: number): RunwayChange {
  const balanceKop = kopecks(balance.balance)
  const beforeKop = kopecks(balance.hour)
  const afterKop = Math.max(0, beforeKop + kopecks(orderHour))
  return {
    per_day_before: perDay(beforeKop),
    per_day_after: perDay(afterKop),
    days_before: daysLeft(balanceKop, beforeKop),
    days_after: daysLeft(balanceKop, afterKop),
  }
}
