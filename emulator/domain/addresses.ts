// Addresses of new servers: external ones from 203.0.113.0/24 upwards (documentation ranges), internal
// ones from 10.0.0.0/16.
import type { Ctx } from '../context'
import type { AddressRow } from '../db/servers'
import { isoAt, newId } from './ids'

export function freeAddress(ctx: Ctx, external: boolean): string {
  for (let n = 2; n < 65_000; n += 1) {
    const candidate = external ? `203.0.${113 + Math.floor(n / 254)}.${(n % 254) + 1}` : `10.0.${Math.floor(n / 254)}.${(n % 254) + 1}`
    if (!ctx.repos.servers.addressTaken(candidate)) return candidate
  }
  throw new Error('no free address left')
}

export function addServerAddress(ctx: Ctx, projectId: string, serverId: string, options: { external: boolean; ddos_protection?: boolean; is_primary?: boolean }): AddressRow {
  const row: AddressRow = {
    id: newId(),
    project_id: projectId,
    server_id: serverId,
    address: freeAddress(ctx, options.external),
    type: 'FIXED',
    external: options.external ? 1 : 0,
    is_primary: options.is_primary ? 1 : 0,
    mask: options.external ? 24 : 16,
    ddos_protection: options.ddos_protection ? 1 : 0,
    bandwidth_max_mbps: 100,
    created_in: isoAt(ctx.now()),
  }
  ctx.repos.servers.insertAddress(row)
  return row
}
