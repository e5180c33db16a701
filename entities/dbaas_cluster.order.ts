// The order of a DBaaS cluster (000 §2 new_cluster; 000 §3 Create payload: datastore, backup, flavor, storage_size,
// address, name, database; 000 §3 Cart DBaaS order: nodes_count, address null or {external: true, ddos_protection})
// and its resize (001 §7: vcpus, ram). The datastores and flavors are the provider's catalogue (GET
// /projects/{id}/dbaas/datastores); 001 §9: at least 1 vCPU and 2 GB of RAM, 2 nodes (master and slave), storage
// 10..500 GB.
import { BACKUPS, DBAAS } from '../contract/constants'
import type { FieldConfig } from '../engine/types'
import type { DbaasCluster } from '../generated/types/index.js'

/** 001 §7 GET /projects/{id}/dbaas/datastores: the datastores, each with the flavors a cluster of it may have */
const DATASTORES_CALL = '/projects/{project_id}/dbaas/datastores'

/** the flavors of the catalogue a resize offers: vCPUs and GB of RAM */
export const CLUSTER_FLAVORS = [
  { vcpus: DBAAS.min_cpu, ram: DBAAS.min_ram_gb },
  { vcpus: 2, ram: 4 },
  { vcpus: 4, ram: 8 },
  { vcpus: 8, ram: 16 },
] as const

/** 000 §5: a database name is Latin letters, digits, underscore (the request schema's pattern; reserved names the API's) */
const DATABASE_PARTS = [
  { name: 'name', kind: 'text', label: 'dbaas_database.field.name', hint: 'dbaas_database.hint.name' },
  { name: 'admin_username', kind: 'text', label: 'dbaas_database.field.admin_username', hint: 'dbaas_database.hint.admin_username' },
  { name: 'admin_password', kind: 'password', label: 'dbaas_database.field.admin_password', hint: 'dbaas_database.hint.admin_password' },
]

export const CLUSTER_ORDER_FIELDS: readonly FieldConfig<DbaasCluster>[] = [
  // the provider's catalogue, not fixed here: its datastores (000 §3: MySQL or PostgreSQL) ...
  {
    name: 'datastore',
    kind: 'select',
    section: 'dbaas_cluster.order.section.datastore',
    label: 'column.datastore',
    required: true,
    options_from: { path: DATASTORES_CALL, value: 'id', label: 'dbaas_cluster.datastore_option' },
  },
  // ... and the flavors of the datastore chosen (001 §7 flavor; 001 §9: at least 1 vCPU and 2 GB)
  {
    name: 'flavor',
    kind: 'select',
    section: 'dbaas_cluster.order.section.flavor',
    label: 'column.flavor',
    required: true,
    options_from: { path: DATASTORES_CALL, within: { field: 'datastore', value: 'id', list: 'flavors' }, value: ['vcpus', 'ram'], label: 'dbaas_cluster.flavor_option' },
  },
  // 001 §9: default and fixed node count 2 (master-slave)
  {
    name: 'nodes_count',
    kind: 'select',
    label: 'column.nodes_count',
    required: true,
    default: DBAAS.nodes_count,
    options: [{ value: DBAAS.nodes_count, label: 'dbaas_cluster.nodes_count.master_slave' }],
  },
  {
    name: 'storage_size',
    kind: 'size',
    label: 'dbaas_cluster.field.storage_size',
    hint: 'dbaas_cluster.hint.storage_size',
    required: true,
    min: DBAAS.min_storage_gb,
    max: DBAAS.max_storage_size,
    step: DBAAS.min_storage_gb,
    default: DBAAS.min_order_storage,
  },
  // an external address with DDoS protection (000 §3 Cart DBaaS order: address null or {external: true, ddos_protection})
  { name: 'address', kind: 'widget', widget: 'external_address', section: 'dbaas_cluster.order.section.network', label: 'dbaas_cluster.field.address', default: { ddos_protection: false } },
  // 000 §2: new_cluster?backup=<id> restores from that backup (a cluster's, FULL, ready); then no database is asked for
  {
    name: 'backup',
    kind: 'entity_picker',
    section: 'dbaas_cluster.order.section.database',
    label: 'dbaas_cluster.field.backup',
    hint: 'dbaas_cluster.hint.backup',
    picker: { kind: 'dbaas_cluster_backup', filter: { type__eq: BACKUPS.types.cluster, status: 'AVAILABLE' } },
  },
  { name: 'database', kind: 'widget', widget: 'object_fields', label: 'dbaas_cluster.field.database', required_unless: 'backup', widget_options: { fields: DATABASE_PARTS } },
  { name: 'name', kind: 'name', section: 'dbaas_cluster.order.section.name', label: 'console.action.field.name', required: true },
]

/** resize (vcpus, ram): a flavor of the catalogue; the API refuses another pair (001 §8 flavor not found) */
export const RESIZE_FIELDS: readonly FieldConfig<DbaasCluster>[] = [
  {
    name: 'vcpus',
    kind: 'select',
    label: 'dbaas_cluster.field.vcpus',
    required: true,
    default: { path: 'item.flavor.vcpus' },
    options: [...new Set(CLUSTER_FLAVORS.map((flavor) => flavor.vcpus))].map((vcpus) => ({ value: vcpus, label: `dbaas_cluster.vcpus.${vcpus}` })),
  },
  {
    name: 'ram',
    kind: 'select',
    label: 'dbaas_cluster.field.ram',
    required: true,
    default: { path: 'item.flavor.ram' },
    options: [...new Set(CLUSTER_FLAVORS.map((flavor) => flavor.ram))].map((ram) => ({ value: ram, label: `dbaas_cluster.ram.${ram}` })),
  },
]
