// DBaaS database backup: a backup (dump) of type PARTIAL (000 §3 Backup, 001 §3 DBaaS backup, 001 §4 DBaaS rules,
// 001 §7 DBaaS: the list's default filter is type__eq PARTIAL). The rules are the shared backup rules.
import { BACKUPS, DEFAULT_LIST_ORDER, LIMIT_NAMES } from '../contract/constants'
import { defineEntity } from '../engine/define'
import type { DbaasDatabaseBackup } from '../generated/types/index.js'
import { BACKUP_COLUMNS, BACKUP_SOURCES, DBAAS_BACKUP_STATUSES, backupActions, backupInputs } from './dbaas_cluster_backup'

const actions = backupActions('dbaas_database_backup', ['database'])

export const dbaasDatabaseBackup = defineEntity<DbaasDatabaseBackup>()({
  kind: 'dbaas_database_backup',
  spec: '000 §3 Backup; 001 §3 DBaaS backup (type PARTIAL); 001 §4 DBaaS rules',
  scope: 'project',
  service: 'dbaas',
  // 000 §3: parent of dbaas_database_backup: project.
  parent: { kind: 'project' },
  name_field: 'created_in',
  // 000 §4, 001 §7: the websocket's dbaas_backup events; every kind that shows backups hears them
  ws_entity: 'dbaas_backup',
  icon: 'archive',
  routes: {
    list: { name: 'backups_databases', path: '/lk/project/backups/databases' },
  },
  statuses: DBAAS_BACKUP_STATUSES,
  // The usual item is a PARTIAL (database) backup; the default filter can be lifted, so FULL ones may be listed too.
  inputs: backupInputs(['database', 'cluster'], ['database']),
  limits: [LIMIT_NAMES.dbaas_clusters],
  relations: {
    cluster: { kind: 'dbaas_cluster', cardinality: 'many-to-one', reference: 'cluster' },
    database: { kind: 'dbaas_database', cardinality: 'many-to-one', reverse: 'backups', reference: 'database' },
  },
  list: { order: DEFAULT_LIST_ORDER, default_filter: { type__eq: BACKUPS.types.database }, columns: BACKUP_COLUMNS },
  // 001 §7 GET /projects/{id}/dbaas/backups (default filter type__eq PARTIAL)
  sources: [{ list: '/projects/{project_id}/dbaas/backups', scope: { type: BACKUPS.types.database } }],
  // 000 §2 project/backups: children servers (default), clusters, databases
  pages: { section: { route: 'backups', order: 3 } },
  actions: {
    get_url: actions.get_url,
    show_url: actions.show_url,
    // A PARTIAL backup is not a cluster source: restore is shown blocked; the baseline is a FULL one.
    restore: { ...actions.restore, baseline: BACKUP_SOURCES.cluster.set },
  },
})
