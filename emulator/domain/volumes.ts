// Volumes: create, rename and describe, delete, and the clock's steps of those (001 §4 Volume rules,
// 000 §4 Volume). Attach, detach and extend are in volume-actions.ts.
import { VOLUME } from '../../contract/constants'
import type { VolumeCreateRequest, VolumeDeleteRequest, VolumeUpdateRequest } from '../../generated/types/index.js'
import type { TransitionPayload } from '../clock'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { VolumeRow } from '../db/volumes'
import { catalogueBadRequest, conflict } from '../http/errors'
import { requireLimits } from '../limits'
import { balanceChanged, requireMoney, volumeCostKop } from '../money'
import { volumeResource } from '../kinds/volume'
import { begin, removeNow, stepName } from '../kit/steps'
import { requireProjectAllows } from './guards'
import { freeName, isoAt, newId } from './ids'
import { serverChanged, volumeChanged } from './notify'
import { DURATIONS, SERVER_PROCESSING, SERVER_STOPPED_BY_ADMIN, VOLUME_PROCESSING, inRescue } from './statuses'

/** the steps of volumeResource (kinds/volume.ts) that the operations here start */
export const VOLUME_TRANSITIONS = {
  created: 'created',
  attached: 'attached',
  detached: 'detached',
  extended: 'extended',
  deleted: 'deleted',
} as const

/** 001 §4: all actions blocked while the volume or its attached server is processing. */
export function requireVolumeIdle(ctx: Ctx, volume: VolumeRow): void {
  if (VOLUME_PROCESSING.includes(volume.status)) throw conflict(`The volume is ${volume.status}; wait until it finishes`, 'volume_processing', 'status')
  const server = volume.server_id ? ctx.repos.servers.server(volume.server_id) : undefined
  if (server && SERVER_PROCESSING.includes(server.status)) throw conflict(`The server of the volume is ${server.status}`, 'server_processing')
}

/** 001 §4: in ERROR, launch_server, attach, detach, extend and rename are blocked. */
export function requireNotInError(volume: VolumeRow, action: string): void {
  if (volume.status === 'ERROR') throw conflict(`A volume in ERROR cannot be ${action}`, 'volume_in_error')
}

/** 001 §4: extend, detach and delete are blocked on a server in rescue or stopped by an admin, and while snapshots exist. */
export function requireNoServerBlock(ctx: Ctx, volume: VolumeRow): void {
  const server = volume.server_id ? ctx.repos.servers.server(volume.server_id) : undefined
  if (server && inRescue(server.rescue_mode)) throw conflict('The server of the volume is in rescue mode', 'server_in_rescue')
  if (server && server.status === SERVER_STOPPED_BY_ADMIN) throw conflict('The server of the volume is stopped by an admin', 'server_stopped_by_admin')
  if (ctx.repos.snapshots.snapshotsOfVolume(volume.id).length > 0) throw conflict('The volume has snapshots; delete them first', 'snapshots_exist')
}

/**
 * A long operation starts: the volume takes its processing status (with the rest of `change`), the clock
 * finishes it after `duration`, and the volume and its server are announced. Answers the volume as it is now.
 */
export function beginVolume(ctx: Ctx, volume: VolumeRow, change: { status: string; server_id?: string; size?: number }, transition: string, duration: number, payload?: TransitionPayload): VolumeRow {
  const changed = begin(ctx, volumeResource, volume, change, transition, duration, payload)
  serverChanged(ctx, change.server_id ?? volume.server_id)
  return changed
}

/** 001 §5: volume names are unique in a project; 001 §8: "volume name in use", on the name field. */
const nameInUse = () => catalogueBadRequest('name', 'volume_name_in_use')

export function createVolume(ctx: Ctx, project: ProjectRow, request: VolumeCreateRequest): VolumeRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    const taken = (name: string): boolean => ctx.repos.volumes.nameTaken(project.id, name)
    if (!request.autorename && taken(request.name)) throw nameInUse()
    // 001 §5: volume order: volumes used+1 and disk-space used+size (at least 10) must not exceed max
    requireLimits(ctx, project.id, [
      { name: 'volumes', amount: 1 },
      { name: 'disk-space', amount: Math.max(request.size, VOLUME.min_size) },
    ])
    requireMoney(ctx, project.account_id, 'balance', volumeCostKop(ctx, project.id, request.size))
    const row: VolumeRow = {
      id: newId(),
      project_id: project.id,
      name: freeName(taken, request.name),
      description: request.description ?? '',
      size: request.size,
      status: 'CREATING',
      storage_type: 'volume',
      bootable: 0,
      server_id: null,
      created_in: isoAt(ctx.now()),
    }
    ctx.repos.volumes.insert(row)
    ctx.clock.schedule(stepName(volumeResource, VOLUME_TRANSITIONS.created), row.id, DURATIONS.volume_create)
    volumeChanged(ctx, row.id, 'created')
    balanceChanged(ctx, project.account_id)
    return row
  })
}

export function updateVolume(ctx: Ctx, project: ProjectRow, volume: VolumeRow, request: VolumeUpdateRequest): VolumeRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireVolumeIdle(ctx, volume)
    if (request.name !== undefined && request.name !== volume.name) {
      // 001 §4: rename is blocked in ERROR and for local disks
      requireNotInError(volume, 'renamed')
      if (volume.storage_type === 'local') throw conflict('A local disk cannot be renamed', 'local_disk')
      if (ctx.repos.volumes.nameTaken(project.id, request.name, volume.id)) throw nameInUse()
    }
    ctx.repos.volumes.update(volume.id, { ...(request.name !== undefined ? { name: request.name } : {}), ...(request.description !== undefined ? { description: request.description } : {}) })
    volumeChanged(ctx, volume.id)
    serverChanged(ctx, volume.server_id)
    return ctx.repos.volumes.volume(volume.id) as VolumeRow
  })
}

/**
 * 001 §4: a disk can be deleted only when the parent server is stopped; the system disk only with the
 * server's deletion; not while snapshots exist. Local disks go with their server (they cannot be ordered
 * or removed on their own).
 */
export function deleteVolume(ctx: Ctx, project: ProjectRow, volume: VolumeRow, _request: VolumeDeleteRequest): VolumeRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireVolumeIdle(ctx, volume)
    if (volume.storage_type === 'local') throw conflict('A local disk is deleted only with its server', 'local_disk')
    requireNoServerBlock(ctx, volume)
    const server = volume.server_id ? ctx.repos.servers.server(volume.server_id) : undefined
    if (server && volume.bootable === 1) throw conflict("The system disk is deleted only with the server's deletion", 'bootable_volume')
    if (server && server.status !== 'STOPPED') throw conflict('Stop the server before deleting its disk', 'server_not_stopped')
    return beginVolume(ctx, volume, { status: 'DELETING' }, VOLUME_TRANSITIONS.deleted, DURATIONS.volume_delete)
  })
}

/** Removes a volume row and tells its owner (server deletion takes its disks this way). */
export function removeVolume(ctx: Ctx, volume: VolumeRow): void {
  removeNow(ctx, volumeResource, volume)
}
