// Snapshots (001 §4 Snapshot rules, 000 §4 Snapshot): made of a running server (CREATING → ACTIVE), kept
// 24 hours, deleted (DELETING → gone), restored into a new server (BUILDING → ACTIVE).
import { SNAPSHOTS } from '../../contract/constants'
import type { SnapshotCreateRequest } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { ServerRow } from '../db/servers'
import type { SnapshotRow } from '../db/snapshots'
import { conflict } from '../http/errors'
import { snapshotResource } from '../kinds/snapshot'
import { announce } from '../kit/announce'
import { insertRow } from '../kit/rows'
import { begin, stepName } from '../kit/steps'
import { requireProjectAllows } from './guards'
import { isoAt, newId } from './ids'
import { serverChanged, volumeChanged } from './notify'
import { requireServerActionable } from './servers'
import { DAY_MS, DURATIONS, snapshotInProcess } from './statuses'

/**
 * 000 §4: a snapshot is blocked at the maximum per server (2), without a guest agent, for a server with a
 * local disk, when not running, or while processing. Snapshots are free (001 §9): no money check.
 */
export function createSnapshot(ctx: Ctx, project: ProjectRow, server: ServerRow, request: SnapshotCreateRequest): SnapshotRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    if (server.status !== 'ACTIVE') throw conflict('A snapshot is made only of a running server', 'server_not_active', 'status')
    const volumes = ctx.repos.volumes.volumesOfServer(server.id)
    if (volumes.some((volume) => volume.storage_type === 'local')) throw conflict('A server with a local disk cannot have snapshots', 'local_disk')
    if (ctx.repos.snapshots.snapshotsOfServer(server.id).length >= SNAPSHOTS.max_per_server) {
      throw conflict(`At most ${SNAPSHOTS.max_per_server} snapshots per server`, 'limit_reached', 'nofield', {
        rejected: [{ name: 'snapshots', used: SNAPSHOTS.max_per_server, max: SNAPSHOTS.max_per_server, requested: 1 }],
      })
    }
    const boot = volumes.find((volume) => volume.bootable === 1)
    const now = ctx.now()
    const row: SnapshotRow = {
      id: newId(),
      project_id: project.id,
      server_id: server.id,
      volume_id: boot?.id ?? null,
      name: request.name,
      status: 'CREATING',
      type: 'FULL',
      size: boot?.size ?? 0,
      created_in: isoAt(now),
      delete_date: isoAt(now + ctx.clock.real(SNAPSHOTS.kept_hours * 3_600_000)),
    }
    insertRow(ctx, snapshotResource, row)
    ctx.clock.schedule(stepName(snapshotResource, 'created'), row.id, DURATIONS.snapshot_create)
    scheduleExpiry(ctx, row.id)
    announce(ctx, snapshotResource, row, 'created')
    afterSnapshotChange(ctx, row)
    return row
  })
}

/** 000 §4: snapshots are kept 24 hours (simulated), then deleted. */
export function scheduleExpiry(ctx: Ctx, snapshotId: string, afterMs: number = DAY_MS): void {
  ctx.clock.schedule(stepName(snapshotResource, 'expired'), snapshotId, afterMs)
}

/** 001 §4: delete blocked while in process and while a child server is BUILDING. */
export function deleteSnapshot(ctx: Ctx, project: ProjectRow, snapshot: SnapshotRow): SnapshotRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    if (snapshotInProcess(snapshot.status)) throw conflict(`The snapshot is ${snapshot.status}; wait until it finishes`, 'snapshot_processing', 'status')
    if (ctx.repos.servers.childrenOf(snapshot.id).some((child) => child.status === 'BUILDING')) throw conflict('A server is being built from this snapshot', 'child_server_building')
    return beginSnapshotDelete(ctx, snapshot)
  })
}

/** DELETING until the clock removes it; the 24-hour expiry pending for it is forgotten */
export function beginSnapshotDelete(ctx: Ctx, snapshot: SnapshotRow): SnapshotRow {
  ctx.clock.cancel(snapshot.id)
  return begin(ctx, snapshotResource, snapshot, { status: 'DELETING' }, 'deleted', DURATIONS.snapshot_delete)
}

/** the parent server lists its snapshots and the covered volume its own */
export function afterSnapshotChange(ctx: Ctx, snapshot: SnapshotRow): void {
  serverChanged(ctx, snapshot.server_id)
  if (snapshot.volume_id) volumeChanged(ctx, snapshot.volume_id)
}
