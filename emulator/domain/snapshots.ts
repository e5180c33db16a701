// Snapshots (001 §4 Snapshot rules, 000 §4 Snapshot): made of a running server (CREATING → ACTIVE), kept
// 24 hours, deleted (DELETING → gone), restored into a new server (BUILDING → ACTIVE).
import { SNAPSHOTS } from '../../contract/constants'
import type { SnapshotCreateRequest } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { ServerRow } from '../db/servers'
import type { SnapshotRow } from '../db/snapshots'
import { conflict } from '../http/errors'
import { presentSnapshot } from '../present/snapshot'
import { requireProjectAllows } from './guards'
import { isoAt, newId } from './ids'
import { notifyEntity, serverChanged, volumeChanged } from './notify'
import { requireServerActionable } from './servers'
import { DAY_MS, DURATIONS, snapshotInProcess } from './statuses'

export const SNAPSHOT_TRANSITIONS = {
  created: 'snapshot.created',
  expired: 'snapshot.expired',
  deleted: 'snapshot.deleted',
} as const

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
      throw conflict(`At most ${SNAPSHOTS.max_per_server} snapshots per server`, 'limit_reached', 'nofield', { rejected: [{ name: 'snapshots', used: SNAPSHOTS.max_per_server, max: SNAPSHOTS.max_per_server, requested: 1 }] })
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
    ctx.repos.snapshots.insert(row)
    ctx.clock.schedule(SNAPSHOT_TRANSITIONS.created, row.id, DURATIONS.snapshot_create)
    scheduleExpiry(ctx, row.id)
    notifyEntity(ctx, 'snapshot', 'created', project.id, row.id, presentSnapshot(ctx.repos, row))
    afterSnapshotChange(ctx, row)
    return row
  })
}

/** 000 §4: snapshots are kept 24 hours (simulated), then deleted. */
export function scheduleExpiry(ctx: Ctx, snapshotId: string, afterMs: number = DAY_MS): void {
  ctx.clock.schedule(SNAPSHOT_TRANSITIONS.expired, snapshotId, afterMs)
}

/** 001 §4: delete blocked while in process and while a child server is BUILDING. */
export function deleteSnapshot(ctx: Ctx, project: ProjectRow, snapshot: SnapshotRow): SnapshotRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    if (snapshotInProcess(snapshot.status)) throw conflict(`The snapshot is ${snapshot.status}; wait until it finishes`, 'snapshot_processing', 'status')
    if (ctx.repos.servers.childrenOf(snapshot.id).some((child) => child.status === 'BUILDING')) throw conflict('A server is being built from this snapshot', 'child_server_building')
    beginDelete(ctx, snapshot)
    return ctx.repos.snapshots.snapshot(snapshot.id) as SnapshotRow
  })
}

function beginDelete(ctx: Ctx, snapshot: SnapshotRow): void {
  ctx.clock.cancel(snapshot.id)
  ctx.repos.snapshots.setStatus(snapshot.id, 'DELETING')
  ctx.clock.schedule(SNAPSHOT_TRANSITIONS.deleted, snapshot.id, DURATIONS.snapshot_delete)
  notifyEntity(ctx, 'snapshot', 'updated', snapshot.project_id, snapshot.id, presentSnapshot(ctx.repos, ctx.repos.snapshots.snapshot(snapshot.id) as SnapshotRow))
}

/** the parent server lists its snapshots and the covered volume its own */
function afterSnapshotChange(ctx: Ctx, snapshot: SnapshotRow): void {
  serverChanged(ctx, snapshot.server_id)
  if (snapshot.volume_id) volumeChanged(ctx, snapshot.volume_id)
}

export function registerSnapshotTransitions(ctx: Ctx): void {
  ctx.clock.on(SNAPSHOT_TRANSITIONS.created, (id) => {
    const snapshot = ctx.repos.snapshots.snapshot(id)
    if (!snapshot) return
    ctx.repos.snapshots.setStatus(id, 'ACTIVE')
    notifyEntity(ctx, 'snapshot', 'updated', snapshot.project_id, id, presentSnapshot(ctx.repos, { ...snapshot, status: 'ACTIVE' }))
  })
  ctx.clock.on(SNAPSHOT_TRANSITIONS.expired, (id) => {
    const snapshot = ctx.repos.snapshots.snapshot(id)
    if (!snapshot || snapshot.status === 'DELETING') return
    beginDelete(ctx, snapshot)
  })
  ctx.clock.on(SNAPSHOT_TRANSITIONS.deleted, (id) => {
    const snapshot = ctx.repos.snapshots.snapshot(id)
    if (!snapshot) return
    const data = presentSnapshot(ctx.repos, snapshot)
    ctx.clock.cancel(id)
    ctx.repos.snapshots.remove(id)
    notifyEntity(ctx, 'snapshot', 'deleted', snapshot.project_id, id, data)
    afterSnapshotChange(ctx, snapshot)
  })
}

