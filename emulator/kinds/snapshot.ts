// Snapshots as a resource of the kit (001 §4 Snapshot rules): CREATING → ACTIVE, kept 24 hours (expired
// starts the deletion), DELETING → gone. The rules are in domain/snapshots.ts and restore.ts.
import type { Snapshot } from '../../generated/types/index.js'
import type { SnapshotRow } from '../db/snapshots'
import { afterSnapshotChange, beginSnapshotDelete } from '../domain/snapshots'
import { defineResource } from '../kit/resource'
import { SNAPSHOTS } from '../lists/snapshots'
import { presentSnapshot } from '../present/snapshot'

export const snapshotResource = defineResource<SnapshotRow, Snapshot>({
  kind: 'snapshot',
  what: 'Snapshot',
  table: 'snapshots',
  columns: ['id', 'project_id', 'server_id', 'volume_id', 'name', 'status', 'type', 'size', 'created_in', 'delete_date'],
  scope: 'project',
  list: SNAPSHOTS,
  present: (ctx, row) => presentSnapshot(ctx.repos, row),
  entity: 'snapshot',
  transitions: {
    created: { to: 'ACTIVE' },
    expired: { run: (ctx, row) => (row.status === 'DELETING' ? undefined : beginSnapshotDelete(ctx, row)) },
    deleted: { remove: true, then: (ctx, last) => afterSnapshotChange(ctx, last) },
  },
})
