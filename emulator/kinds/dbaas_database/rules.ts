// The rules of a cluster's databases (000 §4 DBaaS cluster: database actions create, change admin password, delete,
// backup now, backup enable/disable; 001 §4 DBaaS rules; 000 §5, 001 §5 Database name). Answers the row after the call.
import { DBAAS } from '../../../contract/constants'
import type { DbaasDatabaseCreateRequest, DbaasDatabasePasswordRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { catalogueBadRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow, rowOf, rowsOf, updateRow } from '../../kit/rows'
import { begin, removeNow } from '../../kit/steps'
import { dbaasClusterResource, type DbaasClusterRow } from '../dbaas_cluster/resource'
import { CLUSTER_MS, requireDatabaseName, requireNotProcessing } from '../dbaas_cluster/rules'
import { changeCluster } from '../dbaas_cluster/lifecycle'
import { dbaasDatabaseResource, type DbaasDatabaseRow } from './resource'

/** what a new, empty database takes of its cluster's storage, KB */
export const DATABASE_KB = 8_192

/** 001 §4: storage is full when free space is 1024 KB or less (storage_size GB read as 1024 × 1024 KB) */
export const storageFull = (cluster: DbaasClusterRow): boolean => cluster.storage_size * DBAAS.kb_per_gb - cluster.storage_used_kb <= DBAAS.storage_full_free_kb

export const clusterOf = (ctx: Ctx, database: DbaasDatabaseRow): DbaasClusterRow => rowOf(ctx, dbaasClusterResource, database.cluster_id) as DbaasClusterRow

/** 001 §4: while the cluster processes all database actions are blocked; stopped blocks database actions */
export function requireClusterUsable(cluster: DbaasClusterRow): void {
  requireNotProcessing(cluster)
  if (cluster.status === 'STOPPED') throw conflict('The cluster is stopped', 'cluster_stopped', 'status')
}

/** 001 §4: in error or dead, the database create and backup enable and disable are blocked too */
function requireClusterHealthy(cluster: DbaasClusterRow): void {
  requireClusterUsable(cluster)
  if (['CREATION_ERROR', 'CONFIG_ERROR', 'ERROR', 'DEAD'].includes(cluster.status)) throw conflict(`The cluster is ${cluster.status}`, 'cluster_in_error', 'status')
}

/** 001 §4: database create and backup_now blocked when storage is full */
export function requireStorage(cluster: DbaasClusterRow): void {
  if (storageFull(cluster)) throw conflict('The storage of the cluster is full', 'storage_full', 'nofield')
}

/** a database of the cluster, READY, taking its share of the storage; announced */
export function insertDatabase(ctx: Ctx, cluster: DbaasClusterRow, request: DbaasDatabaseCreateRequest, sizeKb = DATABASE_KB): DbaasDatabaseRow {
  const row: DbaasDatabaseRow = {
    id: newId(),
    project_id: cluster.project_id,
    cluster_id: cluster.id,
    name: request.name,
    status: 'READY',
    admin_username: request.admin_username,
    admin_password: request.admin_password,
    backup_enabled: 0,
    size_kb: sizeKb,
    created_in: isoAt(ctx.now()),
  }
  insertRow(ctx, dbaasDatabaseResource, row)
  const current = rowOf(ctx, dbaasClusterResource, cluster.id) as DbaasClusterRow
  updateRow(ctx, dbaasClusterResource, cluster.id, { storage_used_kb: current.storage_used_kb + sizeKb })
  announce(ctx, dbaasDatabaseResource, row, 'created')
  return row
}

/** a restored cluster gets the databases of the backup's cluster */
export function copyDatabases(ctx: Ctx, source: DbaasClusterRow, target: DbaasClusterRow): void {
  for (const database of rowsOf(ctx, dbaasDatabaseResource, source.project_id)) {
    if (database.cluster_id === source.id) insertDatabase(ctx, target, database, database.size_kb)
  }
}

/**
 * 001 §7 POST /dbaas/clusters/{id}/databases (name, admin_username, admin_password): 000 §5 name rules (the schema's
 * pattern, forbidden names), 001 §8 "database or user already exists on the cluster"; the cluster is UPDATING while
 * the database is made, the database READY at once.
 */
export function createDatabase(ctx: Ctx, project: ProjectRow, cluster: DbaasClusterRow, request: DbaasDatabaseCreateRequest): DbaasDatabaseRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireClusterHealthy(cluster)
    requireDatabaseName('name', request.name)
    const taken = rowsOf(ctx, dbaasDatabaseResource, project.id).find(
      (database) => database.cluster_id === cluster.id && (database.name.toLowerCase() === request.name.toLowerCase() || database.admin_username === request.admin_username),
    )
    if (taken) throw catalogueBadRequest(taken.name.toLowerCase() === request.name.toLowerCase() ? 'name' : 'admin_username', 'database_or_user_exists')
    requireStorage(cluster)
    const row = insertDatabase(ctx, cluster, request)
    const fresh = rowOf(ctx, dbaasClusterResource, cluster.id) as DbaasClusterRow
    begin(ctx, dbaasClusterResource, fresh, { status: 'UPDATING' }, 'updated', CLUSTER_MS.update / 2)
    return row
  })
}

/** 001 §7 POST /dbaas/databases/{id}/admin-password (password) */
export function changeAdminPassword(ctx: Ctx, project: ProjectRow, row: DbaasDatabaseRow, request: DbaasDatabasePasswordRequest): DbaasDatabaseRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireClusterUsable(clusterOf(ctx, row))
    return updateRow(ctx, dbaasDatabaseResource, row.id, { admin_password: request.password }) as DbaasDatabaseRow
  })
}

/** 001 §7 DELETE /dbaas/databases/{id}: gone at once, its storage freed */
export function deleteDatabase(ctx: Ctx, project: ProjectRow, row: DbaasDatabaseRow): void {
  ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    const cluster = clusterOf(ctx, row)
    requireClusterUsable(cluster)
    removeNow(ctx, dbaasDatabaseResource, row)
    changeCluster(ctx, cluster, { storage_used_kb: Math.max(0, cluster.storage_used_kb - row.size_kb) })
  })
}

/** 001 §7 POST /dbaas/databases/{id}/backup/enable and /disable: the daily dump (001 §9) on or off */
export function setDatabaseBackups(ctx: Ctx, project: ProjectRow, row: DbaasDatabaseRow, enabled: boolean): DbaasDatabaseRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: enabled })
    requireClusterHealthy(clusterOf(ctx, row))
    if ((row.backup_enabled === 1) === enabled)
      throw conflict(enabled ? 'Backups of the database are already on' : 'Backups of the database are off', enabled ? 'backup_already_enabled' : 'backup_already_disabled', 'backup_enabled')
    const changed = updateRow(ctx, dbaasDatabaseResource, row.id, { backup_enabled: enabled ? 1 : 0 }) as DbaasDatabaseRow
    announce(ctx, dbaasDatabaseResource, changed)
    return changed
  })
}
