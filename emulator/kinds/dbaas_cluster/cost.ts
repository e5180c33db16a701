// What a cluster costs (000 §3 Project prices; 001 §9 DBaaS): the price list's dbaas entries per vCPU, per GB of RAM
// and per GB of storage of the cluster (its nodes together), plus its external address and DDoS protection as any
// address. A stopped cluster keeps paying for its storage and address only.
import { PRICE_GROUPS, RESOURCES } from '../../../contract/constants'
import type { Ctx } from '../../context'
import { addressCostKop, priceKop } from '../../money'
import { rowsOf } from '../../kit/rows'
import { dbaasClusterResource, type DbaasClusterRow } from './resource'

export const DBAAS_PRICE = { group: PRICE_GROUPS.dbaas, cpu: RESOURCES.cpu, ram: RESOURCES.ram, storage: RESOURCES.storage } as const

/** the flavor part: vCPUs and RAM */
export const flavorCostKop = (ctx: Ctx, projectId: string, vcpus: number, ram: number): number =>
  vcpus * priceKop(ctx, projectId, DBAAS_PRICE.group, DBAAS_PRICE.cpu) + ram * priceKop(ctx, projectId, DBAAS_PRICE.group, DBAAS_PRICE.ram)

export const storageCostKop = (ctx: Ctx, projectId: string, size: number): number => size * priceKop(ctx, projectId, DBAAS_PRICE.group, DBAAS_PRICE.storage)

/** an order: the flavor, the storage and, when asked, the external address */
export function orderCostKop(ctx: Ctx, projectId: string, order: { vcpus: number; ram: number; storage_size: number; address: { ddos_protection: boolean } | null }): number {
  const address = order.address ? addressCostKop(ctx, projectId, order.address.ddos_protection) : 0
  return flavorCostKop(ctx, projectId, order.vcpus, order.ram) + storageCostKop(ctx, projectId, order.storage_size) + address
}

const NOT_RUNNING: readonly string[] = ['STOPPED', 'STOPPING', 'DEAD', 'ERROR', 'CREATION_ERROR', 'DELETING']

/** what the cluster costs per hour now, and whether its flavor part is charged */
export function clusterCostKop(ctx: Ctx, row: DbaasClusterRow): { hour_kop: number; running: boolean } {
  const running = !NOT_RUNNING.includes(row.status)
  const address = row.external_address === null ? 0 : addressCostKop(ctx, row.project_id, row.ddos_protection === 1)
  const flavor = running ? flavorCostKop(ctx, row.project_id, row.vcpus, row.ram) : 0
  return { hour_kop: flavor + storageCostKop(ctx, row.project_id, row.storage_size) + address, running }
}

/** the project's clusters as resources of its consumption (000 §3 Consumption) */
export function clusterConsumption(ctx: Ctx, projectId: string): { entity: 'dbaas_cluster'; id: string; name: string; project_id: string; amount: number; amount_active: number; hour_kop: number }[] {
  return rowsOf(ctx, dbaasClusterResource, projectId).map((row) => {
    const cost = clusterCostKop(ctx, row)
    return { entity: 'dbaas_cluster', id: row.id, name: row.name, project_id: projectId, amount: 1, amount_active: cost.running ? 1 : 0, hour_kop: cost.hour_kop }
  })
}
