// A cluster's floating IPs (000 §3 Floating IP: attachable entity kinds include dbaas_cluster; 000 §4 DBaaS cluster
// attach_floatingip): rows of the addresses table attached to it (attached_entity 'dbaas_cluster'). 001 §4: attach
// is blocked when the cluster already has an external address (its own, ordered with it, or a floating IP), and in
// error, dead or while processing. A deleted cluster's floating IPs stay in the project, DOWN.
import type { Ctx } from '../../context'
import { conflict } from '../../http/errors'
import { announce } from '../../kit/announce'
import { rowOf, updateRow } from '../../kit/rows'
import { floatingipResource, type FloatingipRow } from '../floatingip/resource'
import type { AttachTarget } from '../floatingip/targets'
import { addressesOfCluster, dbaasClusterResource } from './resource'
import { requireHealthy } from './rules'

export const clusterTarget: AttachTarget = {
  find: (ctx, projectId, id) => {
    const row = rowOf(ctx, dbaasClusterResource, id)
    return row && row.project_id === projectId ? { id: row.id, name: row.name } : undefined
  },
  requireAttachable: (ctx, id) => {
    const row = rowOf(ctx, dbaasClusterResource, id)
    if (!row) return
    requireHealthy(row)
    if (row.external_address !== null || addressesOfCluster(ctx, id).length > 0) {
      throw conflict('The cluster has an external address already', 'cluster_has_public_ip', 'id')
    }
  },
  changed: (ctx, id) => {
    const row = rowOf(ctx, dbaasClusterResource, id)
    if (row) announce(ctx, dbaasClusterResource, row)
  },
}

/** the cluster is gone: its floating IPs stay in the project, unattached (DOWN) */
export function releaseClusterAddresses(ctx: Ctx, clusterId: string): void {
  for (const address of addressesOfCluster(ctx, clusterId)) {
    ctx.clock.cancel(address.id)
    announce(ctx, floatingipResource, updateRow(ctx, floatingipResource, address.id, { attached_entity: null, attached_id: null, status: 'DOWN' }) as FloatingipRow)
  }
}
