// The provider's DBaaS catalogue (001 §7 GET /projects/{id}/dbaas/datastores, GET /dbaas/datastores/{id}/configuration/form):
// the datastores (000 §3: MySQL or PostgreSQL), the flavors a cluster may have (001 §9: at least 1 vCPU and 2 GB RAM) and
// each datastore's configuration form: the parameters a customer may change, with their type, range and default. The
// console draws any datastore's form from this answer with one form engine.
import { DBAAS } from '../../../contract/constants'

export type ParameterType = 'integer' | 'string' | 'boolean' | 'select'
export type ParameterValue = number | string | boolean

export interface ConfigurationParameter {
  name: string
  type: ParameterType
  /** integer: the range (inclusive) */
  min?: number
  max?: number
  /** select: the values allowed */
  options?: readonly string[]
  default: ParameterValue
  /** a unit the value is counted in (ms, KB), shown next to the field */
  unit?: string
  description: string
}

export interface DbaasFlavor {
  id: string
  name: string
  vcpus: number
  ram: number
}

export interface Datastore {
  id: string
  name: 'MySQL' | 'PostgreSQL'
  version: string
  /** the port its nodes listen on */
  port: number
  form: readonly ConfigurationParameter[]
}

/** 001 §9: minimums cpu 1, ram 2 GB */
export const DBAAS_FLAVORS: readonly DbaasFlavor[] = [
  { id: 'db-1-2', name: 'db-1-2', vcpus: DBAAS.min_cpu, ram: DBAAS.min_ram_gb },
  { id: 'db-2-4', name: 'db-2-4', vcpus: 2, ram: 4 },
  { id: 'db-4-8', name: 'db-4-8', vcpus: 4, ram: 8 },
  { id: 'db-8-16', name: 'db-8-16', vcpus: 8, ram: 16 },
]

const MYSQL_FORM: readonly ConfigurationParameter[] = [
  { name: 'max_connections', type: 'integer', min: 10, max: 5000, default: 151, description: 'The most client connections at once' },
  { name: 'wait_timeout', type: 'integer', min: 1, max: 31_536_000, default: 28_800, unit: 's', description: 'Seconds an idle connection is kept' },
  { name: 'innodb_lock_wait_timeout', type: 'integer', min: 1, max: 1_073_741_824, default: 50, unit: 's', description: 'Seconds a transaction waits for a row lock' },
  { name: 'character_set_server', type: 'select', options: ['utf8mb4', 'utf8mb3', 'latin1'], default: 'utf8mb4', description: 'The default character set' },
  { name: 'slow_query_log', type: 'boolean', default: false, description: 'Log slow queries' },
]

const POSTGRESQL_FORM: readonly ConfigurationParameter[] = [
  { name: 'max_connections', type: 'integer', min: 10, max: 5000, default: 100, description: 'The most client connections at once' },
  { name: 'work_mem', type: 'integer', min: 64, max: 2_097_152, default: 4096, unit: 'KB', description: 'Memory of one sort or hash operation' },
  { name: 'log_min_duration_statement', type: 'integer', min: -1, max: 2_147_483_647, default: -1, unit: 'ms', description: 'Log statements running at least this long, -1 for none' },
  {
    name: 'default_transaction_isolation',
    type: 'select',
    options: ['read committed', 'repeatable read', 'serializable'],
    default: 'read committed',
    description: 'The isolation level of new transactions',
  },
  { name: 'autovacuum', type: 'boolean', default: true, description: 'Run the autovacuum daemon' },
]

export const DATASTORES: readonly Datastore[] = [
  { id: 'mysql-8', name: 'MySQL', version: '8.0', port: 3306, form: MYSQL_FORM },
  { id: 'postgresql-16', name: 'PostgreSQL', version: '16', port: 5432, form: POSTGRESQL_FORM },
]

export const datastoreOf = (id: string): Datastore | undefined => DATASTORES.find((datastore) => datastore.id === id)

export const flavorOf = (vcpus: number, ram: number): DbaasFlavor | undefined => DBAAS_FLAVORS.find((flavor) => flavor.vcpus === vcpus && flavor.ram === ram)

/** the datastore's defaults with the values a cluster changed over them */
export function configurationOf(datastore: Datastore, changed: Readonly<Record<string, ParameterValue>>): Record<string, ParameterValue> {
  return Object.fromEntries(datastore.form.map((parameter) => [parameter.name, changed[parameter.name] ?? parameter.default]))
}

/** Why a value does not fit its parameter (a message for the 400 on its field), or undefined when it fits. */
export function parameterProblem(parameter: ConfigurationParameter, value: unknown): string | undefined {
  switch (parameter.type) {
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'Must be an integer'
      if (parameter.min !== undefined && value < parameter.min) return `Must be >= ${parameter.min}`
      if (parameter.max !== undefined && value > parameter.max) return `Must be <= ${parameter.max}`
      return undefined
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'Must be true or false'
    case 'select':
      return typeof value === 'string' && (parameter.options ?? []).includes(value) ? undefined : `Must be one of: ${(parameter.options ?? []).join(', ')}`
    case 'string':
      return typeof value === 'string' ? undefined : 'Must be a string'
  }
}
