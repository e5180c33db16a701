// Backup (000 §3 Backup: type FULL for cluster, PARTIAL for database, status, created_in, cluster.id, database.id, url;
// 001 §4 Backup plan rules: "Restore of a backup is only from a cluster source"). The generic backup of the backups
// section (000 §2 project/backups, children servers, clusters, databases), either type; the type-specific views are
// dbaas_cluster_backup and dbaas_database_backup, and the rules are the shared backup rules.
// Server backups themselves are reached through their plan (backup_plan) and the backup service.
import { DEFAULT_LIST_ORDER, LIMIT_NAMES } from '../contract/constants'
import { defineEntity } from '../engine/define'
import type { Backup } from '../generated/types/index.js'
import { DBAAS_BACKUP_STATUSES, backupActions, backupInputs } from './dbaas_cluster_backup'

export const backup = defineEntity<Backup>()({
  kind: 'backup',
  spec: '000 §3 Backup; 000 §4 DBaaS cluster (backups); 001 §4 DBaaS rules and Backup plan rules',
  scope: 'project',
  service: 'backups',
  parent: { kind: 'project' },
  name_field: 'created_in',
  // 000 §4 / 001 §7: the websocket carries dbaas_backup events next to entity updates.
  ws_entity: 'dbaas_backup',
  icon: 'archive',
  routes: {
    // 000 §2: project/backups with children servers (default), clusters, databases.
    list: { name: 'backups', path: '/lk/project/backups' },
  },
  statuses: DBAAS_BACKUP_STATUSES,
  inputs: backupInputs(['cluster', 'database'], ['cluster', 'database']),
  limits: [LIMIT_NAMES.dbaas_clusters],
  relations: {
    cluster: { kind: 'dbaas_cluster', cardinality: 'many-to-one', reference: 'cluster' },
    database: { kind: 'dbaas_database', cardinality: 'many-to-one', reference: 'database' },
  },
  list: { order: DEFAULT_LIST_ORDER },
  actions: backupActions('backup', ['cluster', 'database']),
})
