import type { EntityConfig } from '../engine/types'
import { backup } from './backup'
import { backupPlan } from './backup_plan'
import { dbaasCluster } from './dbaas_cluster'
import { dbaasClusterBackup } from './dbaas_cluster_backup'
import { dbaasDatabase } from './dbaas_database'
import { dbaasDatabaseBackup } from './dbaas_database_backup'

/** Managed databases and backups: dbaas_cluster, dbaas_database, dbaas backups, backup_plan, backup. */
export const dataEntities: EntityConfig[] = [dbaasCluster, dbaasDatabase, dbaasClusterBackup, dbaasDatabaseBackup, backupPlan, backup]
