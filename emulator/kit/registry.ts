// Every kind the emulator serves through the resource kit. A new kind is one more entry here: its table's
// migration, its transitions and its share of the project limits follow from its declaration.
import type { Ctx } from '../context'
import { apiTokenResource } from '../kinds/api_token/resource'
import { floatingipResource } from '../kinds/floatingip/resource'
import { keypairResource } from '../kinds/keypair/resource'
import { paymentResource } from '../kinds/payment/resource'
import { projectResource } from '../kinds/project'
import { serverResource } from '../kinds/server'
import { snapshotResource } from '../kinds/snapshot'
import { volumeResource } from '../kinds/volume'
import { ticketResource } from '../kinds/ticket/resource'
import type { AnyResource } from './resource'
import { registerSteps } from './steps'

let all: readonly AnyResource[] | undefined

/**
 * The kinds, read when first needed: the kinds' rules and this registry import each other (limits count what
 * every kind uses), so the list is not built while the modules are still loading.
 */
export function resources(): readonly AnyResource[] {
  all ??= [projectResource, serverResource, volumeResource, snapshotResource, floatingipResource, keypairResource, apiTokenResource, paymentResource, ticketResource]
  return all
}

/** the kinds one emulator serves: the product's and the extra ones its options bring (kit/extra.ts) */
export function resourcesOf(ctx: Ctx): readonly AnyResource[] {
  return [...resources(), ...ctx.options.extraKinds.map((kind) => kind.resource)]
}

/** how much of each limit the project uses, summed over the kinds */
export function usedCounts(ctx: Ctx, projectId: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const resource of resourcesOf(ctx)) for (const [name, used] of Object.entries(resource.used?.(ctx, projectId) ?? {})) counts[name] = (counts[name] ?? 0) + used
  return counts
}

export function registerResources(ctx: Ctx): void {
  registerSteps(ctx, resourcesOf(ctx))
}
