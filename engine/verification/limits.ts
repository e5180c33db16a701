// Project limit check before an order (000 §5 "Order limit checks", 001 §5 "Limit check", 001 §8 limit_reached).
import { arrayTotal } from '../amount'
import type { LimitEntry, LimitRequest } from '../types'

export interface RejectedLimit {
  name: string
  used: number
  max: number
  /** the amount the action asked for */
  requested: number
}

export type LimitOutcome = { ok: true; /** the limits could not be fetched, so nothing was checked (001 §5) */ fetch_failed?: true } | { ok: false; reason: 'limit_reached'; rejected: RejectedLimit[] }

/** A payload value as an amount: numbers as they are, numeric strings parsed, true 1 and false 0. */
function amountOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'boolean') return value ? 1 : 0 // s3-bucket-count: 1 if create_bucket else 0 (001 §9)
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return undefined
}

/**
 * The amount a request asks for: a fixed amount, or the payload field raised to the order minimum when the
 * field is absent or smaller (volume order: disk-space is the size, at least 10). With `times` the field is
 * multiplied by a second payload field, or by its default when that is absent (DB storage: storage_size ×
 * nodes_count, 2 nodes by default, at least 20); the minimum applies to the product.
 */
export function requestedAmount(request: LimitRequest, payload: Record<string, unknown> = {}): number {
  if (typeof request.amount === 'number') return request.amount
  const { field, minimum = 0, times, of, where, per } = request.amount
  const given = payload[field]
  const counted = Array.isArray(given) ? arrayTotal(given, { of, where }) : amountOf(given)
  // in the limit's unit: bytes of an S3 quota as megabytes, a part counting whole
  const value = counted !== undefined && per !== undefined ? Math.ceil(counted / per) : counted
  if (value === undefined || Number.isNaN(value)) return minimum
  const factor = times ? (amountOf(payload[times.field]) ?? times.default) : 1
  return Math.max(value * factor, minimum)
}

/**
 * Fails with limit_reached when used + requested exceeds max for any requested limit, listing every
 * rejected one (name, used, max). When the limits fetch failed the check passes (001 §5: "If the limits
 * fetch fails the check passes"); a limit the project does not list blocks nothing.
 */
export function verifyLimits(limits: readonly LimitEntry[] | 'fetch_failed', requests: readonly LimitRequest[], payload: Record<string, unknown> = {}): LimitOutcome {
  if (limits === 'fetch_failed') return { ok: true, fetch_failed: true }
  const byName = new Map(limits.map((limit) => [limit.name, limit]))
  const rejected: RejectedLimit[] = []
  for (const request of requests) {
    const limit = byName.get(request.name)
    if (!limit) continue
    const requested = requestedAmount(request, payload)
    if (limit.used + requested > limit.max) rejected.push({ name: limit.name, used: limit.used, max: limit.max, requested })
  }
  return rejected.length === 0 ? { ok: true } : { ok: false, reason: 'limit_reached', rejected }
}
