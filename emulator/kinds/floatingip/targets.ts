// What a floating IP attaches to besides a server (000 §3: attachable server, loadbalancer, dbaas_cluster,
// vrouter), by entity name: each kind says how its row is found, when it takes an address and whom to tell.
// The kinds are read when first needed (their modules import the floating IPs' own).
import type { Ctx } from '../../context'
import { rowOf } from '../../kit/rows'
import type { Resource } from '../../kit/resource'
import { clusterTarget } from '../dbaas_cluster/addresses'
import { loadbalancerTarget } from '../loadbalancer/addresses'
import { vrouterTarget } from '../vrouter/addresses'

export interface AttachTarget {
  /** the kind's row of this id in the project, with the name an address's attached_to shows */
  find(ctx: Ctx, projectId: string, id: string): { id: string; name: string } | undefined
  /** refuses (409) when the target's state does not take an address now */
  requireAttachable(ctx: Ctx, id: string): void
  /** its answer changed: its addresses came or went */
  changed(ctx: Ctx, id: string): void
}

/** AttachTarget.find of a kind whose rows have a name: the row of this id, if it is the project's */
export function namedRowIn<Row extends { id: string; project_id: string; name: string }>(
  ctx: Ctx,
  resource: Resource<Row, object>,
  projectId: string,
  id: string,
): { id: string; name: string } | undefined {
  const row = rowOf(ctx, resource, id)
  return row && row.project_id === projectId ? { id: row.id, name: row.name } : undefined
}

const targets = (): Readonly<Record<string, AttachTarget>> => ({
  loadbalancer: loadbalancerTarget,
  vrouter: vrouterTarget,
  dbaas_cluster: clusterTarget,
})

export const attachTarget = (entity: string | null | undefined): AttachTarget | undefined => (entity ? targets()[entity] : undefined)
