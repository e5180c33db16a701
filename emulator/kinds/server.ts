// Servers as a resource of the kit (000 §4 Server statuses): BUILDING, STARTING and REBOOTING → ACTIVE,
// STOPPING → STOPPED, RESIZING → back to ACTIVE or STOPPED with the new flavor, RESCUE_PROCESSING → ACTIVE in
// or out of rescue, ADDING_KEY → THERE and DELETING_KEY → NO (admin key), DELETING → gone with its disks. The
// rules are in domain/servers.ts and domain/server-actions.ts.
import type { Server } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ServerRow } from '../db/servers'
import { snapshotChanged } from '../domain/notify'
import { finishServerDelete } from '../domain/servers'
import { defineResource } from '../kit/resource'
import { SERVERS } from '../lists/servers'
import { balanceChanged } from '../money'
import { presentServer } from '../present/server'

// The support key and the OS core update request (000 §4 Server actions); the default keeps older inserts valid.
const MIGRATION = `
ALTER TABLE servers ADD COLUMN admin_key_status TEXT NOT NULL DEFAULT 'NO';
ALTER TABLE servers ADD COLUMN os_core_update_requested_in TEXT;
`

// What the server was ordered with (000 §3 Server: recipe.name, keypairs): the recipe, and the SSH keys as they were
// named then (a JSON array of {id, name}), so the access tab shows them after a key is deleted.
const ORDER_MIGRATION = `
ALTER TABLE servers ADD COLUMN recipe_id TEXT;
ALTER TABLE servers ADD COLUMN keypairs TEXT NOT NULL DEFAULT '[]';
`

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback)

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
  columns: [
    'id',
    'project_id',
    'name',
    'status',
    'rescue_mode',
    'flavor_id',
    'image_id',
    'source_snapshot_id',
    'created_in',
    'admin_key_status',
    'os_core_update_requested_in',
    'recipe_id',
    'keypairs',
  ],
  migrations: [
    { version: 7, name: 'server admin key and OS core update request', sql: MIGRATION },
    { version: 23, name: 'server recipe and SSH keys', sql: ORDER_MIGRATION },
  ],
  scope: 'project',
  list: SERVERS,
  present: (ctx, row) => presentServer(ctx.repos, row),
  entity: 'server',
  transitions: {
    built: { to: 'ACTIVE', then: afterStatus },
    started: { to: 'ACTIVE', then: afterStatus },
    stopped: { to: 'STOPPED', then: afterStatus },
    rebooted: { to: 'ACTIVE', then: afterStatus },
    // a resized server gets its new flavor and the status it had (000 §4: only running or stopped resize)
    resized: {
      to: (_row, payload) => text(payload['back_to'], 'ACTIVE'),
      change: (row, payload) => ({ flavor_id: text(payload['flavor_id'], row.flavor_id) }),
      then: afterStatus,
    },
    // rescue is entered and left through a reboot, so the server runs afterwards (000 §4)
    rescue_entered: { to: 'ACTIVE', change: () => ({ rescue_mode: 'ACTIVE' }), then: afterStatus },
    rescue_left: { to: 'ACTIVE', change: () => ({ rescue_mode: 'NO' }), then: afterStatus },
    admin_key_added: { to: (row) => row.status, change: () => ({ admin_key_status: 'THERE' }) },
    admin_key_deleted: { to: (row) => row.status, change: () => ({ admin_key_status: 'NO' }) },
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
