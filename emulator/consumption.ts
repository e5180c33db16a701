// What each resource of a project costs now (000 §3 Consumption: amount, amount_active, cost.month, cost.hour):
// network volumes by size, running servers by flavor and local disk, external addresses with their DDoS protection. The sum
// of these is the project's hourly cost (money.ts projectCostKop), so the finance page's parts add up to the
// balance's current_cost exactly.
import type { Ctx } from './context'
import type { EntityName } from './events'
import { SERVER_NOT_RUNNING } from './domain/statuses'
import { resourcesOf } from './kit/registry'
import { addressCostKop, flavorCostKop, localDiskCostKop, volumeCostKop } from './money'
import { serverLicensesCostKop } from './kinds/server_license/present'

export interface ResourceCost {
  /** the websocket entity name of the resource */
  entity: EntityName
  id: string
  name: string
  project_id: string
  /** what the resource is counted by (GB of a volume, 1 of a server or an address) */
  amount: number
  /** the part of amount that is charged now (a stopped server: 0) */
  amount_active: number
  hour_kop: number
}

/**
 * What a server costs per hour while it runs: its flavor, its local disk and its licences are part of it (charged
 * while it runs); what starting it adds (000 §5 service start check).
 */
export function runningServerCostKop(ctx: Ctx, projectId: string, server: { id: string; flavor_id: string }): number {
  const localSize = ctx.repos.volumes
    .volumesOfServer(server.id)
    .filter((volume) => volume.storage_type === 'local')
    .reduce((sum, volume) => sum + volume.size, 0)
  return flavorCostKop(ctx, projectId, server.flavor_id) + localDiskCostKop(ctx, projectId, localSize) + serverLicensesCostKop(ctx, projectId, server.id)
}

export function projectConsumption(ctx: Ctx, projectId: string): ResourceCost[] {
  const { volumes, servers } = ctx.repos
  const costs: ResourceCost[] = []
  for (const server of servers.serversOf(projectId)) {
    const running = !SERVER_NOT_RUNNING.includes(server.status)
    costs.push({
      entity: 'server',
      id: server.id,
      name: server.name,
      project_id: projectId,
      amount: 1,
      amount_active: running ? 1 : 0,
      hour_kop: running ? runningServerCostKop(ctx, projectId, server) : 0,
    })
  }
  for (const volume of volumes.volumesOf(projectId, 'volume'))
    costs.push({ entity: 'volume', id: volume.id, name: volume.name, project_id: projectId, amount: volume.size, amount_active: volume.size, hour_kop: volumeCostKop(ctx, projectId, volume.size) })
  for (const address of servers.addressesOfProject(projectId))
    if (address.external === 1)
      costs.push({
        entity: 'address',
        id: address.id,
        name: address.address,
        project_id: projectId,
        amount: 1,
        amount_active: 1,
        hour_kop: addressCostKop(ctx, projectId, address.ddos_protection === 1),
      })
  // every other kind that costs money says what in its resource (kit/resource.ts consumption)
  for (const resource of resourcesOf(ctx)) costs.push(...(resource.consumption?.(ctx, projectId) ?? []))
  return costs
}

export function accountConsumption(ctx: Ctx, accountId: string): ResourceCost[] {
  return ctx.repos.projects.projectsOf(accountId).flatMap((project) => projectConsumption(ctx, project.id))
}
