import type { EntityConfig } from '../engine/types'
import { backup } from './backup'
import { backupPlan } from './backup_plan'
import { dbaasCluster } from './dbaas_cluster'
import { dbaasClusterBackup } from './dbaas_cluster_backup'
import { dbaasDatabase } from './dbaas_database'
import { dbaasDatabaseBackup } from './dbaas_database_backup'
import { serverBackup } from './server_backup'

const configs = [dbaasCluster, dbaasDatabase, dbaasClusterBackup, dbaasDatabaseBackup, backupPlan, backup, serverBackup] as const
/** Each config of the group with its own type: entities/index.ts checks the route names they refer to. */
export type DataConfig = (typeof configs)[number]
/** Managed databases and backups: dbaas_cluster, dbaas_database, dbaas backups, backup_plan, backup, server_backup. */
export const dataEntities: EntityConfig[] = [...configs]
