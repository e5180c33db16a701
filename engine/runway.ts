// The balance runway (beyond the spec, issue "Money"): what each resource costs per day and how many days the
// balance lasts with it and without it. Pure and in integer kopecks, like the money check; days are whole days
// as the API's days_left_until_zero counts them (000 §3 Balance), null when nothing is charged.
import { kopecks, roubles } from './verification'

const HOURS_PER_DAY = 24

/** roubles a day at an hourly cost in kopecks */
export function perDay(hourKop: number): number {
  return roubles(hourKop * HOURS_PER_DAY)
}

/** whole days a balance lasts at an hourly cost; null when the cost is nothing (the balance lasts for ever) */
export function daysLeft(balanceKop: number, hourKop: number): number | null {
  if (hourKop <= 0) return null
  if (balanceKop <= 0) return 0
  return Math.floor(balanceKop / (hourKop * HOURS_PER_DAY))
}

export interface RunwayInput {
  /** the balance, roubles (GET /balance) */
  balance: number
  /** the account's cost per hour, roubles (GET /balance current_cost.hour) */
  hour: number
}

export interface RunwayLine<T> {
  item: T
  /** the resource's cost per day, roubles */
  per_day: number
  /** days the balance lasts with every resource */
  days_left: number | null
  /** days it lasts without this one */
  days_left_without: number | null
}

/** A line per resource, the most expensive first; `hourOf` reads a resource's hourly cost in roubles. */
export function runway<T>(input: RunwayInput, items: readonly T[], hourOf: (item: T) => number): RunwayLine<T>[] {
  const balanceKop = kopecks(input.balance)
  const totalKop = kopecks(input.hour)
  const withAll = daysLeft(balanceKop, totalKop)
  return items
    .map((item) => {
      const hourKop = kopecks(hourOf(item))
      return { item, per_day: perDay(hourKop), days_left: withAll, days_left_without: daysLeft(balanceKop, totalKop - hourKop) }
    })
    .sort((a, b) => b.per_day - a.per_day)
}

/** The sum of amounts in roubles, added in kopecks so that 0.1 + 0.2 is 0.3. */
export function sumRoubles(amounts: readonly number[]): number {
  return roubles(amounts.reduce((sum, amount) => sum + kopecks(amount), 0))
}
