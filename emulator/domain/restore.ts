// Snapshot restore (001 §7: POST /snapshots/{id}/restore with name and ddos_protection): a new server
// with the parent's flavor and image, a system disk of the snapshot's size and an external address.
import type { SnapshotRestoreRequest } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { ServerRow } from '../db/servers'
import type { SnapshotRow } from '../db/snapshots'
import { conflict } from '../http/errors'
import { requireLimits } from '../limits'
import { addressCostKop, balanceChanged, flavorCostKop, requireMoney, volumeCostKop } from '../money'
import { addServerAddress } from './addresses'
import { requireProjectAllows } from './guards'
import { freeName, isoAt, newId } from './ids'
import { serverChanged, snapshotChanged, volumeChanged } from './notify'
import { serverResource } from '../kinds/server'
import { stepName } from '../kit/steps'
import { DURATIONS, snapshotInProcess } from './statuses'

/**
 * 001 §4: restore is blocked while creating or in process and in ERROR; partial snapshots cannot be
 * restored. The new server is an order: limits (servers, volumes, disk-space, addresses) and the 24-hour
 * money rule of a service start (000 §5) apply.
 */
export function restoreSnapshot(ctx: Ctx, project: ProjectRow, snapshot: SnapshotRow, request: SnapshotRestoreRequest): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    if (snapshotInProcess(snapshot.status)) throw conflict(`The snapshot is ${snapshot.status}; wait until it finishes`, 'snapshot_processing', 'status')
    if (snapshot.status === 'ERROR') throw conflict('A snapshot in ERROR cannot be restored; delete it and make a new one', 'snapshot_in_error', 'status')
    if (snapshot.type === 'PARTIAL') throw conflict('A partial snapshot cannot be restored', 'snapshot_partial', 'type')
    const parent = snapshot.server_id ? ctx.repos.servers.server(snapshot.server_id) : undefined
    if (!parent) throw conflict('The server of the snapshot is gone', 'parent_server_missing')
    const ddos = request.ddos_protection ?? false
    requireLimits(ctx, project.id, [
      { name: 'servers', amount: 1 },
      { name: 'volumes', amount: 1 },
      { name: 'disk-space', amount: snapshot.size },
      { name: 'addresses', amount: 1 },
    ])
    const cost = flavorCostKop(ctx, project.id, parent.flavor_id) + volumeCostKop(ctx, project.id, snapshot.size) + addressCostKop(ctx, project.id, ddos)
    requireMoney(ctx, project.account_id, 'service_start', cost)

    const created_in = isoAt(ctx.now())
    const server: ServerRow = {
      id: newId(),
      project_id: project.id,
      name: request.name,
      status: 'BUILDING',
      rescue_mode: 'NO',
      flavor_id: parent.flavor_id,
      image_id: parent.image_id,
      source_snapshot_id: snapshot.id,
      created_in,
    }
    ctx.repos.servers.insert(server)
    const volumeId = newId()
    ctx.repos.volumes.insert({
      id: volumeId,
      project_id: project.id,
      name: freeName((name) => ctx.repos.volumes.nameTaken(project.id, name), `${request.name}-boot`),
      description: `Restored from snapshot ${snapshot.name}`,
      size: snapshot.size,
      status: 'IN_USE',
      storage_type: 'volume',
      bootable: 1,
      server_id: server.id,
      created_in,
    })
    addServerAddress(ctx, project.id, server.id, { external: true, ddos_protection: ddos, is_primary: true })
    addServerAddress(ctx, project.id, server.id, { external: false })
    ctx.clock.schedule(stepName(serverResource, 'built'), server.id, DURATIONS.server_build)
    serverChanged(ctx, server.id, 'created')
    volumeChanged(ctx, volumeId, 'created')
    snapshotChanged(ctx, snapshot.id)
    balanceChanged(ctx, project.account_id)
    return server
  })
}
