// Clocked transitions of a kind: an operation starts (the row takes its processing status, the clock gets the
// step with its due time, the row is announced), and when the step falls due the kit runs it as the kind
// declared it. Steps live in SQLite (transitions), so a restart resumes them.
import type { TransitionPayload } from '../clock'
import type { Ctx } from '../context'
import { announce, announceData } from './announce'
import type { AnyResource, Owned, Resource, Step } from './resource'
import { removeRow, rowOf, updateRow } from './rows'

export const stepName = (resource: { kind: string }, step: string): string => `${resource.kind}.${step}`

/**
 * Starts a long operation: applies `change` (its processing status among it), schedules `step` after the
 * simulated `duration`, announces the row and answers it as it is now.
 */
export function begin<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, row: Row, change: Partial<Row>, step: string, duration: number, payload?: TransitionPayload): Row {
  if (!resource.transitions?.[step]) throw new Error(`${resource.kind} declares no step ${step}`)
  const changed = updateRow(ctx, resource, row.id, change) as Row
  ctx.clock.schedule(stepName(resource, step), row.id, duration, payload)
  announce(ctx, resource, changed)
  return changed
}

/**
 * Removes a row now: its pending steps are forgotten and its owner hears of it with its last state (`data`
 * when the kind presented it before taking its parts away).
 */
export function removeNow<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, row: Row, data: object = resource.present(ctx, row)): void {
  ctx.clock.cancel(row.id)
  removeRow(ctx, resource, row.id)
  announceData(ctx, resource, row, 'deleted', data)
}

function runStep<Row extends Owned>(ctx: Ctx, resource: Resource<Row, object>, step: Step<Row>, row: Row, payload: TransitionPayload): void {
  if (step.run) return step.run(ctx, row, payload)
  if (step.remove) {
    removeNow(ctx, resource, row)
    return step.then?.(ctx, row, row, payload)
  }
  if (step.to === undefined) throw new Error(`a step of ${resource.kind} has neither to, remove nor run`)
  const status = typeof step.to === 'string' ? step.to : step.to(row, payload)
  const changed = updateRow(ctx, resource, row.id, { ...step.change?.(row, payload), status } as unknown as Partial<Row>) as Row
  announce(ctx, resource, changed)
  step.then?.(ctx, changed, row, payload)
}

/** Gives the clock every declared step of the kinds; a step whose row is gone does nothing. */
export function registerSteps(ctx: Ctx, resources: readonly AnyResource[]): void {
  for (const resource of resources) {
    for (const [name, step] of Object.entries(resource.transitions ?? {})) {
      ctx.clock.on(stepName(resource, name), (id, payload) => {
        // a kind's rows are owned rows; the kit reads no more of them here
        const row = rowOf(ctx, resource as Resource<Owned, object>, id)
        if (row) runStep(ctx, resource, step, row, payload)
      })
    }
  }
}
