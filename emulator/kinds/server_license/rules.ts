// Licence rules (000 §4 Server license: change and delete blocked for windows_server, all actions blocked while
// processing; 000 §4 Server actions: the ISPmanager 6 licence needs an external IP). A licence is billed with
// its server, so adding one or raising its value is paid and checked against the balance (001 §5 money check).
import { LICENSE } from '../../../contract/constants'
import type { ServerLicenseChangeRequest, ServerLicenseCreateRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import type { ServerRow } from '../../db/servers'
import { isoAt, newId } from '../../domain/ids'
import { serverChanged } from '../../domain/notify'
import { requireProjectAllows } from '../../domain/guards'
import { requireServerActionable } from '../../domain/servers'
import { badRequest, conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { begin, removeNow, stepName } from '../../kit/steps'
import { insertRow } from '../../kit/rows'
import { balanceChanged, requireMoney } from '../../money'
import { licenseCostKop, licensesOfServer } from './present'
import { serverLicenseResource, type ServerLicenseRow } from './resource'

/** simulated durations, ms (scaled by EMULATOR_TIME_SCALE) */
export const LICENSE_DURATIONS = { create: 3_000, change: 3_000, delete: 2_000 } as const

const PROCESSING: readonly string[] = ['BUILDING', 'CREATING', 'DELETING', 'CHANGING']

const hasExternalAddress = (ctx: Ctx, server: ServerRow): boolean => ctx.repos.servers.addressesOf(server.id).some((address) => address.external === 1)

function requireIspmanagerAddress(ctx: Ctx, server: ServerRow, addon: string, path: string): void {
  if (addon === 'ispmanager_6' && !hasExternalAddress(ctx, server)) throw badRequest(path, 'The ISPmanager 6 licence needs an external IP address')
}

function requireChangeable(row: ServerLicenseRow): void {
  if (row.addon === 'windows_server') throw conflict('The Windows Server licence cannot be changed or deleted', 'windows_server_license', 'addon')
  if (PROCESSING.includes(row.status)) throw conflict(`The licence is ${row.status}; wait until it finishes`, 'license_processing', 'status')
}

export function addLicense(ctx: Ctx, project: ProjectRow, server: ServerRow, request: ServerLicenseCreateRequest): ServerLicenseRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireServerActionable(server)
    if (!(LICENSE.addable as readonly string[]).includes(request.addon)) throw badRequest('addon', 'The Windows Server licence comes with a Windows image')
    if (licensesOfServer(ctx, server.id).some((row) => row.addon === request.addon)) throw badRequest('addon', 'The server already has this licence')
    requireIspmanagerAddress(ctx, server, request.addon, 'addon')
    const value = request.value ?? LICENSE.value.min
    requireMoney(ctx, project.account_id, 'balance', licenseCostKop(ctx, project.id, request.addon, value))
    const row: ServerLicenseRow = { id: newId(), project_id: project.id, server_id: server.id, addon: request.addon, value, status: 'CREATING', created_in: isoAt(ctx.now()) }
    insertRow(ctx, serverLicenseResource, row)
    ctx.clock.schedule(stepName(serverLicenseResource, 'created'), row.id, LICENSE_DURATIONS.create)
    announce(ctx, serverLicenseResource, row, 'created')
    serverChanged(ctx, server.id)
    balanceChanged(ctx, project.account_id)
    return row
  })
}

export function changeLicense(ctx: Ctx, project: ProjectRow, server: ServerRow, row: ServerLicenseRow, request: ServerLicenseChangeRequest): ServerLicenseRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireChangeable(row)
    requireServerActionable(server)
    requireIspmanagerAddress(ctx, server, row.addon, 'value')
    if (request.value === row.value) throw badRequest('value', 'The licence already has this value')
    const growth = Math.max(0, licenseCostKop(ctx, project.id, row.addon, request.value) - licenseCostKop(ctx, project.id, row.addon, row.value))
    requireMoney(ctx, project.account_id, 'balance', growth)
    const changed = begin(ctx, serverLicenseResource, row, { status: 'CHANGING' }, 'changed', LICENSE_DURATIONS.change, { value: request.value })
    serverChanged(ctx, server.id)
    return changed
  })
}

export function deleteLicense(ctx: Ctx, project: ProjectRow, server: ServerRow, row: ServerLicenseRow): ServerLicenseRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireChangeable(row)
    requireServerActionable(server)
    const changed = begin(ctx, serverLicenseResource, row, { status: 'DELETING' }, 'deleted', LICENSE_DURATIONS.delete)
    serverChanged(ctx, server.id)
    return changed
  })
}

/** A new server's licence its image brings (a Windows image: windows_server), BUILDING until the server is built. */
export function addImageLicense(ctx: Ctx, server: ServerRow, osFamily: string | undefined, duration: number): void {
  const addon = osFamily ? (LICENSE.with_os_family as Readonly<Record<string, string>>)[osFamily] : undefined
  if (!addon) return
  const row: ServerLicenseRow = { id: newId(), project_id: server.project_id, server_id: server.id, addon, value: LICENSE.value.min, status: 'BUILDING', created_in: server.created_in }
  insertRow(ctx, serverLicenseResource, row)
  ctx.clock.schedule(stepName(serverLicenseResource, 'created'), row.id, duration)
}

/** the licence an image of this OS family brings, priced for the order's money check (kopecks per hour) */
export function imageLicenseCostKop(ctx: Ctx, projectId: string, osFamily: string | undefined): number {
  const addon = osFamily ? (LICENSE.with_os_family as Readonly<Record<string, string>>)[osFamily] : undefined
  return addon ? licenseCostKop(ctx, projectId, addon, LICENSE.value.min) : 0
}

/** a deleted server's licences go with it */
export function removeLicensesOf(ctx: Ctx, serverId: string): void {
  for (const row of licensesOfServer(ctx, serverId)) removeNow(ctx, serverLicenseResource, row)
}
