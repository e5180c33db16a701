// DBaaS clusters (000 §3 DBaaS cluster; 000 §4, 001 §4 DBaaS; 001 §7 DBaaS) as a resource of the kit. A cluster
// is CREATING (RESTORE when made from a backup) until its nodes are ALIVE (nodes.ts), then ACTIVE; stop, start,
// resize, extend_storage, a configuration change and a first backup run through STOPPING, STARTING, UPDATING
// and BACKUP on the clock; delete goes DELETING, then the cluster is gone with its nodes, databases and backups.
// Websocket entity `dbaas_cluster`. Its answer embeds its nodes, databases and FULL backups (001 §3).
import { clusterConsumption } from './cost'
import type { DbaasCluster } from '../../../generated/types/index.js'
import type { Ctx } from '../../context'
import { prepared } from '../../db/statements'
import { defineResource, type Resource } from '../../kit/resource'
import { integerField, textField } from '../../lists/shape'
import { configurationOf, datastoreOf, type ParameterValue } from './catalogue'
import { clusterBalanceChanged, clusterDeleted, clusterStopped } from './lifecycle'

export interface DbaasClusterRow {
  id: string
  project_id: string
  name: string
  status: string
  datastore_id: string
  vcpus: number
  ram: number
  nodes_count: number
  /** GB */
  storage_size: number
  storage_used_kb: number
  /** the external address (000 §3 external_ip), null when the cluster has none */
  external_address: string | null
  ddos_protection: number
  backup_enabled: number
  /** JSON: the configuration values changed over the datastore's defaults */
  configuration: string
  /** the backup it was restored from */
  source_backup_id: string | null
  created_in: string
}

const MIGRATION = `
CREATE TABLE dbaas_clusters (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  datastore_id TEXT NOT NULL,
  vcpus INTEGER NOT NULL,
  ram INTEGER NOT NULL,
  nodes_count INTEGER NOT NULL,
  storage_size INTEGER NOT NULL,
  storage_used_kb INTEGER NOT NULL,
  external_address TEXT,
  ddos_protection INTEGER NOT NULL DEFAULT 0,
  backup_enabled INTEGER NOT NULL DEFAULT 0,
  configuration TEXT NOT NULL DEFAULT '{}',
  source_backup_id TEXT,
  created_in TEXT NOT NULL
);
CREATE INDEX dbaas_clusters_project_created ON dbaas_clusters(project_id, created_in DESC, id);
CREATE TABLE dbaas_nodes (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  cluster_id TEXT NOT NULL REFERENCES dbaas_clusters(id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  status TEXT NOT NULL,
  private_ip TEXT NOT NULL,
  public_ip TEXT,
  created_in TEXT NOT NULL
);
CREATE INDEX dbaas_nodes_cluster ON dbaas_nodes(cluster_id, created_in, id);
`

export const changedConfiguration = (row: DbaasClusterRow): Record<string, ParameterValue> => JSON.parse(row.configuration) as Record<string, ParameterValue>

/** the floating IPs attached to the cluster (addresses rows of attached_entity dbaas_cluster; floatingip/targets.ts) */
export function addressesOfCluster(ctx: Ctx, clusterId: string): { id: string; address: string; type: string; ddos_protection: number; bandwidth_max_mbps: number }[] {
  return prepared(ctx.repos.db, "SELECT * FROM addresses WHERE attached_entity = 'dbaas_cluster' AND attached_id = ? ORDER BY created_in, id").all(clusterId) as ReturnType<typeof addressesOfCluster>
}

const refs = (ctx: Ctx, sql: string, id: string): { id: string; name?: string }[] => prepared(ctx.repos.db, sql).all(id) as { id: string; name?: string }[]

function presentCluster(ctx: Ctx, row: DbaasClusterRow): DbaasCluster {
  const datastore = datastoreOf(row.datastore_id)
  const nodes = prepared(ctx.repos.db, 'SELECT * FROM dbaas_nodes WHERE cluster_id = ? ORDER BY created_in, id').all(row.id) as {
    id: string
    role: 'master' | 'slave'
    status: NonNullable<DbaasCluster['nodes']>[number]['status']
    private_ip: string
    public_ip: string | null
    created_in: string
  }[]
  // its own external address (ordered with it) or the floating IPs attached to it: 001 §4 lets it hold one
  const own = row.external_address === null ? [] : [{ address: row.external_address, external: true, ddos_protection: row.ddos_protection === 1 }]
  const floating = addressesOfCluster(ctx, row.id).map((address) => ({
    address_id: address.id,
    address: address.address,
    type: address.type as 'FIXED' | 'FLOATING',
    external: true,
    ddos_protection: address.ddos_protection === 1,
    bandwidth_max_mbps: address.bandwidth_max_mbps,
  }))
  const externalAddresses = [...own, ...floating]
  const first = externalAddresses[0]
  return {
    id: row.id,
    name: row.name,
    status: row.status as DbaasCluster['status'],
    project_id: row.project_id,
    ...(datastore ? { datastore: datastore.name, datastore_version: datastore.version, port: datastore.port } : {}),
    datastore_id: row.datastore_id,
    flavor: { vcpus: row.vcpus, ram: row.ram },
    nodes_count: row.nodes_count,
    nodes: nodes.map((node) => ({
      id: node.id,
      status: node.status,
      role: node.role,
      private_ip: node.private_ip,
      ...(node.public_ip === null ? {} : { public_ip: node.public_ip }),
      created_in: node.created_in,
    })),
    storage_size: row.storage_size,
    storage_used_KB: row.storage_used_kb,
    external_ip: first ? { address: first.address, ddos_protection: first.ddos_protection } : null,
    external_addresses: externalAddresses,
    backup_enabled: row.backup_enabled === 1,
    databases: refs(ctx, 'SELECT id, name FROM dbaas_databases WHERE cluster_id = ? ORDER BY created_in DESC, id', row.id),
    backups: refs(ctx, "SELECT id FROM dbaas_backups WHERE cluster_id = ? AND type = 'FULL' ORDER BY created_in DESC, id", row.id),
    configuration: datastore ? configurationOf(datastore, changedConfiguration(row)) : {},
    created_in: row.created_in,
  }
}

const COLUMNS = [
  'id',
  'project_id',
  'name',
  'status',
  'datastore_id',
  'vcpus',
  'ram',
  'nodes_count',
  'storage_size',
  'storage_used_kb',
  'external_address',
  'ddos_protection',
  'backup_enabled',
  'configuration',
  'source_backup_id',
  'created_in',
] as const

const DATASTORE_NAME = "(CASE c.datastore_id WHEN 'mysql-8' THEN 'MySQL' WHEN 'postgresql-16' THEN 'PostgreSQL' END)"

export const dbaasClusterResource: Resource<DbaasClusterRow, DbaasCluster> = defineResource<DbaasClusterRow, DbaasCluster>({
  kind: 'dbaas_cluster',
  what: 'Cluster',
  table: 'dbaas_clusters',
  columns: COLUMNS,
  scope: 'project',
  migrations: [{ version: 14, name: 'DBaaS clusters and nodes', sql: MIGRATION }],
  // read when billing, not while the modules load: cost.ts reads this resource's rows
  consumption: (ctx, projectId) => clusterConsumption(ctx, projectId),
  list: {
    table: 'dbaas_clusters c',
    joins: {},
    columns: 'c.*',
    id: 'c.id',
    shape: {
      fields: {
        id: textField('c.id'),
        name: textField('c.name'),
        status: textField('c.status'),
        project_id: textField('c.project_id'),
        datastore: { sql: DATASTORE_NAME, type: 'text', nullable: true },
        datastore_id: textField('c.datastore_id'),
        flavor: { fields: { vcpus: integerField('c.vcpus'), ram: integerField('c.ram') } },
        nodes_count: integerField('c.nodes_count'),
        storage_size: integerField('c.storage_size'),
        storage_used_KB: integerField('c.storage_used_kb'),
        backup_enabled: { sql: '(c.backup_enabled = 1)', type: 'boolean' },
        created_in: textField('c.created_in'),
        datastore_version: 'memory',
        nodes: 'memory',
        external_ip: 'memory',
        external_addresses: 'memory',
        port: 'memory',
        databases: 'memory',
        backups: 'memory',
        configuration: 'memory',
      },
    },
  },
  present: presentCluster,
  entity: 'dbaas_cluster',
  transitions: {
    stopped: { run: (ctx, row) => clusterStopped(ctx, row) },
    // resize, extend_storage and a configuration change: the new values come with the step
    updated: { to: 'ACTIVE', change: (_row, payload) => payload, then: (ctx, row) => clusterBalanceChanged(ctx, row) },
    deleted: { run: (ctx, row) => clusterDeleted(ctx, row) },
  },
  used: (ctx, projectId) => {
    const totals = prepared(ctx.repos.db, 'SELECT COUNT(*) AS clusters, COALESCE(SUM(storage_size * nodes_count), 0) AS storage FROM dbaas_clusters WHERE project_id = ?').get(projectId) as {
      clusters: number
      storage: number
    }
    // 001 §5: DB storage is counted as size times nodes
    return { 'dbaas-clusters': totals.clusters, 'dbaas-storage': totals.storage }
  },
})
