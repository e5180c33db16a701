// Project limits: max from the project's settings, used counted from what the project holds. 001 §5: an order
// fails with reason limit_reached when used plus requested exceeds max for any limit, listing the rejected ones
// (HTTP 409 with name, used, max and requested); a limit the project does not list blocks nothing.
import type { Ctx } from './context'
import { ApiError, NOFIELD } from './http/errors'
import { usedCounts } from './kit/registry'

export interface LimitEntry {
  name: string
  used: number
  max: number
}

export interface LimitRequest {
  name: string
  amount: number
}

export interface RejectedLimit extends LimitEntry {
  requested: number
}

export function limitsOf(ctx: Ctx, projectId: string): LimitEntry[] {
  const counts = usedCounts(ctx, projectId)
  return ctx.repos.projects.limits(projectId).map((limit) => ({ name: limit.name, used: counts[limit.name] ?? 0, max: limit.max }))
}

export function rejectedLimits(limits: readonly LimitEntry[], requests: readonly LimitRequest[]): RejectedLimit[] {
  const byName = new Map(limits.map((limit) => [limit.name, limit]))
  return requests.flatMap((request) => {
    const limit = byName.get(request.name)
    return limit && limit.used + request.amount > limit.max ? [{ ...limit, requested: request.amount }] : []
  })
}

export function requireLimits(ctx: Ctx, projectId: string, requests: readonly LimitRequest[]): void {
  const rejected = rejectedLimits(limitsOf(ctx, projectId), requests)
  if (rejected.length === 0) return
  const message = rejected.map((limit) => `Limit reached: ${limit.name} (used ${limit.used} of ${limit.max}, asked ${limit.requested})`).join('; ')
  throw new ApiError(409, [{ path: NOFIELD, message }], { reason: 'limit_reached', rejected })
}
