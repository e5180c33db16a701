// What a floating IP attaches to besides a server (000 §3: attachable server, loadbalancer, dbaas_cluster,
// vrouter), by entity name: each kind says how its row is found, when it takes an address and whom to tell.
// The kinds are read when first needed (their modules import the floating IPs' own).
import type { Ctx } from '../../context'
import { clusterTarget } from '../dbaas_cluster/addresses'
import { loadbalancerTarget } from '../loadbalancer/addresses'

export interface AttachTarget {
  /** the kind's row of this id in the project, with the name an address's attached_to shows */
  find(ctx: Ctx, projectId: string, id: string): { id: string; name: string } | undefined
  /** refuses (409) when the target's state does not take an address now */
  requireAttachable(ctx: Ctx, id: string): void
  /** its answer changed: its addresses came or went */
  changed(ctx: Ctx, id: string): void
}

const targets = (): Readonly<Record<string, AttachTarget>> => ({
  loadbalancer: loadbalancerTarget,
  dbaas_cluster: clusterTarget,
})

export const attachTarget = (entity: string | null | undefined): AttachTarget | undefined => (entity ? targets()[entity] : undefined)
