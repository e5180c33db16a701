// A licence as the API answers it, and what licences cost: the addon's price (group `license`) times its value,
// per hour. A server's licences count in its cost (consumption.ts) and in the money check of what adds to it.
import { LICENSE } from '../../../contract/constants'
import type { ServerLicense } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { balanceChanged, HOURS_PER_MONTH, priceKop, roubles } from '../../money'
import type { ServerLicenseRow } from './resource'

/** the product names of the addons (000 §3 Server license name) */
const NAMES: Readonly<Record<string, string>> = {
  ispmanager_6: 'ISPmanager 6',
  windows_server: 'Windows Server',
  windows_rdp: 'Windows RDP',
  mssql_web: 'Microsoft SQL Server Web',
  mssql_standard: 'Microsoft SQL Server Standard',
}

export const licenseName = (addon: string): string => NAMES[addon] ?? addon

/** what `value` units of the addon cost per hour, kopecks */
export const licenseCostKop = (ctx: Ctx, projectId: string, addon: string, value: number): number => priceKop(ctx, projectId, LICENSE.price_group, addon) * value

export function licensesOfServer(ctx: Ctx, serverId: string): ServerLicenseRow[] {
  return prepared(ctx.repos.db, 'SELECT * FROM server_licenses WHERE server_id = ? ORDER BY created_in, id').all(serverId) as ServerLicenseRow[]
}

/** what the server's licences cost per hour, kopecks */
export const serverLicensesCostKop = (ctx: Ctx, projectId: string, serverId: string): number =>
  licensesOfServer(ctx, serverId).reduce((sum, row) => sum + licenseCostKop(ctx, projectId, row.addon, row.value), 0)

export function presentLicense(ctx: Ctx, row: ServerLicenseRow): ServerLicense {
  const hour = licenseCostKop(ctx, row.project_id, row.addon, row.value)
  return {
    id: row.id,
    addon: row.addon as ServerLicense['addon'],
    name: licenseName(row.addon),
    items: [],
    value: row.value,
    status: row.status as ServerLicense['status'],
    cost: { hour: roubles(hour), month: roubles(hour * HOURS_PER_MONTH) },
    server_id: row.server_id,
    created_in: row.created_in,
    project_id: row.project_id,
  }
}

/** a licence step changed what the project costs */
export function licenseSettled(ctx: Ctx, row: ServerLicenseRow): void {
  const project = ctx.repos.projects.project(row.project_id)
  if (project) balanceChanged(ctx, project.account_id)
}
