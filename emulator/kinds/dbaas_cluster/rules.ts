// The rules of DBaaS clusters (000 §4, 001 §4 DBaaS rules; 001 §5; 001 §7 DBaaS): order (or restore from a backup),
// rename, stop, start, resize, extend_storage, configuration, backups on and off, delete. Answers the row as it is
// after the call; long operations (stop, start, resize, extend_storage, delete) go on on the clock.
import { DBAAS } from '../../../contract/constants'
import type {
  DbaasClusterCreateRequest,
  DbaasClusterExtendStorageRequest,
  DbaasClusterResizeRequest,
  DbaasClusterUpdateRequest,
  DbaasConfigurationResetRequest,
  DbaasConfigurationUpdateRequest,
} from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { ApiError, badRequest, catalogueBadRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow, rowOf, updateRow } from '../../kit/rows'
import { begin } from '../../kit/steps'
import { requireLimits } from '../../limits'
import { balanceChanged, requireMoney } from '../../money'
import { startBackup } from '../dbaas_backup/rules'
import { dbaasBackupResource } from '../dbaas_backup/resource'
import { copyDatabases, insertDatabase } from '../dbaas_database/rules'
import { datastoreOf, flavorOf, parameterProblem, type ParameterValue } from './catalogue'
import { flavorCostKop, orderCostKop, storageCostKop } from './cost'
import { buildNodes, freeClusterAddress, nodesOf, scheduleNodeUp } from './nodes'
import { dbaasNodeResource } from './nodes'
import { changedConfiguration, dbaasClusterResource, type DbaasClusterRow } from './resource'
import { changeCluster, clusterBalanceChanged } from './lifecycle'

/** 000 §4, 001 §4: processing CREATING, DELETING, UPDATING, STOPPING, STARTING, BACKUP, AWAITING, RESTORE */
export const CLUSTER_PROCESSING: readonly string[] = ['CREATING', 'DELETING', 'UPDATING', 'STOPPING', 'STARTING', 'BACKUP', 'AWAITING', 'RESTORE']
/** 000 §4: error CREATION_ERROR, CONFIG_ERROR, ERROR; DEAD apart */
const CLUSTER_BROKEN: readonly string[] = ['CREATION_ERROR', 'CONFIG_ERROR', 'ERROR', 'DEAD']

/** Simulated durations, ms. */
export const CLUSTER_MS = { stop: 3_000, update: 4_000, delete: 3_000 } as const

/** 001 §4: while processing all actions are blocked */
export function requireNotProcessing(row: DbaasClusterRow): void {
  if (CLUSTER_PROCESSING.includes(row.status)) throw conflict(`The cluster is ${row.status}; wait until it finishes`, 'cluster_processing', 'status')
}

/** 001 §4: in error or dead, create, stop, start, resize, extend_storage, attach_floatingip, edit_configuration, backup_enable, backup_disable are blocked */
export function requireHealthy(row: DbaasClusterRow): void {
  requireNotProcessing(row)
  if (CLUSTER_BROKEN.includes(row.status)) throw conflict(`The cluster is ${row.status}`, 'cluster_in_error', 'status')
}

/** 001 §4: resize and extend_storage blocked when not active */
function requireActive(row: DbaasClusterRow): void {
  requireHealthy(row)
  if (row.status !== 'ACTIVE') throw conflict('The cluster is not active', 'cluster_not_active', 'status')
}

const accountOf = (project: ProjectRow): string => project.account_id

/**
 * 001 §7 POST /projects/{id}/dbaas/clusters. 001 §4: create verifies money and limits (dbaas-clusters 1, dbaas-storage
 * size times nodes, 001 §5; the cluster's own external address is part of the cluster, not of the addresses limit). With `backup` the cluster is restored from that FULL
 * backup (000 §2: new_dbaas_cluster?backup=; 001 §4: restore only from a cluster source, blocked at the clusters
 * limit): its datastore and databases come from the backup's cluster, it is RESTORE until its nodes are up.
 */
export function createCluster(ctx: Ctx, project: ProjectRow, request: DbaasClusterCreateRequest): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    const source = request.backup ? rowOf(ctx, dbaasBackupResource, request.backup) : undefined
    if (request.backup) {
      if (!source || source.project_id !== project.id) throw badRequest('backup', 'No backup with this id in the project')
      if (source.type !== 'FULL') throw badRequest('backup', 'Only a cluster (FULL) backup can be restored')
      if (source.status !== 'AVAILABLE') throw conflict(`The backup is ${source.status}`, 'backup_not_available', 'backup')
    }
    const sourceCluster = source ? rowOf(ctx, dbaasClusterResource, source.cluster_id) : undefined
    const datastore = datastoreOf(sourceCluster?.datastore_id ?? request.datastore)
    if (!datastore) throw badRequest('datastore', 'No such datastore')
    if (sourceCluster && request.datastore !== sourceCluster.datastore_id) throw badRequest('datastore', `The backup is of ${datastoreOf(sourceCluster.datastore_id)?.name ?? 'another datastore'}`)
    if (!flavorOf(request.flavor.vcpus, request.flavor.ram)) throw catalogueBadRequest('flavor', 'flavor_not_found')
    if (!source && !request.database) throw badRequest('database', 'This field is required')
    if (request.database) requireDatabaseName('database.name', request.database.name)
    const nodesCount = request.nodes_count ?? DBAAS.nodes_count
    const address = request.address ? { ddos_protection: request.address.ddos_protection ?? false } : null
    requireLimits(ctx, project.id, [
      { name: 'dbaas-clusters', amount: 1 },
      { name: 'dbaas-storage', amount: Math.max(request.storage_size * nodesCount, 20) },
    ])
    requireMoney(ctx, accountOf(project), 'balance', orderCostKop(ctx, project.id, { vcpus: request.flavor.vcpus, ram: request.flavor.ram, storage_size: request.storage_size, address }))
    const created = ctx.now()
    const row: DbaasClusterRow = {
      id: newId(),
      project_id: project.id,
      name: request.name,
      status: source ? 'RESTORE' : 'CREATING',
      datastore_id: datastore.id,
      vcpus: request.flavor.vcpus,
      ram: request.flavor.ram,
      nodes_count: nodesCount,
      storage_size: request.storage_size,
      storage_used_kb: SYSTEM_KB,
      external_address: address ? freeClusterAddress(ctx, true) : null,
      ddos_protection: address?.ddos_protection ? 1 : 0,
      backup_enabled: 0,
      configuration: sourceCluster?.configuration ?? '{}',
      source_backup_id: source?.id ?? null,
      created_in: isoAt(created),
    }
    insertRow(ctx, dbaasClusterResource, row)
    buildNodes(ctx, row, created)
    if (sourceCluster) copyDatabases(ctx, sourceCluster, row)
    if (request.database) insertDatabase(ctx, row, request.database)
    const fresh = rowOf(ctx, dbaasClusterResource, row.id) as DbaasClusterRow
    announce(ctx, dbaasClusterResource, fresh, 'created')
    balanceChanged(ctx, accountOf(project))
    return fresh
  })
}

/** what a new cluster's system files take of its storage, KB */
export const SYSTEM_KB = 51_200

/** 000 §5, 001 §5: a database name is Latin letters, digits, underscore (the schema's pattern); some names are forbidden */
export const FORBIDDEN_DATABASE_NAMES: readonly string[] = ['mysql', 'information_schema', 'performance_schema', 'sys', 'postgres', 'template0', 'template1', 'root', 'admin']

export function requireDatabaseName(path: string, name: string): void {
  if (FORBIDDEN_DATABASE_NAMES.includes(name.toLowerCase())) throw badRequest(path, `The name ${name} is reserved`)
}

/** 001 §7 PATCH /dbaas/clusters/{id} (name); 001 §4: blocked while processing */
export function renameCluster(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow, request: DbaasClusterUpdateRequest): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireNotProcessing(row)
    return changeCluster(ctx, row, { name: request.name })
  })
}

/** 001 §7 POST /dbaas/clusters/{id}/stop: long, STOPPING → STOPPED */
export function stopCluster(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireHealthy(row)
    if (row.status !== 'ACTIVE') throw conflict('Only an active cluster can be stopped', 'cluster_not_active', 'status')
    return begin(ctx, dbaasClusterResource, row, { status: 'STOPPING' }, 'stopped', CLUSTER_MS.stop)
  })
}

/** 001 §7 POST /dbaas/clusters/{id}/start: long, STARTING until its nodes are ALIVE; 000 §5: a service start needs 24 hours of cost */
export function startCluster(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireHealthy(row)
    if (row.status !== 'STOPPED') throw conflict('Only a stopped cluster can be started', 'cluster_not_stopped', 'status')
    requireMoney(ctx, accountOf(project), 'service_start', flavorCostKop(ctx, project.id, row.vcpus, row.ram))
    for (const node of nodesOf(ctx, project.id, row.id)) {
      updateRow(ctx, dbaasNodeResource, node.id, { status: 'PROCESSING' })
      scheduleNodeUp(ctx, node)
    }
    return changeCluster(ctx, row, { status: 'STARTING' })
  })
}

/** 001 §7 POST /dbaas/clusters/{id}/resize (vcpus, ram): a flavor of the catalogue (001 §8 flavor not found); verifies money */
export function resizeCluster(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow, request: DbaasClusterResizeRequest): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireActive(row)
    if (!flavorOf(request.vcpus, request.ram)) throw catalogueBadRequest('vcpus', 'flavor_not_found')
    if (request.vcpus === row.vcpus && request.ram === row.ram) throw badRequest('vcpus', 'The cluster already has this flavor')
    requireMoney(ctx, accountOf(project), 'balance', flavorCostKop(ctx, project.id, request.vcpus, request.ram))
    return begin(ctx, dbaasClusterResource, row, { status: 'UPDATING' }, 'updated', CLUSTER_MS.update, { vcpus: request.vcpus, ram: request.ram })
  })
}

/** 001 §7 POST /dbaas/clusters/{id}/extend-storage (size): only grows, at most 500 (001 §9); verifies money and the dbaas-storage limit */
export function extendStorage(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow, request: DbaasClusterExtendStorageRequest): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireActive(row)
    if (request.size <= row.storage_size) throw badRequest('size', `Must be bigger than the current ${row.storage_size} GB`)
    if (request.size > DBAAS.max_storage_size) throw badRequest('size', `Must be <= ${DBAAS.max_storage_size}`)
    requireLimits(ctx, project.id, [{ name: 'dbaas-storage', amount: (request.size - row.storage_size) * row.nodes_count }])
    requireMoney(ctx, accountOf(project), 'balance', storageCostKop(ctx, project.id, request.size - row.storage_size))
    return begin(ctx, dbaasClusterResource, row, { status: 'UPDATING' }, 'updated', CLUSTER_MS.update, { storage_size: request.size })
  })
}

/**
 * 001 §7 PUT /dbaas/clusters/{id}/configuration: each parameter checked against the datastore's configuration form
 * (a 400 on the parameter's own path when it is unknown or out of range); the cluster is UPDATING while it applies.
 */
export function updateConfiguration(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow, request: DbaasConfigurationUpdateRequest): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireHealthy(row)
    const datastore = datastoreOf(row.datastore_id)
    const form = datastore?.form ?? []
    const problems = Object.entries(request).flatMap(([name, value]) => {
      const parameter = form.find((entry) => entry.name === name)
      const problem = parameter ? parameterProblem(parameter, value) : 'Unknown parameter'
      return problem ? [{ path: name, message: problem }] : []
    })
    if (problems.length > 0) throw new ApiError(400, problems)
    const configuration = { ...changedConfiguration(row), ...(request as Record<string, ParameterValue>) }
    return begin(ctx, dbaasClusterResource, row, { status: 'UPDATING' }, 'updated', CLUSTER_MS.update, { configuration: JSON.stringify(configuration) })
  })
}

/** 001 §7 POST /dbaas/clusters/{id}/configuration/reset (source default): every parameter back to its default; blocked while processing only */
export function resetConfiguration(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow, request: DbaasConfigurationResetRequest): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireNotProcessing(row)
    void request.source
    return begin(ctx, dbaasClusterResource, row, { status: 'UPDATING' }, 'updated', CLUSTER_MS.update, { configuration: '{}' })
  })
}

/** 001 §7 POST /dbaas/clusters/{id}/backup/enable: daily backups on, the first one now (the cluster is BACKUP while it is made) */
export function enableBackups(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireHealthy(row)
    if (row.backup_enabled === 1) throw conflict('Backups of the cluster are already on', 'backup_already_enabled', 'backup_enabled')
    if (row.status !== 'ACTIVE') throw conflict('The cluster is not active', 'cluster_not_active', 'status')
    const changed = changeCluster(ctx, row, { backup_enabled: 1, status: 'BACKUP' })
    startBackup(ctx, changed, null)
    return rowOf(ctx, dbaasClusterResource, row.id) as DbaasClusterRow
  })
}

/** 001 §7 POST /dbaas/clusters/{id}/backup/disable */
export function disableBackups(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireHealthy(row)
    if (row.backup_enabled === 0) throw conflict('Backups of the cluster are off', 'backup_already_disabled', 'backup_enabled')
    const changed = changeCluster(ctx, row, { backup_enabled: 0 })
    clusterBalanceChanged(ctx, changed)
    return changed
  })
}

/** 001 §7 DELETE /dbaas/clusters/{id}: long, DELETING → gone with its nodes, databases and backups */
export function deleteCluster(ctx: Ctx, project: ProjectRow, row: DbaasClusterRow): DbaasClusterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireNotProcessing(row)
    return begin(ctx, dbaasClusterResource, row, { status: 'DELETING' }, 'deleted', CLUSTER_MS.delete)
  })
}
