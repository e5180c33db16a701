// Network volumes and local disks as a resource of the kit (000 §3: a local disk is a volume whose
// storage_type is local). Steps: CREATING → AVAILABLE, ATTACHING → IN_USE, DETACHING → AVAILABLE (unattached),
// PROCESSING → the status it had, DELETING → gone. The rules are in domain/volumes.ts and volume-actions.ts.
import type { Volume } from '../../generated/types/index.js'
import type { VolumeRow } from '../db/volumes'
import { serverChanged } from '../domain/notify'
import { defineResource } from '../kit/resource'
import { VOLUMES } from '../lists/volumes'
import { balanceChanged } from '../money'
import { presentVolume, presentVolumes } from '../present/volume'

export const volumeResource = defineResource<VolumeRow, Volume>({
  kind: 'volume',
  what: 'Volume',
  table: 'volumes',
  columns: ['id', 'project_id', 'name', 'description', 'size', 'status', 'storage_type', 'bootable', 'server_id', 'created_in'],
  scope: 'project',
  list: VOLUMES,
  present: (ctx, row) => presentVolume(ctx.repos, row),
  presentPage: (ctx, rows) => presentVolumes(ctx.repos, rows),
  entity: 'volume',
  transitions: {
    created: { to: 'AVAILABLE', then: (ctx, _row, before) => serverChanged(ctx, before.server_id) },
    attached: { to: 'IN_USE', then: (ctx, _row, before) => serverChanged(ctx, before.server_id) },
    detached: { to: 'AVAILABLE', change: () => ({ server_id: null }), then: (ctx, _row, before) => serverChanged(ctx, before.server_id) },
    extended: { to: (_row, payload) => (typeof payload['status'] === 'string' ? payload['status'] : 'AVAILABLE'), then: (ctx, _row, before) => serverChanged(ctx, before.server_id) },
    deleted: {
      remove: true,
      then: (ctx, last) => {
        serverChanged(ctx, last.server_id)
        const project = ctx.repos.projects.project(last.project_id)
        if (project) balanceChanged(ctx, project.account_id)
      },
    },
  },
  used: (ctx, projectId) => {
    const usage = ctx.repos.volumes.usage(projectId, 'volume')
    return { volumes: usage.count, 'disk-space': usage.size }
  },
})
