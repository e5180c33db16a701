// Project limits: max from the project's settings, used counted from what the project holds. The check
// is the engine's (verifyLimits), refused with HTTP 409 reason limit_reached listing name, used and max.
import { verifyLimits } from '../engine/verification/limits'
import type { LimitEntry, LimitRequest } from '../engine/types'
import type { Ctx } from './context'
import { ApiError, NOFIELD } from './http/errors'

/** counted in SQL: a project may hold thousands of volumes */
function used(ctx: Ctx, projectId: string): Record<string, number> {
  const volumes = ctx.repos.volumes.usage(projectId, 'volume')
  return {
    servers: ctx.repos.servers.countOf(projectId),
    volumes: volumes.count,
    'disk-space': volumes.size,
    // 001 §5: only external FIXED addresses count as ipv4
    addresses: ctx.repos.servers.fixedExternalCount(projectId),
  }
}

export function limitsOf(ctx: Ctx, projectId: string): LimitEntry[] {
  const counts = used(ctx, projectId)
  return ctx.repos.projects.limits(projectId).map((limit) => ({ name: limit.name, used: counts[limit.name] ?? 0, max: limit.max }))
}

export function requireLimits(ctx: Ctx, projectId: string, requests: readonly LimitRequest[]): void {
  const outcome = verifyLimits(limitsOf(ctx, projectId), requests)
  if (outcome.ok) return
  const message = outcome.rejected.map((limit) => `Limit reached: ${limit.name} (used ${limit.used} of ${limit.max}, asked ${limit.requested})`).join('; ')
  throw new ApiError(409, [{ path: NOFIELD, message }], { reason: 'limit_reached', rejected: outcome.rejected })
}
