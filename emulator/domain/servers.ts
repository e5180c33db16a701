// Servers: start, stop, reboot, rename, delete and the clock's steps (000 §4 Server statuses and actions):
// BUILDING → ACTIVE, STARTING → ACTIVE, STOPPING → STOPPED, REBOOTING → ACTIVE, DELETING → gone.
import type { ServerDeleteRequest, ServerUpdateRequest } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { ServerRow } from '../db/servers'
import { conflict } from '../http/errors'
import { balanceChanged, flavorCostKop, requireMoney } from '../money'
import { presentServer } from '../present/server'
import { requireProjectAllows } from './guards'
import { notifyEntity, serverChanged, snapshotChanged, volumeChanged } from './notify'
import { DURATIONS, SERVER_PROCESSING, SERVER_STOPPED_BY_ADMIN, inRescue } from './statuses'
import { removeVolume } from './volumes'

export const SERVER_TRANSITIONS = {
  built: 'server.built',
  started: 'server.started',
  stopped: 'server.stopped',
  rebooted: 'server.rebooted',
  deleted: 'server.deleted',
} as const

/** 000 §4: server actions are blocked while processing, in error, in rescue or stopped by an admin. */
export function requireServerActionable(server: ServerRow, options: { allowError?: boolean } = {}): void {
  if (SERVER_PROCESSING.includes(server.status)) throw conflict(`The server is ${server.status}; wait until it finishes`, 'server_processing', 'status')
  if (server.status === SERVER_STOPPED_BY_ADMIN) throw conflict('The server is stopped by an admin', 'server_stopped_by_admin', 'status')
  if (!options.allowError && (server.status === 'ERROR' || server.status === 'FAILED')) throw conflict('The server is in error', 'server_in_error', 'status')
  if (inRescue(server.rescue_mode)) throw conflict('The server is in rescue mode', 'server_in_rescue', 'rescue_mode')
}

function setStatus(ctx: Ctx, server: ServerRow, status: string): void {
  ctx.repos.servers.setStatus(server.id, status)
  serverChanged(ctx, server.id)
  // a restored server shows in its snapshot's child_servers with its status
  snapshotChanged(ctx, server.source_snapshot_id)
}

function begin(ctx: Ctx, project: ProjectRow, server: ServerRow, status: string, kind: string, duration: number): ServerRow {
  setStatus(ctx, server, status)
  ctx.clock.schedule(kind, server.id, duration)
  balanceChanged(ctx, project.account_id)
  return ctx.repos.servers.server(server.id) as ServerRow
}

/** Start is paid: the balance must cover 24 hours of the current plus the server's hourly cost (000 §5). */
export function startServer(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireServerActionable(server)
    if (server.status !== 'STOPPED') throw conflict('Only a STOPPED server can be started', 'server_not_stopped', 'status')
    requireMoney(ctx, project.account_id, 'service_start', flavorCostKop(ctx, project.id, server.flavor_id))
    return begin(ctx, project, server, 'STARTING', SERVER_TRANSITIONS.started, DURATIONS.server_start)
  })
}

export function stopServer(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    if (server.status !== 'ACTIVE') throw conflict('Only an ACTIVE server can be stopped', 'server_not_active', 'status')
    return begin(ctx, project, server, 'STOPPING', SERVER_TRANSITIONS.stopped, DURATIONS.server_stop)
  })
}

export function rebootServer(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    if (server.status !== 'ACTIVE') throw conflict('Only an ACTIVE server can be rebooted', 'server_not_active', 'status')
    return begin(ctx, project, server, 'REBOOTING', SERVER_TRANSITIONS.rebooted, DURATIONS.server_reboot)
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
    setStatus(ctx, server, 'DELETING')
    ctx.clock.schedule(SERVER_TRANSITIONS.deleted, server.id, DURATIONS.server_delete, { keep_bootable_volume: request.keep_bootable_volume ?? false })
    return ctx.repos.servers.server(server.id) as ServerRow
  })
}

/**
 * The end of a deletion: local disks and (unless kept) the system disk go with the server (001 §4: "the
 * system disk only with the server's deletion"); other network volumes become AVAILABLE.
 */
function finishDelete(ctx: Ctx, server: ServerRow, keepBootable: boolean): void {
  const data = presentServer(ctx.repos, server)
  for (const volume of ctx.repos.volumes.volumesOfServer(server.id)) {
    if (volume.storage_type === 'local' || (volume.bootable === 1 && !keepBootable)) removeVolume(ctx, volume)
    else {
      ctx.clock.cancel(volume.id)
      ctx.repos.volumes.update(volume.id, { status: 'AVAILABLE', server_id: null })
      volumeChanged(ctx, volume.id)
    }
  }
  ctx.clock.cancel(server.id)
  ctx.repos.servers.remove(server.id)
  notifyEntity(ctx, 'server', 'deleted', server.project_id, server.id, data)
  snapshotChanged(ctx, server.source_snapshot_id)
}

export function registerServerTransitions(ctx: Ctx): void {
  const to = (status: string) => (id: string) => {
    const server = ctx.repos.servers.server(id)
    if (!server) return
    setStatus(ctx, server, status)
    const project = ctx.repos.projects.project(server.project_id)
    if (project) balanceChanged(ctx, project.account_id)
  }
  ctx.clock.on(SERVER_TRANSITIONS.built, to('ACTIVE'))
  ctx.clock.on(SERVER_TRANSITIONS.started, to('ACTIVE'))
  ctx.clock.on(SERVER_TRANSITIONS.stopped, to('STOPPED'))
  ctx.clock.on(SERVER_TRANSITIONS.rebooted, to('ACTIVE'))
  ctx.clock.on(SERVER_TRANSITIONS.deleted, (id, payload) => {
    const server = ctx.repos.servers.server(id)
    if (!server) return
    finishDelete(ctx, server, payload['keep_bootable_volume'] === true)
    const project = ctx.repos.projects.project(server.project_id)
    if (project) balanceChanged(ctx, project.account_id)
  })
}
