// Server actions beyond start, stop, reboot, rename and delete (000 §4 Server actions): resize, rescue,
// passwords, the support (admin) key and the OS core update request. Rescue is entered and left through a
// reboot: the status shows RESCUE_PROCESSING until the clock's step (000 §4).
import type { ServerResizeRequest } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { ProjectRow } from '../db/projects'
import type { ServerRow } from '../db/servers'
import { catalogueBadRequest, conflict } from '../http/errors'
import { isoAt } from './ids'
import { serverResource } from '../kinds/server'
import { begin } from '../kit/steps'
import { announce } from '../kit/announce'
import { updateRow } from '../kit/rows'
import { balanceChanged, priceKop, requireMoney } from '../money'
import { requireProjectAllows } from './guards'
import { requireServerActionable } from './servers'
import { DURATIONS } from './statuses'

/** 000 §4: admin key status THERE, NO, ADDING_KEY, DELETING_KEY */
const adminKeyOf = (server: ServerRow): string => server.admin_key_status ?? 'NO'

/**
 * 000 §4: resize (vcpus, ram; only when running or stopped). The pair must be a flavor of the server's CPU type
 * (000 §5: CPU and RAM linked by allowed ranges), else 400 flavor_not_found on ram. Paid (001 §4): the balance
 * must carry what the new flavor costs more per hour (the order rule, as the console's check).
 */
export function resizeServer(ctx: Ctx, project: ProjectRow, server: ServerRow, request: ServerResizeRequest): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireServerActionable(server)
    if (server.status !== 'ACTIVE' && server.status !== 'STOPPED') throw conflict('Only a running or stopped server can be resized', 'server_not_usable', 'status')
    const current = ctx.repos.catalogue.flavor(server.flavor_id)
    const flavor = ctx.repos.catalogue.flavors().find((candidate) => candidate.vcpus === request.vcpus && candidate.ram === request.ram && candidate.cpu_type === (current?.cpu_type ?? 'shared'))
    if (!flavor) throw catalogueBadRequest('ram', 'flavor_not_found')
    if (flavor.id === server.flavor_id) throw conflict('The server already has this flavor', 'same_flavor', 'vcpus')
    const growth = Math.max(0, priceKop(ctx, project.id, 'server', flavor.name) - priceKop(ctx, project.id, 'server', current?.name ?? ''))
    requireMoney(ctx, project.account_id, 'balance', growth)
    const changed = begin(ctx, serverResource, server, { status: 'RESIZING' }, 'resized', DURATIONS.server_resize, { flavor_id: flavor.id, back_to: server.status })
    balanceChanged(ctx, project.account_id)
    return changed
  })
}

/** 000 §4: rescue is entered via reboot; rescue_mode INITIALIZATION shows RESCUE_PROCESSING until ACTIVE */
export function enableRescue(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    if (server.status !== 'ACTIVE' && server.status !== 'STOPPED') throw conflict('Only a running or stopped server enters rescue', 'server_not_usable', 'status')
    requireExternalAddress(ctx, server)
    return begin(ctx, serverResource, server, { status: 'RESCUE_PROCESSING', rescue_mode: 'INITIALIZATION' }, 'rescue_entered', DURATIONS.server_rescue)
  })
}

/** 000 §4: rescue is left via reboot (RESUMPTION, shown as RESCUE_PROCESSING, then NO and ACTIVE) */
export function disableRescue(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireRescueActive(server)
    return begin(ctx, serverResource, server, { status: 'RESCUE_PROCESSING', rescue_mode: 'RESUMPTION' }, 'rescue_left', DURATIONS.server_rescue)
  })
}

/** the rescue system's root password: only while rescue is ACTIVE; nothing the API shows again */
export function setRescuePassword(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  requireProjectAllows(ctx, project, { paid: false })
  requireRescueActive(server)
  requireExternalAddress(ctx, server)
  return server
}

/** change_password: blocked as the other server actions (000 §4); the password itself is not kept */
export function changeServerPassword(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  requireProjectAllows(ctx, project, { paid: false })
  requireServerActionable(server)
  return server
}

/** 000 §4 Support key: added only if the user agrees (the request's agree: true); ADDING_KEY until the step */
export function addAdminKey(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    requireExternalAddress(ctx, server)
    if (adminKeyOf(server) !== 'NO') throw conflict(`The admin key is ${adminKeyOf(server)}`, 'admin_key_present', 'admin_key_status')
    return begin(ctx, serverResource, server, { admin_key_status: 'ADDING_KEY' }, 'admin_key_added', DURATIONS.server_admin_key)
  })
}

export function deleteAdminKey(ctx: Ctx, project: ProjectRow, server: ServerRow): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    if (adminKeyOf(server) !== 'THERE') throw conflict(`The admin key is ${adminKeyOf(server)}`, 'admin_key_absent', 'admin_key_status')
    return begin(ctx, serverResource, server, { admin_key_status: 'DELETING_KEY' }, 'admin_key_deleted', DURATIONS.server_admin_key)
  })
}

/**
 * 000 §4: "request to update OS core (creates a ticket)". Until tickets exist the emulator records when it was
 * asked; asking again while a request is recorded is refused.
 */
export function requestOsCoreUpdate(ctx: Ctx, project: ProjectRow, server: ServerRow): { server: ServerRow; requested_in: string } {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireServerActionable(server)
    if (server.os_core_update_requested_in) throw conflict('The OS core update is already requested', 'os_core_update_requested')
    const requested_in = isoAt(ctx.now())
    const changed = updateRow(ctx, serverResource, server.id, { os_core_update_requested_in: requested_in }) as ServerRow
    announce(ctx, serverResource, changed)
    return { server: changed, requested_in }
  })
}

function requireRescueActive(server: ServerRow): void {
  if (server.rescue_mode !== 'ACTIVE') throw conflict(`Rescue mode is ${server.rescue_mode}`, 'server_not_in_rescue', 'rescue_mode')
}

/** 000 §4 Server actions: blocked ... without an external IP */
function requireExternalAddress(ctx: Ctx, server: ServerRow): void {
  if (!ctx.repos.servers.addressesOf(server.id).some((address) => address.external === 1)) throw conflict('The server has no external IP', 'server_no_external_ip')
}
