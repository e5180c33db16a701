// DBaaS database (000 §3 Database, 000 §4 DBaaS cluster, 001 §3, 001 §4 DBaaS rules, 001 §7 DBaaS).
// Every rule of a database reads its cluster from related.cluster (the parent via cluster_id); the collection
// action create is evaluated with item {} and the cluster in related.cluster (DESIGN).
import { DBAAS, DEFAULT_LIST_ORDER, TIMINGS } from '../contract/constants'
import { all, defineEntity, dimension, dimensionOf, fact, inSet, not, present, rule } from '../engine/define'
import type { Condition, StatusSets } from '../engine/types'
import type { DbaasDatabase } from '../generated/types/index.js'
import { DBAAS_CLUSTER_STATUSES, storageFull } from './dbaas_cluster'

/** 000 §4, 001 §4: a database is usable at READY; the other statuses are not listed in the spec. */
export const DBAAS_DATABASE_STATUSES = {
  values: ['READY'],
  sets: { processing: [], usable: ['READY'], error: [] },
} as const satisfies StatusSets

const spec = {
  processing: "001 §4 DBaaS: 'While processing all actions are blocked, including database create, change admin password, delete, backup now, backup enable and disable'",
  errorOrDead: "001 §4 DBaaS: 'In error or dead: create, stop, start, resize, extend_storage, attach_floatingip, edit_configuration, backup_enable, backup_disable blocked'",
  stopped: "001 §4 DBaaS: 'Stopped blocks database actions'",
  storageFull: "001 §4 DBaaS: 'Database create and backup_now blocked when storage is full'",
}
const CLUSTER = 'dbaas_cluster'
const clusterProcessing: Condition<DbaasDatabase> = rule(inSet('related.cluster.status', 'processing', CLUSTER), 'reason.dbaas_database.cluster_processing', spec.processing)
// The cluster's own create is evaluated with item {}: the "create" that an erroneous or dead cluster blocks can only be
// the database create. backup_enable and backup_disable are read for both the cluster's and the database's pair
// (stricter reading); change admin password, delete and backup now are not in that list and stay allowed.
const clusterInError: Condition<DbaasDatabase> = rule(inSet('related.cluster.status', 'error', CLUSTER), 'reason.dbaas_database.cluster_in_error', spec.errorOrDead)
const clusterDead: Condition<DbaasDatabase> = rule(inSet('related.cluster.status', 'dead', CLUSTER), 'reason.dbaas_database.cluster_dead', spec.errorOrDead)
const clusterStopped: Condition<DbaasDatabase> = rule(inSet('related.cluster.status', 'stopped', CLUSTER), 'reason.dbaas_database.cluster_stopped', spec.stopped)
const storageIsFull: Condition<DbaasDatabase> = rule(fact('storage_full'), 'reason.dbaas_database.storage_full', spec.storageFull)
// 000 §4 / 001 §4 define READY as the usable status without saying what it gates. Stricter reading: a database
// that is not usable cannot take its own actions; delete stays possible, as the cluster's error rule leaves delete out.
// A missing status blocks nothing.
const notReady: Condition<DbaasDatabase> = rule(all(present('item.status'), not(inSet('item.status', 'usable'))), 'reason.dbaas_database.not_ready', '001 §4 DBaaS: a database is usable at READY')
const clusterUsable: Condition<DbaasDatabase>[] = [clusterProcessing, clusterStopped]

const storage = (freeKb: number) => ({ 'related.cluster.storage_size': DBAAS.min_storage_gb, 'related.cluster.storage_used_KB': DBAAS.min_storage_gb * DBAAS.kb_per_gb - freeKb })

export const dbaasDatabase = defineEntity<DbaasDatabase>()({
  kind: 'dbaas_database',
  spec: '000 §3 Database; 000 §4 DBaaS cluster (database actions); 001 §4 DBaaS rules',
  scope: 'project',
  service: 'dbaas',
  parent: { kind: 'dbaas_cluster', via: 'cluster_id' },
  name_field: 'name',
  ws_entity: 'dbaas_database',
  icon: 'database',
  routes: {
    page: { name: 'dbaas_database_details', path: '/lk/dbaas/databases/$id/details' },
    // product decision, not in 000 §2: the database's backups (its dumps) have a tab of their own
    backups: { name: 'dbaas_database_backups', path: '/lk/dbaas/databases/$id/backups' },
    // The databases of a cluster are listed on the cluster's databases tab (dbaas_cluster_databases): no list page here.
  },
  statuses: DBAAS_DATABASE_STATUSES,
  facts: { storage_full: storageFull('related.cluster') },
  inputs: [
    // The values besides READY are not named by the spec: one stands for "any other status".
    dimension('status', 'item.status', ['READY', 'NOT_READY']),
    dimension('cluster status', 'related.cluster.status', DBAAS_CLUSTER_STATUSES.values),
    dimensionOf('cluster storage', [
      { label: 'free', set: storage(DBAAS.min_storage_gb * DBAAS.kb_per_gb) },
      { label: `${DBAAS.storage_full_free_kb + 1} KB free`, set: storage(DBAAS.storage_full_free_kb + 1) },
      { label: `${DBAAS.storage_full_free_kb} KB free (full)`, set: storage(DBAAS.storage_full_free_kb) },
    ]),
  ],
  relations: {
    cluster: { kind: 'dbaas_cluster', cardinality: 'many-to-one', reverse: 'databases', id: 'cluster_id' },
    backups: { kind: 'dbaas_database_backup', cardinality: 'one-to-many', data: 'backups' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    columns: [
      { field: 'name', label: 'column.name', format: 'name' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'admin_username', label: 'column.admin_username', format: 'text' },
      { field: 'backup_enabled', label: 'column.backup_enabled', format: 'boolean' },
      { field: 'size_KB', label: 'column.size', format: 'size_kb' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
    page_size: TIMINGS.rows_per_part,
  },
  // 000 §2 databases/{id}/details
  detail: {
    tabs: [
      {
        name: 'details',
        label: 'dbaas_database.tab.details',
        route: 'dbaas_database_details',
        fields: [
          { field: 'status', label: 'column.status', format: 'status' },
          { field: 'cluster', label: 'column.cluster', widget: 'entity_ref' },
          { field: 'admin_username', label: 'column.admin_username', format: 'text' },
          { field: 'backup_enabled', label: 'column.backup_enabled', format: 'boolean' },
          { field: 'size_KB', label: 'column.size', format: 'size_kb' },
          { field: 'created_in', label: 'column.created_in', format: 'date' },
        ],
      },
      { name: 'backups', label: 'dbaas_database.tab.backups', route: 'dbaas_database_backups', related: 'backups' },
    ],
  },
  // 001 §7 GET /projects/{id}/dbaas/databases (a cluster's: cluster_id), GET /dbaas/databases/{id}
  sources: [{ list: '/projects/{project_id}/dbaas/databases', detail: '/dbaas/databases/{id}' }],
  pages: { details: ['page', 'backups'] },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 DBaaS cluster: database actions: create; 001 §7 POST /dbaas/clusters/{id}/databases (name, admin_username, admin_password)',
      block: [...clusterUsable, clusterInError, clusterDead, storageIsFull],
      // The call is made on the owner cluster: item is {} for a collection action, so the id is the cluster's.
      call: { method: 'POST', path: '/dbaas/clusters/{related.cluster.id}/databases' },
      after: { refetch: 'list' },
      dialog: {
        fields: [
          { name: 'name', kind: 'text', label: 'dbaas_database.field.name', hint: 'dbaas_database.hint.name', required: true },
          { name: 'admin_username', kind: 'text', label: 'dbaas_database.field.admin_username', hint: 'dbaas_database.hint.admin_username', required: true },
          { name: 'admin_password', kind: 'password', label: 'dbaas_database.field.admin_password', required: true },
        ],
      },
      request: 'DbaasDatabaseCreateRequest',
    },
    change_admin_password: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster: database actions: change admin password; 001 §7 POST /dbaas/databases/{id}/admin-password (password)',
      block: [...clusterUsable, notReady],
      call: { method: 'POST', path: '/dbaas/databases/{id}/admin-password' },
      after: { refetch: 'none' },
      dialog: { fields: [{ name: 'password', kind: 'password', label: 'dbaas_database.field.admin_password', required: true }] },
      request: 'DbaasDatabasePasswordRequest',
    },
    delete: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster: database actions: delete; 001 §7 DELETE /dbaas/databases/{id}',
      block: clusterUsable,
      call: { method: 'DELETE', path: '/dbaas/databases/{id}' },
      after: { refetch: 'list' },
    },
    backup_now: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster: database actions: backup now; 001 §7 POST /dbaas/databases/{id}/backup',
      block: [...clusterUsable, notReady, storageIsFull],
      call: { method: 'POST', path: '/dbaas/databases/{id}/backup' },
      after: { refetch: 'details' },
    },
    backup_enable: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster: database actions: backup enable; 001 §7 POST /dbaas/databases/{id}/backup/enable',
      // Database dumps are billed by consumption (000 §4 Cart): read as "paid ... and similar" of 001 §4 (stricter).
      paid: true,
      block: [...clusterUsable, clusterInError, clusterDead, notReady],
      call: { method: 'POST', path: '/dbaas/databases/{id}/backup/enable' },
      after: { refetch: 'details', recalculate_balance: true },
    },
    backup_disable: {
      scope: 'item',
      spec: '000 §4 DBaaS cluster: database actions: backup disable; 001 §7 POST /dbaas/databases/{id}/backup/disable',
      block: [...clusterUsable, clusterInError, clusterDead, notReady],
      call: { method: 'POST', path: '/dbaas/databases/{id}/backup/disable' },
      after: { refetch: 'details', recalculate_balance: true },
    },
  },
})
