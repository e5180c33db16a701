// The rules of DBaaS backups (000 §3 Backup; 000 §4, 001 §4 DBaaS: BUILD is in progress and blocks get_url; a backup is
// usable at AVAILABLE; 001 §8: a backup in error status has no link; 001 §7 DBaaS backups and backup now).
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { catalogueBadRequest, conflict } from '../../http/errors'
import { announce, announceId } from '../../kit/announce'
import { insertRow, rowOf } from '../../kit/rows'
import { stepName } from '../../kit/steps'
import { dbaasClusterResource, type DbaasClusterRow } from '../dbaas_cluster/resource'
import { changeCluster } from '../dbaas_cluster/lifecycle'
import { dbaasDatabaseResource, type DbaasDatabaseRow } from '../dbaas_database/resource'
import { BACKUP_BUILD_MS, dbaasBackupResource, type DbaasBackupRow } from './resource'

/** Starts a backup: FULL of the cluster (database null), PARTIAL of one database; BUILD until its step on the clock. */
export function startBackup(ctx: Ctx, cluster: DbaasClusterRow, database: DbaasDatabaseRow | null): DbaasBackupRow {
  const type = database ? 'PARTIAL' : 'FULL'
  const row: DbaasBackupRow = {
    id: newId(),
    project_id: cluster.project_id,
    cluster_id: cluster.id,
    database_id: database?.id ?? null,
    type,
    status: 'BUILD',
    size_kb: database ? database.size_kb : cluster.storage_used_kb,
    created_in: isoAt(ctx.now()),
  }
  insertRow(ctx, dbaasBackupResource, row)
  ctx.clock.schedule(stepName(dbaasBackupResource, 'built'), row.id, BACKUP_BUILD_MS[type])
  announce(ctx, dbaasBackupResource, row, 'created')
  // the answers of its owners embed their backups
  if (database) announceId(ctx, dbaasDatabaseResource, database.id)
  else announceId(ctx, dbaasClusterResource, cluster.id)
  return row
}

/** BUILD → AVAILABLE: a cluster that was BACKUP for it is ACTIVE again */
export function backupBuilt(ctx: Ctx, row: DbaasBackupRow): void {
  const cluster = rowOf(ctx, dbaasClusterResource, row.cluster_id)
  if (cluster?.status === 'BACKUP' && row.type === 'FULL') changeCluster(ctx, cluster, { status: 'ACTIVE' })
}

/** 001 §7 POST /dbaas/backups/{id}/download (response url): 000 §4 blocked while BUILD; 001 §8 none in error */
export function backupUrl(row: DbaasBackupRow): { url: string } {
  if (row.status === 'BUILD') throw conflict('The backup is still being made', 'backup_in_progress', 'status')
  if (row.status === 'ERROR') throw catalogueBadRequest('nofield', 'backup_in_error_no_link')
  // the provider's storage hands out a link of its own; the emulator has no such store, so the link is a placeholder
  return { url: `https://dbaas-backups.example.net/${row.id}.${row.type === 'FULL' ? 'tar.gz' : 'sql.gz'}` }
}

/** 001 §7 POST /dbaas/databases/{id}/backup: a PARTIAL backup now (001 §4: blocked when storage is full or the cluster not usable) */
export function backupNow(ctx: Ctx, project: ProjectRow, cluster: DbaasClusterRow, database: DbaasDatabaseRow, guards: () => void): DbaasBackupRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    guards()
    return startBackup(ctx, cluster, database)
  })
}
