// The rules of floating IPs (000 §4 Floating IP, 001 §4 Floating IP rules, 001 §5): order, attach, detach,
// PTR, the 1 Gbit channel, make primary and delete. Answers the row as it is after the call.
import { FLOATING_IP } from '../../../contract/constants'
import type { FloatingipAttachRequest, FloatingipBandwidthRequest, FloatingipCreateRequest, FloatingipPrimaryRequest, FloatingipPtrRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { requireProjectAllows } from '../../domain/guards'
import { DURATIONS, SERVER_PROCESSING, SERVER_STOPPED_BY_ADMIN } from '../../domain/statuses'
import { badRequest, catalogueBadRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { countOf, insertRow, rowsOf, updateRow } from '../../kit/rows'
import { begin, removeNow, stepName } from '../../kit/steps'
import { requireLimits } from '../../limits'
import { addressCostKop, balanceChanged, priceKop, PRICE, requireMoney } from '../../money'
import { isGateway } from '../vrouter/addresses'
import { floatingipResource, holdersChanged, newFloatingipRow, type FloatingipRow } from './resource'
import { attachTarget } from './targets'

/** 001 §4: processing AWAITING, DELETING, PROCESSING, RESERVING, PROCESS */
const PROCESSING: readonly string[] = ['AWAITING', 'DELETING', 'PROCESSING', 'RESERVING', 'PROCESS']
const WINDOWS = 'windows'

/** 001 §4: all actions blocked while processing, in error, or attached to a blocked server */
function requireActionable(ctx: Ctx, row: FloatingipRow): void {
  if (PROCESSING.includes(row.status)) throw conflict(`The address is ${row.status}; wait until it finishes`, 'address_processing', 'status')
  if (row.status === 'ERROR') throw conflict('The address is in error', 'address_in_error', 'status')
  const server = row.server_id ? ctx.repos.servers.server(row.server_id) : undefined
  if (server?.status === SERVER_STOPPED_BY_ADMIN) throw conflict('The server of the address is stopped by an admin', 'server_stopped_by_admin')
}

/** a router's gateway address (type VROUTER) is made and released with its router only */
function requireNotGateway(row: FloatingipRow): void {
  if (isGateway(row)) throw conflict("A router's gateway address goes only with its router", 'gateway_address', 'type')
}

function changed(ctx: Ctx, row: FloatingipRow, change: Partial<FloatingipRow>): FloatingipRow {
  const updated = updateRow(ctx, floatingipResource, row.id, change) as FloatingipRow
  announce(ctx, floatingipResource, updated)
  holdersChanged(ctx, updated.server_id || updated.attached_id ? updated : row)
  return updated
}

/** 001 §7 POST /projects/{id}/addresses (ddos_protection); 000 §5: addresses used+1 must not exceed max; paid (001 §9: ipv4, ddos_protection) */
export function createFloatingip(ctx: Ctx, project: ProjectRow, request: FloatingipCreateRequest): FloatingipRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    const ddos = request.ddos_protection ?? false
    requireLimits(ctx, project.id, [{ name: 'addresses', amount: 1 }])
    requireMoney(ctx, project.account_id, 'balance', addressCostKop(ctx, project.id, ddos))
    const row = newFloatingipRow(ctx, project.id, { ddos_protection: ddos ? 1 : 0, status: 'RESERVING' })
    insertRow(ctx, floatingipResource, row)
    ctx.clock.schedule(stepName(floatingipResource, 'reserved'), row.id, DURATIONS.address_reserve)
    announce(ctx, floatingipResource, row, 'created')
    balanceChanged(ctx, project.account_id)
    return row
  })
}

/**
 * 001 §4: attach is not possible when ACTIVE or already attached, and needs attach_to and an id (001 §5:
 * "'attach_to' is required for attach action"); 000 §4: at most max_addresses_per_server (64) per server;
 * 001 §4: the channel is 100 Mbps on attach unless asked otherwise, and attaching is paid ("create, start, resize,
 * attach and similar"): the channel's cost must fit the balance whatever the address goes to. Servers are attachable
 * here, and the kinds of targets.ts (routers, load balancers, clusters).
 */
export function attachFloatingip(ctx: Ctx, project: ProjectRow, row: FloatingipRow, request: FloatingipAttachRequest): FloatingipRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    if (request.entity === undefined || request.id === undefined) throw catalogueBadRequest('attach_to', 'attach_to_required')
    requireNotGateway(row)
    requireActionable(ctx, row)
    if (row.status === 'ACTIVE' || row.server_id || row.attached_id) throw conflict('The address is already attached', 'address_attached', 'status')
    const bandwidth = request.bandwidth_max_mbps ?? FLOATING_IP.default_bandwidth_mbps
    if (request.entity !== 'server') return attachToTarget(ctx, project, row, { entity: request.entity, id: request.id }, bandwidth)
    const holder = attachableServer(ctx, project, request.id)
    if (!holder) throw badRequest('id', `No ${request.entity} with this id in the project`)
    requireMoney(ctx, project.account_id, 'balance', bandwidthCostKop(ctx, project.id, bandwidth))
    const change = { status: 'PROCESSING', ...holder, bandwidth_max_mbps: bandwidth }
    const attaching = begin(ctx, floatingipResource, row, change, 'attached', DURATIONS.address_attach)
    holdersChanged(ctx, attaching)
    return attaching
  })
}

/** 000 §4: a usable server, with fewer than max_addresses_per_server (64) addresses */
function attachableServer(ctx: Ctx, project: ProjectRow, id: string): Pick<FloatingipRow, 'server_id'> | undefined {
  const server = ctx.repos.servers.server(id)
  if (!server || server.project_id !== project.id) return undefined
  if (SERVER_PROCESSING.includes(server.status)) throw conflict(`The server is ${server.status}`, 'server_processing', 'id')
  if (server.status !== 'ACTIVE' && server.status !== 'STOPPED') throw conflict(`An address cannot be attached to a server in ${server.status}`, 'server_not_usable', 'id')
  const used = countOf(ctx, floatingipResource, 'server_id = ? AND external = 1', server.id)
  const max = project.max_addresses_per_server
  if (used + 1 > max) {
    throw conflict(`The address limit of the server is reached (${max} per server)`, 'limit_reached', 'nofield', { rejected: [{ name: 'max_addresses_per_server', used, max, requested: 1 }] })
  }
  return { server_id: server.id }
}

/** attach to a kind of targets.ts (a router, a load balancer, a cluster): no per-server limit; the channel asked for */
function attachToTarget(ctx: Ctx, project: ProjectRow, row: FloatingipRow, request: { entity: string; id: string }, bandwidth: number): FloatingipRow {
  const target = attachTarget(request.entity)
  const found = target?.find(ctx, project.id, request.id)
  if (!target || !found) throw badRequest('id', `No ${request.entity} with this id in the project`)
  target.requireAttachable(ctx, found.id)
  requireMoney(ctx, project.account_id, 'balance', bandwidthCostKop(ctx, project.id, bandwidth))
  const change = { status: 'PROCESSING', attached_entity: request.entity, attached_id: found.id, bandwidth_max_mbps: bandwidth }
  const attaching = begin(ctx, floatingipResource, row, change, 'attached', DURATIONS.address_attach)
  target.changed(ctx, found.id)
  return attaching
}

/** 001 §4: detach only when ACTIVE */
export function detachFloatingip(ctx: Ctx, project: ProjectRow, row: FloatingipRow): FloatingipRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireNotGateway(row)
    requireActionable(ctx, row)
    if (row.status !== 'ACTIVE' || (!row.server_id && !row.attached_id)) throw conflict('Only an ACTIVE (attached) address can be detached', 'address_not_attached', 'status')
    const detaching = begin(ctx, floatingipResource, row, { status: 'PROCESSING' }, 'detached', DURATIONS.address_detach)
    holdersChanged(ctx, row)
    return detaching
  })
}

/** 001 §7 PUT /addresses/{id}/ptr (value): the reverse record; an empty value clears it */
export function setPtr(ctx: Ctx, project: ProjectRow, row: FloatingipRow, request: FloatingipPtrRequest): FloatingipRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireActionable(ctx, row)
    return changed(ctx, row, { ptr: request.value === null || request.value === '' ? null : request.value })
  })
}

/**
 * 001 §9: the channel is priced as bandwidth_base, "0 when 1 Gbit channel is on" (then only the overage is
 * charged, 250 ₽ a month per Mbit/s of traffic the emulator does not have); the default 100 Mbps channel is free
 * (bandwidth_base 0 in the default price list). Even at cost 0 an order passes the money check (001 §5), which
 * refuses it to a balance that cannot carry anything.
 */
function bandwidthCostKop(ctx: Ctx, projectId: string, mbps: number): number {
  return mbps === FLOATING_IP.high_bandwidth_mbps ? 0 : priceKop(ctx, projectId, PRICE.bandwidth.group, PRICE.bandwidth.name)
}

/** 001 §4: bandwidth_gb_on sets 1024 (not when already 1024), bandwidth_gb_off sets 100 (not when not 1024) */
export function setBandwidth(ctx: Ctx, project: ProjectRow, row: FloatingipRow, request: FloatingipBandwidthRequest): FloatingipRow {
  return ctx.tx(() => {
    const on = request.bandwidth_max_mbps === FLOATING_IP.high_bandwidth_mbps
    requireProjectAllows(ctx, project, { paid: on })
    requireActionable(ctx, row)
    if (on && row.bandwidth_max_mbps === FLOATING_IP.high_bandwidth_mbps) throw conflict('The 1 Gbit channel is already on', 'bandwidth_already_on', 'bandwidth_max_mbps')
    if (!on && row.bandwidth_max_mbps !== FLOATING_IP.high_bandwidth_mbps) throw conflict('The 1 Gbit channel is not on', 'bandwidth_not_on', 'bandwidth_max_mbps')
    if (on) requireMoney(ctx, project.account_id, 'balance', bandwidthCostKop(ctx, project.id, request.bandwidth_max_mbps))
    const updated = changed(ctx, row, { bandwidth_max_mbps: request.bandwidth_max_mbps })
    balanceChanged(ctx, project.account_id)
    return updated
  })
}

/**
 * 001 §4: make_primary works only for an address attached to a server (001 §5: 'The "make primary" action is
 * available only with an address attached to the server'); not when already primary, not for a windows server.
 * The server's other addresses stop being primary.
 */
export function makePrimary(ctx: Ctx, project: ProjectRow, row: FloatingipRow, request: FloatingipPrimaryRequest): FloatingipRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    const server = row.server_id ? ctx.repos.servers.server(row.server_id) : undefined
    if (!server || row.status !== 'ACTIVE' || (request.id !== undefined && request.id !== server.id)) throw catalogueBadRequest('nofield', 'make_primary_not_attached')
    requireActionable(ctx, row)
    if (row.is_primary === 1) throw conflict('The address is already primary', 'already_primary', 'is_primary')
    if (ctx.repos.catalogue.image(server.image_id)?.os_family === WINDOWS) throw conflict('Make primary is not available for a windows server', 'windows_server')
    for (const other of ctx.repos.servers.addressesOf(server.id)) {
      if (other.id === row.id || other.is_primary !== 1) continue
      announce(ctx, floatingipResource, updateRow(ctx, floatingipResource, other.id, { is_primary: 0 }) as FloatingipRow)
    }
    return changed(ctx, row, { is_primary: 1 })
  })
}

/** 001 §7 DELETE /addresses/{id}: an unattached address is released (DELETING, then gone) */
export function deleteFloatingip(ctx: Ctx, project: ProjectRow, row: FloatingipRow): FloatingipRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireNotGateway(row)
    requireActionable(ctx, row)
    if (row.server_id || row.attached_id) throw conflict('Detach the address before deleting it', 'address_attached', 'status')
    return begin(ctx, floatingipResource, row, { status: 'DELETING' }, 'deleted', DURATIONS.address_delete)
  })
}

/**
 * A server is going: the addresses ordered on their own are detached and stay in the project (DOWN); the
 * server's own public addresses go with it.
 */
export function releaseAddressesOf(ctx: Ctx, serverId: string): void {
  const server = ctx.repos.servers.server(serverId)
  if (!server) return
  for (const row of rowsOf(ctx, floatingipResource, server.project_id)) {
    if (row.server_id !== serverId || row.external !== 1) continue
    if (row.ordered === 1) {
      ctx.clock.cancel(row.id)
      announce(ctx, floatingipResource, updateRow(ctx, floatingipResource, row.id, { server_id: null, status: 'DOWN', is_primary: 0 }) as FloatingipRow)
    } else removeNow(ctx, floatingipResource, row)
  }
}
