// Servers: start, stop, reboot, rename, delete and the clock's steps (000 §4 Server statuses and actions):
// BUILDING → ACTIVE, STARTING → ACTIVE, STOPPING → STOPPED, REBOOTING → ACTIVE, DELETING → gone.
import type { ServerDeleteRequest, ServerUpdateRequest } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { ServerRow } from '../db/servers'
import { conflict } from '../http/errors'
import { balanceChanged, requireMoney } from '../money'
import { runningServerCostKop } from '../consumption'
import { serverResource } from '../kinds/server'
import { begin as beginStep, removeNow } from '../kit/steps'
import { requireProjectAllows } from './guards'
import { serverChanged, snapshotChanged, volumeChanged } from './notify'
import { DURATIONS, SERVER_PROCESSING, SERVER_STOPPED_BY_ADMIN, inRescue } from './statuses'
import { removeVolume } from './volumes'
import { releaseAddressesOf } from '../kinds/floatingip/rules'
import { removeLicensesOf } from '../kinds/server_license/rules'

/** 000 §4: server actions are blocked while processing, in error, in rescue or stopped by an admin. */
export function requireServerActionable(server: ServerRow, options: { allowError?: boolean } = {}): void {
  if (SERVER_PROCESSING.includes(server.status)) throw conflict(`The server is ${server.status}; wait until it finishes`, 'server_processing', 'status')
  if (server.status === SERVER_STOPPED_BY_ADMIN) throw conflict('The server is stopped by an admin', 'server_stopped_by_admin', 'status')
  if (!options.allowError && (server.status === 'ERROR' || server.status === 'FAILED')) throw conflict('The server is in error', 'server_in_error', 'status')
  if (inRescue(server.rescue_mode)) throw conflict('The server is in rescue mode', 'server_in_rescue', 'rescue_mode')
}

/** the server takes a processing status until the clock's step; a restored one shows in its snapshot's child_servers */
function beginServer(ctx: Ctx, server: ServerRow, status: string, step: string, duration: number, payload?: Record<string, unknown>): ServerRow {
  const changed = beginStep(ctx, serverResource, server, { status }, step, duration, payload)
  snapshotChanged(ctx, server.source_snapshot_id)
  return changed
}

function begin(ctx: Ctx, project: ProjectRow, server: ServerRow, status: string, step: string, duration: number): ServerRow {
  const changed = beginServer(ctx, server, status, step, duration)
  balanceChanged(ctx, project.account_id)
  return changed
}

/** Start is paid: the balance must cover 24 hours of the current plus the server's hourly cost, its local disk and licences with it (000 §5). */
export function startServer(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireServerActionable(server)
    if (server.status !== 'STOPPED') throw conflict('Only a STOPPED server can be started', 'server_not_stopped', 'status')
    requireMoney(ctx, project.account_id, 'service_start', runningServerCostKop(ctx, project.id, server))
    return begin(ctx, project, server, 'STARTING', 'started', DURATIONS.server_start)
  })
}

export function stopServer(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    if (server.status !== 'ACTIVE') throw conflict('Only an ACTIVE server can be stopped', 'server_not_active', 'status')
    return begin(ctx, project, server, 'STOPPING', 'stopped', DURATIONS.server_stop)
  })
}

export function rebootServer(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    if (server.status !== 'ACTIVE') throw conflict('Only an ACTIVE server can be rebooted', 'server_not_active', 'status')
    return begin(ctx, project, server, 'REBOOTING', 'rebooted', DURATIONS.server_reboot)
  })
}

export function renameServer(ctx: Ctx, project: ProjectRow, server: ServerRow, request: ServerUpdateRequest): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    ctx.repos.servers.rename(server.id, request.name)
    serverChanged(ctx, server.id)
    for (const volume of ctx.repos.volumes.volumesOfServer(server.id)) volumeChanged(ctx, volume.id)
    return ctx.repos.servers.server(server.id) as ServerRow
  })
}

/** 001 §8: a server cannot be deleted while a snapshot of it exists. A server in ERROR may be deleted. */
export function deleteServer(ctx: Ctx, project: ProjectRow, server: ServerRow, request: ServerDeleteRequest): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server, { allowError: true })
    if (ctx.repos.snapshots.snapshotsOfServer(server.id).length > 0) throw conflict('The server has snapshots; delete them first', 'snapshots_exist')
    return beginServer(ctx, server, 'DELETING', 'deleted', DURATIONS.server_delete, { keep_bootable_volume: request.keep_bootable_volume ?? false })
  })
}

/**
 * The end of a deletion: local disks and (unless kept) the system disk go with the server (001 §4: "the
 * system disk only with the server's deletion"); other network volumes become AVAILABLE.
 */
export function finishServerDelete(ctx: Ctx, server: ServerRow, keepBootable: boolean): void {
  const data = serverResource.present(ctx, server)
  for (const volume of ctx.repos.volumes.volumesOfServer(server.id)) {
    if (volume.storage_type === 'local' || (volume.bootable === 1 && !keepBootable)) removeVolume(ctx, volume)
    else {
      ctx.clock.cancel(volume.id)
      ctx.repos.volumes.update(volume.id, { status: 'AVAILABLE', server_id: null })
      volumeChanged(ctx, volume.id)
    }
  }
  releaseAddressesOf(ctx, server.id)
  removeLicensesOf(ctx, server.id)
  removeNow(ctx, serverResource, server, data)
  snapshotChanged(ctx, server.source_snapshot_id)
}
