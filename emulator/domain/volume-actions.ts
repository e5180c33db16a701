// Volume attach, detach and extend (001 §4 Volume rules, 000 §4 Volume), each a long operation the clock
// finishes: ATTACHING → IN_USE, DETACHING → AVAILABLE, PROCESSING → the status it had.
import { VOLUME } from '../../contract/constants'
import type { VolumeAttachRequest, VolumeDetachRequest, VolumeExtendRequest } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { VolumeRow } from '../db/volumes'
import { badRequest, conflict } from '../http/errors'
import { requireLimits } from '../limits'
import { balanceChanged, requireMoney, volumeCostKop } from '../money'
import { requireProjectAllows } from './guards'
import { DURATIONS, SERVER_PROCESSING, inRescue } from './statuses'
import { VOLUME_TRANSITIONS, beginVolume, requireNoServerBlock, requireNotInError, requireVolumeIdle } from './volumes'

/** Attach only an AVAILABLE network volume, to a usable server of the same project. */
export function attachVolume(ctx: Ctx, project: ProjectRow, volume: VolumeRow, request: VolumeAttachRequest): VolumeRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireVolumeIdle(ctx, volume)
    requireNotInError(volume, 'attached')
    if (volume.storage_type === 'local') throw conflict('A local disk cannot be attached', 'local_disk')
    if (volume.status !== 'AVAILABLE') throw conflict('Only an AVAILABLE volume can be attached', 'volume_not_available', 'status')
    const server = ctx.repos.servers.server(request.server_id)
    if (!server || server.project_id !== project.id) throw badRequest('server_id', 'Server not found in this project')
    if (SERVER_PROCESSING.includes(server.status)) throw conflict(`The server is ${server.status}`, 'server_processing', 'server_id')
    if (server.status !== 'ACTIVE' && server.status !== 'STOPPED') throw conflict(`A volume cannot be attached to a server in ${server.status}`, 'server_not_usable', 'server_id')
    if (inRescue(server.rescue_mode)) throw conflict('The server is in rescue mode', 'server_in_rescue', 'server_id')
    return beginVolume(ctx, volume, { status: 'ATTACHING', server_id: server.id }, VOLUME_TRANSITIONS.attached, DURATIONS.volume_attach)
  })
}

/** 001 §4: detach only IN_USE, only when the server is stopped; the system disk only with the server's deletion. */
export function detachVolume(ctx: Ctx, project: ProjectRow, volume: VolumeRow, _request: VolumeDetachRequest): VolumeRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireVolumeIdle(ctx, volume)
    requireNotInError(volume, 'detached')
    if (volume.status !== 'IN_USE' || !volume.server_id) throw conflict('Only a volume IN_USE can be detached', 'volume_not_in_use', 'status')
    if (volume.storage_type === 'local') throw conflict('A local disk cannot be detached', 'local_disk')
    requireNoServerBlock(ctx, volume)
    if (volume.bootable === 1) throw conflict("The system disk is detached only with the server's deletion", 'bootable_volume')
    const server = ctx.repos.servers.server(volume.server_id)
    if (server && server.status !== 'STOPPED') throw conflict('Stop the server before detaching the disk', 'server_not_stopped')
    return beginVolume(ctx, volume, { status: 'DETACHING' }, VOLUME_TRANSITIONS.detached, DURATIONS.volume_detach)
  })
}

/**
 * 001 §4: disk size can only grow, up to the maximum (1000, 001 §9); extending is impossible while
 * attached, processing, or attached to a server with a snapshot; local disks cannot be extended. The
 * spec also blocks extend on a server in rescue, which only matters if attached: "impossible while
 * attached" is the stricter reading and is the one kept (as in entities/volume.ts), so reboot_server is
 * accepted but has nothing to reboot. The new size is taken at once (so the limits count it) and the
 * volume shows PROCESSING until the clock gives its status back.
 */
export function extendVolume(ctx: Ctx, project: ProjectRow, volume: VolumeRow, request: VolumeExtendRequest): VolumeRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireVolumeIdle(ctx, volume)
    requireNotInError(volume, 'extended')
    if (volume.storage_type === 'local') throw conflict('A local disk cannot be extended', 'local_disk')
    requireNoServerBlock(ctx, volume)
    if (volume.server_id) throw conflict('Detach the volume before extending it', 'volume_attached')
    if (volume.size >= VOLUME.max_size) throw conflict(`The volume is at its maximum size (${VOLUME.max_size})`, 'max_size', 'new_size')
    if (request.new_size <= volume.size) throw conflict(`The size can only grow: the new size must be larger than ${volume.size}`, 'size_must_grow', 'new_size')
    const growth = request.new_size - volume.size
    requireLimits(ctx, project.id, [{ name: 'disk-space', amount: growth }])
    requireMoney(ctx, project.account_id, 'balance', volumeCostKop(ctx, project.id, growth))
    const payload = { status: volume.status, reboot_server: request.reboot_server ?? false }
    const extended = beginVolume(ctx, volume, { status: 'PROCESSING', size: request.new_size }, VOLUME_TRANSITIONS.extended, DURATIONS.volume_extend, payload)
    balanceChanged(ctx, project.account_id)
    return extended
  })
}
