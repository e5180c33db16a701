// A server's backup copy, made by its backup plan (001 §7 GET /backup/plans/{id}/backups; 000 §3 Backup: type,
// status, created_in, url; 001 §9 Server backups: daily, full copies Monday and Friday, the rest incremental). Listed
// on its plan's page. 000 §4 / 001 §4 allow a backup's restore "only from a cluster source" and name no delete of a
// server's copy: a copy of a server offers neither (restore and delete of a cluster's are dbaas_cluster_backup's).
import { DEFAULT_LIST_ORDER } from '../contract/constants'
import { defineEntity, dimension } from '../engine/define'
import type { Backup } from '../generated/types/index.js'
import { DBAAS_BACKUP_STATUSES } from './dbaas_cluster_backup'

/** a copy's statuses are a backup's (000 §4: BUILD in progress, AVAILABLE usable, ERROR) */
const SERVER_BACKUP_STATUSES = DBAAS_BACKUP_STATUSES

export const serverBackup = defineEntity<Backup>()({
  kind: 'server_backup',
  spec: '000 §3 Backup; 001 §7 GET /backup/plans/{id}/backups; 001 §9 Server backups',
  scope: 'project',
  service: 'backups',
  parent: { kind: 'project' },
  name_field: 'created_in',
  // the emulator's websocket names a server's copy `backup` (a cluster's and a database's are `dbaas_backup`)
  ws_entity: 'backup',
  icon: 'archive',
  // listed on its plan's page only; its list route is the plans' (000 §2 project/backups, child servers)
  routes: { list: { name: 'backup_plans', path: '/lk/project/backups/servers' } },
  statuses: SERVER_BACKUP_STATUSES,
  inputs: [dimension('status', 'item.status', SERVER_BACKUP_STATUSES.values)],
  relations: {
    // the plan's copies: the plan's relation backups lists them by plan_id
    plan: { kind: 'backup_plan', cardinality: 'many-to-one', reverse: 'backups', id: 'plan_id' },
  },
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §3 Backup: type, status, created_in; 001 §9 full or incremental; GB stored (consumption-billed)
    columns: [
      { field: 'created_in', label: 'column.created_in', format: 'date' },
      { field: 'type', label: 'column.type', format: 'text' },
      { field: 'status', label: 'column.status', format: 'status' },
      { field: 'size', label: 'server_backup.field.size', format: 'size_gb' },
    ],
  },
  // 001 §7 GET /backup/plans/{id}/backups: the plan's id is the path's (its filter plan_id__eq)
  sources: [{ list: '/backup/plans/{plan_id__eq}/backups' }],
  actions: {},
})
