// The demo accounts' managed databases: an ACTIVE MySQL cluster (a master and a slave, ALIVE, an external address,
// daily backups on) with two databases, a FULL backup of the cluster and a dump of each database.
import type { Ctx } from '../../context'
import { isoAt, newId } from '../../domain/ids'
import { insertRow } from '../../kit/rows'
import { dbaasBackupResource } from '../dbaas_backup/resource'
import { dbaasDatabaseResource } from '../dbaas_database/resource'
import { freeClusterAddress, dbaasNodeResource } from './nodes'
import { dbaasClusterResource, type DbaasClusterRow } from './resource'
import { SYSTEM_KB } from './rules'

const HOUR = 60 * 60 * 1000
const DATABASE_KB = { shop: 2_400_000, analytics: 900_000 } as const

export function seedDbaas(ctx: Ctx, projectId: string, prefix: string): void {
  const now = ctx.now()
  const cluster: DbaasClusterRow = {
    id: newId(),
    project_id: projectId,
    name: `${prefix}shop-db`,
    status: 'ACTIVE',
    datastore_id: 'mysql-8',
    vcpus: 2,
    ram: 4,
    nodes_count: 2,
    storage_size: 20,
    storage_used_kb: SYSTEM_KB + DATABASE_KB.shop + DATABASE_KB.analytics,
    external_address: freeClusterAddress(ctx, true),
    ddos_protection: 0,
    backup_enabled: 1,
    configuration: JSON.stringify({ max_connections: 300 }),
    source_backup_id: null,
    created_in: isoAt(now - 72 * HOUR),
  }
  insertRow(ctx, dbaasClusterResource, cluster)
  for (const [index, role] of (['master', 'slave'] as const).entries()) {
    insertRow(ctx, dbaasNodeResource, {
      id: newId(),
      project_id: projectId,
      cluster_id: cluster.id,
      role,
      status: 'ALIVE',
      private_ip: freeClusterAddress(ctx, false),
      public_ip: role === 'master' ? cluster.external_address : null,
      created_in: isoAt(now - 72 * HOUR + index),
    })
  }
  const backup = (type: 'FULL' | 'PARTIAL', databaseId: string | null, sizeKb: number, hoursAgo: number): void => {
    insertRow(ctx, dbaasBackupResource, {
      id: newId(),
      project_id: projectId,
      cluster_id: cluster.id,
      database_id: databaseId,
      type,
      status: 'AVAILABLE',
      size_kb: sizeKb,
      created_in: isoAt(now - hoursAgo * HOUR),
    })
  }
  backup('FULL', null, cluster.storage_used_kb, 26)
  for (const [index, name] of (['shop', 'analytics'] as const).entries()) {
    const id = newId()
    insertRow(ctx, dbaasDatabaseResource, {
      id,
      project_id: projectId,
      cluster_id: cluster.id,
      name: `${name}`,
      status: 'READY',
      admin_username: `${name}_admin`,
      admin_password: `Seeded-${name}-Pass1`,
      backup_enabled: name === 'shop' ? 1 : 0,
      size_kb: DATABASE_KB[name],
      created_in: isoAt(now - (70 - index) * HOUR),
    })
    backup('PARTIAL', id, DATABASE_KB[name], 20 - index)
  }
}
