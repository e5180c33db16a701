// DBaaS cluster backup: a backup of type FULL (000 §3 Backup, 000 §4 DBaaS cluster, 001 §3 DBaaS backup,
// 001 §4 DBaaS rules and Backup plan rules, 001 §7 DBaaS). The backup rules here are shared with
// dbaas_database_backup (type PARTIAL) and backup (either type), which hold the same API entity.
import { BACKUPS, DEFAULT_LIST_ORDER, LIMIT_NAMES, ORDER_MINIMUMS } from '../contract/constants'
import { all, any, count, defineEntity, dimension, dimensionOf, is, limitExceeded, present, rule, status } from '../engine/define'
import type { ActionConfig, ColumnConfig, Condition, InputDimension, InputValue, Predicate, StatusSets } from '../engine/types'
import type { Backup, DbaasClusterBackup } from '../generated/types/index.js'

export const DBAAS_BACKUP_STATUSES = {
  values: ['AVAILABLE', 'BUILD', 'ERROR'],
  sets: {
    /** 001 §4: backup status BUILD means in progress */
    processing: ['BUILD'],
    /** 001 §4: a backup is usable at AVAILABLE */
    usable: ['AVAILABLE'],
    /** 001 §8: "backup in error status has no link" */
    error: ['ERROR'],
  },
} as const satisfies StatusSets

/** The relation(s) a backup belongs to; each owner's `backups` list is the "backups" 001 §4 asks about. */
export type BackupOwner = 'cluster' | 'database'

const spec = {
  build: "001 §4 DBaaS: 'get_url of a backup blocked while BUILD'",
  limitOrNone: "001 §4 DBaaS: 'Restore or get-backup blocked when the cluster limit is reached or no backups exist'",
  clusterSource: "001 §4 Backup plan rules: 'Restore of a backup is only from a cluster source'",
}

/**
 * get_url (download) and restore of a backup, for the kind `kind` whose items belong to `owners`.
 *
 * Readings (each the stricter one):
 * - "get-backup" (001 §4) is read as get_url, the only action that gets a backup: it is blocked at the clusters
 *   limit and with no backups as restore is.
 * - "no backups exist" is read from the owner's backups list (related.<owner>.backups, the reverse of the backup's
 *   relation); a missing list blocks nothing.
 * - A backup is usable only at AVAILABLE: restore is blocked while BUILD and in ERROR like get_url.
 * - A cluster source is a backup that is neither PARTIAL nor made of a database (database.id set).
 */
export function backupActions(kind: string, owners: readonly BackupOwner[]): { get_url: ActionConfig<Backup>; show_url: ActionConfig<Backup>; restore: ActionConfig<Backup> } {
  const building: Condition<Backup> = rule(status.inSet('processing'), 'reason.processing', spec.build)
  // 001 §8: "backup in error status has no link".
  const inError: Condition<Backup> = rule(status.inSet('error'), 'reason.in_error', '001 §8: backup in error status has no link; 001 §4: a backup is usable at AVAILABLE')
  const clustersLimit: Condition<never> = rule(limitExceeded(LIMIT_NAMES.dbaas_clusters, ORDER_MINIMUMS[LIMIT_NAMES.dbaas_clusters]), 'reason.dbaas_cluster.clusters_limit', spec.limitOrNone)
  const noBackups: Condition<never> = rule(
    any(...owners.map((owner): Predicate<never> => all(present(`related.${owner}.backups`), count(`related.${owner}.backups`, '<', 1)))),
    `reason.${kind}.no_backups`,
    spec.limitOrNone,
  )
  const notFromCluster: Condition<Backup> = rule(any(is('item.type', BACKUPS.types.database), present('item.database.id')), `reason.${kind}.not_cluster_source`, spec.clusterSource)
  return {
    get_url: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster: BUILD is in progress and blocks get_url; 001 §7 POST /dbaas/backups/{id}/download (response url)',
      // A download changes nothing: the project stopping rules do not apply.
      mutating: false,
      block: [building, inError, clustersLimit, noBackups],
      call: { method: 'POST', path: '/dbaas/backups/{id}/download' },
      // the link comes with the answer only: shown with copy (show_url)
      after: { refetch: 'none', then: 'show_url' },
    },
    show_url: {
      scope: 'item',
      spec: '000 §3 Backup: url; 001 §7 POST /dbaas/backups/{id}/download (response url): the link get_url opens',
      menu: false,
      mutating: false,
      after: { refetch: 'none' },
      view: { note: 'dbaas_backup.view.note', fields: [{ path: 'answer.url', label: 'dbaas_backup.field.url', copy: true }] },
    },
    restore: {
      scope: 'item',
      spec: '000 §2 new_dbaas_cluster (optional query backup = backup id to restore from); 000 §4 DBaaS cluster: restore only from a cluster source',
      // Restoring orders a new cluster: paid and creating a resource, like the cluster's create (stricter reading).
      paid: true,
      creates_resource: true,
      block: [building, inError, notFromCluster, clustersLimit, noBackups],
      // The new-cluster page takes the backup as its query `backup` and runs the cluster's create (money, limits).
      entrance: { route: 'new_dbaas_cluster', params: { backup: 'item.id' } },
    },
  }
}

/** a backup's list columns: when, its type (FULL of a cluster, PARTIAL of a database) and status */
export const BACKUP_COLUMNS: readonly ColumnConfig<Backup>[] = [
  { field: 'created_in', label: 'column.created_in', format: 'date' },
  { field: 'type', label: 'column.type', format: 'text' },
  { field: 'status', label: 'column.status', format: 'status' },
]

const CLUSTER_REF = { id: 'cluster-1' }
const DATABASE_REF = { id: 'database-1' }

/** The source of a backup: a cluster (FULL) or a database (PARTIAL); the first value is the kind's usual one. */
export const BACKUP_SOURCES: Record<BackupOwner, InputValue> = {
  cluster: { label: `cluster (${BACKUPS.types.cluster})`, set: { 'item.type': BACKUPS.types.cluster, 'item.cluster': CLUSTER_REF, 'item.database': null } },
  database: { label: `database (${BACKUPS.types.database})`, set: { 'item.type': BACKUPS.types.database, 'item.cluster': CLUSTER_REF, 'item.database': DATABASE_REF } },
}

/** The inputs every backup kind's rules read: status, source, the owners' backups and the clusters limit. */
export function backupInputs(sources: readonly BackupOwner[], owners: readonly BackupOwner[]): InputDimension<Backup>[] {
  return [
    dimension('status', 'item.status', DBAAS_BACKUP_STATUSES.values),
    dimensionOf(
      'source',
      sources.map((source) => BACKUP_SOURCES[source]),
    ),
    ...owners.map((owner) =>
      dimensionOf(`${owner} backups`, [
        { label: 'some', set: { [`related.${owner}.backups`]: [{ id: 'backup-1' }] } },
        { label: 'none', set: { [`related.${owner}.backups`]: [] } },
      ]),
    ),
    dimensionOf(`${LIMIT_NAMES.dbaas_clusters} limit`, [
      { label: 'below max', set: { [`project.limits.${LIMIT_NAMES.dbaas_clusters}`]: { name: LIMIT_NAMES.dbaas_clusters, used: 0, max: 3 } } },
      { label: 'at max', set: { [`project.limits.${LIMIT_NAMES.dbaas_clusters}`]: { name: LIMIT_NAMES.dbaas_clusters, used: 3, max: 3 } } },
    ]),
  ]
}

export const dbaasClusterBackup = defineEntity<DbaasClusterBackup>()({
  kind: 'dbaas_cluster_backup',
  spec: '000 §3 Backup; 001 §3 DBaaS backup (type FULL); 001 §4 DBaaS rules',
  scope: 'project',
  service: 'dbaas',
  // 000 §3 lists the parent of dbaas_database_backup as project; the cluster backup is read the same way.
  parent: { kind: 'project' },
  name_field: 'created_in',
  // 000 §4, 001 §7: the websocket's dbaas_backup events; every kind that shows backups hears them
  ws_entity: 'dbaas_backup',
  icon: 'archive',
  routes: {
    list: { name: 'backups_clusters', path: '/lk/project/backups/clusters' },
    cluster_backups: { name: 'dbaas_cluster_backups', path: '/lk/dbaas/clusters/$id/backups' },
  },
  statuses: DBAAS_BACKUP_STATUSES,
  inputs: backupInputs(['cluster', 'database'], ['cluster']),
  limits: [LIMIT_NAMES.dbaas_clusters],
  relations: {
    cluster: { kind: 'dbaas_cluster', cardinality: 'many-to-one', reverse: 'backups', reference: 'cluster' },
  },
  // 001 §7 gives the default filter type__eq PARTIAL for database backups; cluster backups are read as the FULL ones.
  list: {
    order: DEFAULT_LIST_ORDER,
    default_filter: { type__eq: BACKUPS.types.cluster },
    columns: BACKUP_COLUMNS,
  },
  // 001 §7 GET /projects/{id}/dbaas/backups (a backup has no details page); the pages of project/backups are the backups
  // section's (000 §2), the cluster's backups tab lists them here
  sources: [{ list: '/projects/{project_id}/dbaas/backups', scope: { type: BACKUPS.types.cluster } }],
  // 000 §2 project/backups: children servers (default), clusters, databases
  pages: { section: { route: 'backups', order: 2 } },
  actions: backupActions('dbaas_cluster_backup', ['cluster']),
})
