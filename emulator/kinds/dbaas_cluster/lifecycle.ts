// A cluster's way through its statuses on the clock (000 §4, 001 §4 DBaaS): up when its nodes are ALIVE, stopped
// with them, gone with its nodes, databases and backups.
import type { Ctx } from '../../context'
import { announce } from '../../kit/announce'
import { rowOf, rowsOf, updateRow } from '../../kit/rows'
import { removeNow } from '../../kit/steps'
import { balanceChanged } from '../../money'
import { dbaasBackupResource } from '../dbaas_backup/resource'
import { dbaasDatabaseResource } from '../dbaas_database/resource'
import { releaseClusterAddresses } from './addresses'
import { dbaasNodeResource, nodesOf } from './nodes'
import { dbaasClusterResource, type DbaasClusterRow } from './resource'

/** the statuses a cluster leaves for ACTIVE once all its nodes are up */
const COMING_UP: readonly string[] = ['CREATING', 'RESTORE', 'STARTING']

function accountOf(ctx: Ctx, projectId: string): string | undefined {
  return ctx.repos.projects.project(projectId)?.account_id
}

/** changes the cluster's columns and announces it */
export function changeCluster(ctx: Ctx, row: DbaasClusterRow, change: Partial<DbaasClusterRow>): DbaasClusterRow {
  const changed = updateRow(ctx, dbaasClusterResource, row.id, change) as DbaasClusterRow
  announce(ctx, dbaasClusterResource, changed)
  return changed
}

export function clusterBalanceChanged(ctx: Ctx, row: DbaasClusterRow): void {
  const accountId = accountOf(ctx, row.project_id)
  if (accountId) balanceChanged(ctx, accountId)
}

/** A node came up: the cluster (whose answer embeds its nodes) is announced, and is ACTIVE when every node is ALIVE. */
export function nodeChanged(ctx: Ctx, clusterId: string): void {
  const cluster = rowOf(ctx, dbaasClusterResource, clusterId)
  if (!cluster) return
  const allAlive = nodesOf(ctx, cluster.project_id, cluster.id).every((node) => node.status === 'ALIVE')
  if (allAlive && COMING_UP.includes(cluster.status)) {
    clusterBalanceChanged(ctx, changeCluster(ctx, cluster, { status: 'ACTIVE' }))
  } else announce(ctx, dbaasClusterResource, cluster)
}

/** STOPPING → STOPPED, its nodes STOPPED */
export function clusterStopped(ctx: Ctx, row: DbaasClusterRow): void {
  for (const node of nodesOf(ctx, row.project_id, row.id)) updateRow(ctx, dbaasNodeResource, node.id, { status: 'STOPPED' })
  clusterBalanceChanged(ctx, changeCluster(ctx, row, { status: 'STOPPED' }))
}

/** DELETING → gone, with its nodes, databases and backups (each database and backup heard of as deleted); its floating IPs stay, DOWN */
export function clusterDeleted(ctx: Ctx, row: DbaasClusterRow): void {
  for (const backup of rowsOf(ctx, dbaasBackupResource, row.project_id)) if (backup.cluster_id === row.id) removeNow(ctx, dbaasBackupResource, backup)
  for (const database of rowsOf(ctx, dbaasDatabaseResource, row.project_id)) if (database.cluster_id === row.id) removeNow(ctx, dbaasDatabaseResource, database)
  for (const node of nodesOf(ctx, row.project_id, row.id)) removeNow(ctx, dbaasNodeResource, node)
  releaseClusterAddresses(ctx, row.id)
  removeNow(ctx, dbaasClusterResource, row)
  clusterBalanceChanged(ctx, row)
}
