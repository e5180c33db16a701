// Project limits: max from the project's settings, used counted from what the project holds. The check
// is the engine's (verifyLimits), refused with HTTP 409 reason limit_reached listing name, used and max.
import { verifyLimits } from '../engine/verification/limits'
import type { LimitEntry, LimitRequest } from '../engine/types'
import type { Ctx } from './context'
import { ApiError, NOFIELD } from './http/errors'

function used(ctx: Ctx, projectId: string): Record<string, number> {
  const volumes = ctx.repos.volumes.volumesOf(projectId, 'volume')
  return {
    servers: ctx.repos.servers.serversOf(projectId).length,
    volumes: volumes.length,
    'disk-space': volumes.reduce((sum, volume) => sum + volume.size, 0),
    // 001 §5: only external FIXED addresses count as ipv4
    addresses: ctx.repos.servers.addressesOfProject(projectId).filter((address) => address.external === 1 && address.type === 'FIXED').length,
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
