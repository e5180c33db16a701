// The rules of virtual routers (000 §4 Virtual router, 001 §4 Virtual router rules, 001 §7 Virtual routers): create
// with private networks, start, stop and delete, each a clocked step. Answers the row as it is after the call.
import { LIMIT_NAMES, ORDER_MINIMUMS, VROUTER } from '../../../contract/constants'
import type { VrouterCreateRequest } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import type { ProjectRow } from '../../db/projects'
import { requireProjectAllows } from '../../domain/guards'
import { isoAt, newId } from '../../domain/ids'
import { conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { insertRow } from '../../kit/rows'
import { begin, stepName } from '../../kit/steps'
import { requireLimits } from '../../limits'
import { balanceChanged, priceKop, requireMoney } from '../../money'
import { addGatewayAddress } from './addresses'
import { firstHost, requirePrivateNetworks } from './networks'
import { firstVrouter, vrouterResource, type VrouterRow } from './resource'

/** 000 §4: CREATING, DELETING, STARTING, STOPPING, AWAITING are processing */
export const VROUTER_PROCESSING: readonly string[] = ['CREATING', 'DELETING', 'STARTING', 'STOPPING', 'AWAITING']
const ERROR = 'ERROR'

/** Simulated durations, ms ("a few seconds"; scaled by EMULATOR_TIME_SCALE). */
export const VROUTER_DURATIONS = { create: 4_000, start: 3_000, stop: 3_000, delete: 3_000 } as const

/** 001 §4: create, start, stop, delete blocked while processing; create, start, stop blocked in error */
function requireSettled(row: VrouterRow, errorBlocks: boolean): void {
  if (VROUTER_PROCESSING.includes(row.status)) throw conflict(`The router is ${row.status}; wait until it finishes`, 'vrouter_processing', 'status')
  if (errorBlocks && row.status === ERROR) throw conflict('The router is in error', 'vrouter_in_error', 'status')
}

/**
 * 001 §7 POST /projects/{id}/vrouters (name, private_networks). 001 §4: create is blocked while the project's router
 * (000 §4: "the first in the project") processes or is in error; 001 §5: order minimum vrouters 1 against the
 * project's `vrouters` limit; paid: the money check of an order; creating is blocked for an unverified account.
 */
export function createVrouter(ctx: Ctx, project: ProjectRow, request: VrouterCreateRequest): VrouterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    requirePrivateNetworks(request.private_networks)
    const first = firstVrouter(ctx, project.id)
    if (first) requireSettled(first, true)
    requireLimits(ctx, project.id, [{ name: LIMIT_NAMES.vrouters, amount: ORDER_MINIMUMS[LIMIT_NAMES.vrouters] }])
    requireMoney(ctx, project.account_id, 'balance', priceKop(ctx, project.id, VROUTER.price.group, VROUTER.price.name))
    const row: VrouterRow = {
      id: newId(),
      project_id: project.id,
      name: request.name,
      status: 'CREATING',
      private_networks: JSON.stringify(request.private_networks),
      private_ip: firstHost(request.private_networks[0]),
      created_in: isoAt(ctx.now()),
    }
    insertRow(ctx, vrouterResource, row)
    addGatewayAddress(ctx, project.id, row.id)
    ctx.clock.schedule(stepName(vrouterResource, 'created'), row.id, VROUTER_DURATIONS.create)
    announce(ctx, vrouterResource, row, 'created')
    balanceChanged(ctx, project.account_id)
    return row
  })
}

/** 001 §7 POST /vrouters/{id}/start; paid (000 §5 service start: 24 hours of current plus new hourly cost) */
export function startVrouter(ctx: Ctx, project: ProjectRow, row: VrouterRow): VrouterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true })
    requireSettled(row, true)
    if (row.status !== 'STOPPED') throw conflict('Only a STOPPED router can be started', 'vrouter_not_stopped', 'status')
    requireMoney(ctx, project.account_id, 'service_start', priceKop(ctx, project.id, VROUTER.price.group, VROUTER.price.name))
    return begin(ctx, vrouterResource, row, { status: 'STARTING' }, 'started', VROUTER_DURATIONS.start)
  })
}

/** 001 §7 POST /vrouters/{id}/stop */
export function stopVrouter(ctx: Ctx, project: ProjectRow, row: VrouterRow): VrouterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireSettled(row, true)
    if (row.status !== 'ACTIVE') throw conflict('Only an ACTIVE router can be stopped', 'vrouter_not_active', 'status')
    return begin(ctx, vrouterResource, row, { status: 'STOPPING' }, 'stopped', VROUTER_DURATIONS.stop)
  })
}

/** 001 §7 DELETE /vrouters/{id}: blocked while processing, allowed in error (001 §4 leaves delete out of it) */
export function deleteVrouter(ctx: Ctx, project: ProjectRow, row: VrouterRow): VrouterRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: false })
    requireSettled(row, false)
    return begin(ctx, vrouterResource, row, { status: 'DELETING' }, 'deleted', VROUTER_DURATIONS.delete)
  })
}
