// Servers as a resource of the kit (000 §4 Server statuses): BUILDING, STARTING and REBOOTING → ACTIVE,
// STOPPING → STOPPED, DELETING → gone with its disks. The rules are in domain/servers.ts.
import type { Server } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ServerRow } from '../db/servers'
import { snapshotChanged } from '../domain/notify'
import { finishServerDelete } from '../domain/servers'
import { defineResource } from '../kit/resource'
import { SERVERS } from '../lists/servers'
import { balanceChanged } from '../money'
import { presentServer } from '../present/server'

function balanceOfProject(ctx: Ctx, projectId: string): void {
  const project = ctx.repos.projects.project(projectId)
  if (project) balanceChanged(ctx, project.account_id)
}

/** a restored server shows in its snapshot's child_servers with its status; a running one is charged */
function afterStatus(ctx: Ctx, row: ServerRow): void {
  snapshotChanged(ctx, row.source_snapshot_id)
  balanceOfProject(ctx, row.project_id)
}

export const serverResource = defineResource<ServerRow, Server>({
  kind: 'server',
  what: 'Server',
  table: 'servers',
  columns: ['id', 'project_id', 'name', 'status', 'rescue_mode', 'flavor_id', 'image_id', 'source_snapshot_id', 'created_in'],
  scope: 'project',
  list: SERVERS,
  present: (ctx, row) => presentServer(ctx.repos, row),
  entity: 'server',
  transitions: {
    built: { to: 'ACTIVE', then: afterStatus },
    started: { to: 'ACTIVE', then: afterStatus },
    stopped: { to: 'STOPPED', then: afterStatus },
    rebooted: { to: 'ACTIVE', then: afterStatus },
    deleted: {
      run: (ctx, row, payload) => {
        finishServerDelete(ctx, row, payload['keep_bootable_volume'] === true)
        balanceOfProject(ctx, row.project_id)
      },
    },
  },
  used: (ctx, projectId) => ({
    servers: ctx.repos.servers.countOf(projectId),
    // 001 §5: only external FIXED addresses count as ipv4 (a server's own and the floating IPs alike)
    addresses: ctx.repos.servers.fixedExternalCount(projectId),
  }),
})
