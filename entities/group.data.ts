import type { EntityConfig } from '../engine/types'

/** Managed databases and backups: dbaas_cluster, dbaas_database, dbaas backups, backup_plan, backup. */
export const dataEntities: EntityConfig[] = []
