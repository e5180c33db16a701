// Severity of the alert sent for an action error (001 §8 "HTTP 4xx or 5xx on actions": alert with entity,
// action, account; severity adds 10 for 4xx, 50 for 5xx, 50 for money verification, 100 when monthly cost or
// payment amount is 5000 or more; levels LOW 10, MEDIUM 50, HIGH 100).
import { MONEY } from '../../contract/constants'

export type SeverityLevel = 'LOW' | 'MEDIUM' | 'HIGH'

export const SEVERITY_LEVELS: readonly { level: SeverityLevel; threshold: number }[] = [
  { level: 'HIGH', threshold: 100 },
  { level: 'MEDIUM', threshold: 50 },
  { level: 'LOW', threshold: 10 },
]

export interface SeverityInput {
  http_status?: number
  /** the failure came from the money verification */
  money_verification?: boolean
  /** monthly cost of the order, roubles */
  monthly_cost?: number
  /** payment amount, roubles */
  payment_amount?: number
}

export interface Severity {
  score: number
  level: SeverityLevel
}

export function alertSeverity(input: SeverityInput): Severity {
  let score = 0
  const status = input.http_status
  if (status !== undefined && status >= 400 && status < 500) score += 10
  if (status !== undefined && status >= 500 && status < 600) score += 50
  if (input.money_verification) score += 50
  // "monthly cost or payment amount is 5000 or more": one +100 however many of the two reach it.
  if ((input.monthly_cost ?? 0) >= MONEY.high_amount || (input.payment_amount ?? 0) >= MONEY.high_amount) score += 100
  // The level is the highest threshold the score reaches. A score below 10 (no HTTP status, e.g. a network
  // failure, and no other factor) still gets LOW, the lowest level: an alert that is sent is never without
  // a level, and the stricter reading is to report rather than to drop it.
  const level = SEVERITY_LEVELS.find((entry) => score >= entry.threshold)?.level ?? 'LOW'
  return { score, level }
}
