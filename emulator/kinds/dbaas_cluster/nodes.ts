// The nodes of a cluster (001 §3: role master or slave, public and private IP; statuses BUILD, ALIVE, DEAD, ERROR,
// PROCESSING, DELETING, STOPPED). 001 §9: the node count is 2, a master and a slave. A node is BUILD, or PROCESSING
// while it starts, until its `alive` step on the clock; when every node of the cluster is ALIVE the cluster is
// ACTIVE. Nodes have no events of their own: the cluster's answer embeds them, and it is announced.
import type { DbaasNode } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { isoAt, newId } from '../../domain/ids'
import { defineResource, type Resource } from '../../kit/resource'
import { insertRow, rowsOf } from '../../kit/rows'
import { stepName } from '../../kit/steps'
import { textField } from '../../lists/shape'
import { nodeChanged } from './lifecycle'

export interface DbaasNodeRow {
  id: string
  project_id: string
  cluster_id: string
  role: 'master' | 'slave'
  status: string
  private_ip: string
  public_ip: string | null
  created_in: string
}

/** simulated ms until a node is up: the master first, then the slave that copies it */
export const NODE_UP_MS = { master: 4_000, slave: 6_000 } as const

export const dbaasNodeResource: Resource<DbaasNodeRow, DbaasNode> = defineResource<DbaasNodeRow, DbaasNode>({
  kind: 'dbaas_node',
  what: 'Node',
  table: 'dbaas_nodes',
  columns: ['id', 'project_id', 'cluster_id', 'role', 'status', 'private_ip', 'public_ip', 'created_in'],
  scope: 'project',
  list: {
    table: 'dbaas_nodes n',
    joins: {},
    columns: 'n.*',
    id: 'n.id',
    shape: {
      fields: {
        id: textField('n.id'),
        status: textField('n.status'),
        role: textField('n.role'),
        private_ip: textField('n.private_ip'),
        public_ip: { sql: 'n.public_ip', type: 'text', nullable: true },
        created_in: textField('n.created_in'),
      },
    },
    order: 'created_in',
  },
  present: (_ctx, row) => ({
    id: row.id,
    status: row.status as DbaasNode['status'],
    role: row.role,
    private_ip: row.private_ip,
    ...(row.public_ip === null ? {} : { public_ip: row.public_ip }),
    created_in: row.created_in,
  }),
  transitions: {
    alive: { to: 'ALIVE', then: (ctx, row) => nodeChanged(ctx, row.cluster_id) },
  },
})

export const nodesOf = (ctx: Ctx, projectId: string, clusterId: string): DbaasNodeRow[] => rowsOf(ctx, dbaasNodeResource, projectId).filter((node) => node.cluster_id === clusterId)

/** Schedules a node's way up (BUILD or PROCESSING → ALIVE) by its role. */
export function scheduleNodeUp(ctx: Ctx, node: Pick<DbaasNodeRow, 'id' | 'role'>): void {
  ctx.clock.schedule(stepName(dbaasNodeResource, 'alive'), node.id, NODE_UP_MS[node.role])
}

/** 001 §9: a new cluster's nodes (nodes_count, master first), BUILD until they are up */
export function buildNodes(ctx: Ctx, cluster: { id: string; project_id: string; nodes_count: number; external_address: string | null }, created: number): void {
  for (let index = 0; index < cluster.nodes_count; index += 1) {
    const node: DbaasNodeRow = {
      id: newId(),
      project_id: cluster.project_id,
      cluster_id: cluster.id,
      role: index === 0 ? 'master' : 'slave',
      status: 'BUILD',
      private_ip: freeClusterAddress(ctx, false),
      public_ip: index === 0 ? cluster.external_address : null,
      created_in: isoAt(created + index),
    }
    insertRow(ctx, dbaasNodeResource, node)
    scheduleNodeUp(ctx, node)
  }
}

/**
 * An address no cluster holds: external ones from 198.51.100.0/22, private ones from 10.20.0.0/16 (ranges apart from
 * the servers' own, so the two never meet).
 */
export function freeClusterAddress(ctx: Ctx, external: boolean): string {
  const taken = prepared(ctx.repos.db, 'SELECT 1 FROM dbaas_nodes WHERE private_ip = @a UNION SELECT 1 FROM dbaas_clusters WHERE external_address = @a')
  for (let n = 2; n < 65_000; n += 1) {
    const candidate = external ? `198.51.${100 + Math.floor(n / 254)}.${(n % 254) + 1}` : `10.20.${Math.floor(n / 254)}.${(n % 254) + 1}`
    if (!taken.get({ a: candidate })) return candidate
  }
  throw new Error('no free cluster address left')
}
