// The contract in schemas/: it compiles under ajv strict mode, covers every entity kind, accepts
// the spec's examples, rejects bad ones at the right path, and the precompiled validators in
// generated/ answer exactly as ajv does at run time, without eval.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAjv } from '../../codegen/ajv'
import { GENERATED_DIR } from '../../codegen/paths'
import { RUNTIME_IMPORT_PREFIXES, RUNTIME_MODULE } from '../../codegen/render-validators'
import { loadSchemaFiles, toTypeName } from '../../codegen/schema-files'
import * as generated from '../../generated/validators/index.js'
import type { Validator } from '../../generated/validators/index.js'

const files = loadSchemaFiles()
const ajv = createAjv(files)
const validators: Record<string, Validator<unknown> | undefined> = { ...generated }

/** Every entity kind of the contract (the list; 000 §3 "Entity kinds"). */
const KINDS = [
  'server',
  'volume',
  'snapshot',
  'floatingip',
  'internal_address',
  'keypair',
  'dns_domain',
  'dns_record',
  'loadbalancer',
  'loadbalancer_rule',
  's3_user',
  's3_bucket',
  'vrouter',
  'backup_plan',
  'backup',
  'dbaas_cluster',
  'dbaas_node',
  'dbaas_database',
  'dbaas_cluster_backup',
  'dbaas_database_backup',
  'dbaas_backup_plan',
  'server_license',
  'project',
  'account',
  'profile',
  'payment',
  'expense',
  'balance',
  'consumption',
  'autopay',
  'payer',
  'acceptance_cert',
  'ticket',
  'message',
  'api_token',
  'affiliate',
  'referral',
  'referral_payment',
  'cart',
  'cart_product',
  'session',
] as const

/** Kinds without a list of their own (singletons of the account or of a session). */
const NOT_LISTED = new Set(['account', 'profile', 'balance', 'consumption', 'autopay', 'affiliate', 'cart', 'session'])

const entityId = (kind: string) => `https://console.local/schemas/entities/${kind}.json`

function schemaOf(kind: string): Record<string, unknown> {
  const file = files.find((f) => f.id === entityId(kind))
  if (!file) throw new Error(`no schema for ${kind}`)
  return file.schema
}

/** What ajv says at run time: valid, and the instancePath of every error. */
function runtimeAnswer(id: string, data: unknown): { valid: boolean; paths: string[] } {
  const validate = ajv.getSchema(id)
  if (!validate) throw new Error(`ajv has no schema ${id}`)
  const valid = validate(data) as boolean
  return { valid, paths: (validate.errors ?? []).map((e) => e.instancePath).sort() }
}

function generatedAnswer(validatorName: string, data: unknown): { valid: boolean; paths: string[] } {
  const validate = validators[validatorName]
  if (!validate) throw new Error(`generated/validators exports no ${validatorName}`)
  const valid = validate(data)
  return { valid, paths: (validate.errors ?? []).map((e) => e.instancePath).sort() }
}

// Examples worded after the spec (000 §3, 001 §3).
const volumeAttached = {
  id: 'vol-1',
  name: 'data',
  size: 100,
  status: 'IN_USE',
  storage_type: 'volume',
  bootable: false,
  attached_to_server: { id: 'srv-1', rescue_mode: 'NO' },
  created_in: '2024-05-01T10:00:00Z',
  description: '',
  snapshots: [],
}
const localDisk = { id: 'ld-1', name: 'system', size: 20, status: 'IN_USE', storage_type: 'local', bootable: true, attached_to_server: { id: 'srv-1' } }
const floatingipOnBalancer = {
  id: 'fip-1',
  address: '203.0.113.10',
  status: 'ACTIVE',
  type: 'FLOATING',
  attached_to: { entity: 'loadbalancer', id: 'lb-1' },
  is_primary: false,
  ptr: null,
  bandwidth_max_mbps: 100,
  ddos_protection: false,
}
const floatingipDown = { id: 'fip-2', address: '203.0.113.11', status: 'DOWN', type: 'FLOATING', attached_to: null }
const server = {
  id: 'srv-1',
  name: 'web',
  status: 'BLOCKED',
  rescue_mode: 'NO',
  guest_agent: true,
  flavor: { ram: 4, vcpus: 2, cpu_type: 'DEDICATED' },
  image: { operation_system: { distribution: 'ubuntu', version: '22', os_family: 'linux' } },
  volumes: [{ size: 20, bootable: true, storage_type: 'local' }],
  addresses: [{ type: 'FIXED', external: true, is_primary: true, address: '198.51.100.5', mask: 24, ddos_protection: false, bandwidth_max_mbps: 1024, address_id: 'a-1' }],
  snapshots: [{ id: 'snap-1' }],
  licenses: [{ addon: 'ispmanager_6', name: 'ISPmanager 6', value: 1 }],
  admin_key_status: 'THERE',
}
const project = {
  id: 'p-1',
  name: 'main',
  status: 'STOPPED',
  stopping_reason: 'money',
  limits: [{ name: 'disk-space', used: 90, max: 100 }],
  services: { status: 'STOPPED', stopping_reason: 'money' },
  params: { max_addresses_per_server: 64 },
  prices: [{ group: 'network', name: 'ipv4', cost: { hour: 0.2, month: 150 }, options: { max_value: 10 } }],
}
const payment = { id: 'pay-1', amount: 500, status: 4, pay_datetime: '2024-05-01T10:00:00+03:00', payment_method: { id: '9999', name: 'Online bank', min_value: 0 }, type: null }
const acceptanceCert = { id: 'ac-1', number: '12/2024', status: 340 }
const clusterBackup = { id: 'b-1', type: 'FULL', status: 'AVAILABLE', cluster: { id: 'c-1' }, url: 'https://backups.example/b-1', created_in: '2024-05-01T00:00:00Z' }
const listResponse = { result: [volumeAttached], count: 1 }
const validationError = { errors: [{ path: 'nofield', message: 'Non-unique rule' }] }

const GOOD: [name: string, kind: string, data: unknown][] = [
  ['a volume attached to a server', 'volume', volumeAttached],
  ['a local disk', 'volume', localDisk],
  ['a floating IP attached to a load balancer', 'floatingip', floatingipOnBalancer],
  ['an unattached floating IP', 'floatingip', floatingipDown],
  ['a server stopped by admin', 'server', server],
  ['a project stopped for money', 'project', project],
  ['a paid payment', 'payment', payment],
  ['an acceptance certificate with annulment refused', 'acceptance_cert', acceptanceCert],
  ['a cluster backup', 'dbaas_cluster_backup', clusterBackup],
]

const BAD: [name: string, kind: string, data: unknown, path: string][] = [
  ['a volume with status FOO', 'volume', { ...volumeAttached, status: 'FOO' }, '/status'],
  ['a volume with size "ten"', 'volume', { ...volumeAttached, size: 'ten' }, '/size'],
  ['a volume without a name', 'volume', { id: 'v', size: 10, status: 'AVAILABLE' }, ''],
  ['a volume with storage_type network', 'volume', { ...volumeAttached, storage_type: 'network' }, '/storage_type'],
  ['a volume attached to a server in an unknown rescue mode', 'volume', { ...volumeAttached, attached_to_server: { id: 's', rescue_mode: 'YES' } }, '/attached_to_server/rescue_mode'],
  ['a volume with a created_in that is not a date-time', 'volume', { ...volumeAttached, created_in: 'yesterday' }, '/created_in'],
  ['a floating IP attached to a kind that is not attachable', 'floatingip', { ...floatingipOnBalancer, attached_to: { entity: 'volume', id: 'v' } }, '/attached_to/entity'],
  ['a server address of type VROUTER', 'server', { ...server, addresses: [{ address: '198.51.100.5', type: 'VROUTER' }] }, '/addresses/0/type'],
  ['a project stopped for a reason the spec does not list', 'project', { ...project, stopping_reason: 'late' }, '/stopping_reason'],
  ['a limit entry without max', 'project', { ...project, limits: [{ name: 'servers', used: 1 }] }, '/limits/0'],
  ['a payment with status 10', 'payment', { ...payment, status: 10 }, '/status'],
  ['a cluster backup of type PARTIAL', 'dbaas_cluster_backup', { ...clusterBackup, type: 'PARTIAL' }, '/type'],
  ['a health monitor url_path without a slash', 'loadbalancer', { id: 'lb', name: 'lb', status: 'ACTIVE', healthmonitor: { type: 'HTTP', url_path: 'health' } }, '/healthmonitor/url_path'],
]

describe('schemas/', () => {
  it('compiles every schema under ajv strict mode', () => {
    expect(files.length).toBeGreaterThan(KINDS.length)
    for (const file of files) expect(() => ajv.getSchema(file.id), file.path).not.toThrow()
  })

  it('has a schema for every entity kind, with the $id and PascalCase title of its kind', () => {
    for (const kind of KINDS) {
      const file = files.find((f) => f.path === `entities/${kind}.schema.json`)
      expect(file, kind).toBeDefined()
      expect(file?.id).toBe(entityId(kind))
      expect(file?.schema['title']).toBe(toTypeName(kind))
    }
  })

  it('describes each schema of the contract with the spec section it encodes', () => {
    for (const file of files.filter((f) => !f.path.startsWith('config/') && !f.path.startsWith('requests/'))) {
      expect(file.schema['description'], file.path).toMatch(/00[01] §\d/)
      expect(file.id, file.path).toBe(`https://console.local/schemas/${file.path.replace(/\.schema\.json$/, '.json')}`)
    }
  })

  it('lets the API add fields to entities', () => {
    for (const kind of KINDS) expect(runtimeAnswer(entityId(kind), { ...minimalOf(kind), added_by_api: 1 }).valid, kind).toBe(true)
  })

  it('gives every listable kind a created_in date-time, the default sort key', () => {
    for (const kind of KINDS.filter((k) => !NOT_LISTED.has(k))) {
      const bad = runtimeAnswer(entityId(kind), { ...minimalOf(kind), created_in: '2024-05-01' })
      expect(bad, kind).toEqual({ valid: false, paths: ['/created_in'] })
    }
  })

  it.each(GOOD)('accepts %s', (_name, kind, data) => {
    expect(runtimeAnswer(entityId(kind), data)).toEqual({ valid: true, paths: [] })
  })

  it.each(BAD)('rejects %s at its path', (_name, kind, data, path) => {
    const answer = runtimeAnswer(entityId(kind), data)
    expect(answer.valid).toBe(false)
    expect(answer.paths).toContain(path)
  })

  it('accepts a list response and a validation error body', () => {
    expect(runtimeAnswer('https://console.local/schemas/api/list-response.json', listResponse).valid).toBe(true)
    expect(runtimeAnswer('https://console.local/schemas/api/list-response.json', { result: [] }).paths).toEqual([''])
    expect(runtimeAnswer('https://console.local/schemas/api/validation-error.json', validationError).valid).toBe(true)
    expect(runtimeAnswer('https://console.local/schemas/api/validation-error.json', { errors: [{ path: 'name' }] }).paths).toEqual(['/errors/0'])
  })
})

/** The smallest instance of a kind: its required fields, filled from the examples above. */
function minimalOf(kind: string): Record<string, unknown> {
  const required = (schemaOf(kind)['required'] as string[] | undefined) ?? []
  const sample: Record<string, unknown> = {
    id: 'x-1',
    keypair_id: 'k-1',
    name: 'n',
    canonical_name: 'c',
    address: '192.0.2.1',
    size: 10,
    amount: 1,
    total: 1,
    balance: 1,
    cost: { hour: 0, month: 0 },
    number: '1',
    email: 'user@example.com',
    addon: 'windows_server',
    payer_type: 1,
    kind: 'server',
    products: [],
    date: '2024-05-01T00:00:00Z',
    external_protocol_port: 80,
    internal_protocol_port: 8080,
    type: 'A',
  }
  const statuses: Record<string, unknown> = {
    server: 'ACTIVE',
    volume: 'AVAILABLE',
    snapshot: 'ACTIVE',
    floatingip: 'DOWN',
    loadbalancer: 'ACTIVE',
    loadbalancer_rule: 'ACTIVE',
    s3_user: 'AVAILABLE',
    vrouter: 'ACTIVE',
    backup_plan: 'ACTIVE',
    backup: 'AVAILABLE',
    dbaas_cluster: 'ACTIVE',
    dbaas_node: 'ALIVE',
    dbaas_database: 'READY',
    dbaas_cluster_backup: 'AVAILABLE',
    dbaas_database_backup: 'AVAILABLE',
    server_license: 'ACTIVE',
    project: 'ACTIVE',
    payment: 1,
    autopay: 'ON',
    acceptance_cert: 0,
    ticket: 1,
  }
  const instance: Record<string, unknown> = {}
  for (const field of required) instance[field] = field === 'status' ? statuses[kind] : sample[field]
  if (kind === 'dbaas_cluster_backup') Object.assign(instance, { id: 'b', status: 'AVAILABLE', type: 'FULL' })
  if (kind === 'dbaas_database_backup') Object.assign(instance, { id: 'b', status: 'AVAILABLE', type: 'PARTIAL' })
  return instance
}

describe('generated/validators', () => {
  const modules = readdirSync(join(GENERATED_DIR, 'validators')).filter((name) => name.endsWith('.js'))
  const sourceOf = (name: string) => readFileSync(join(GENERATED_DIR, 'validators', name), 'utf8')

  it('exports validate<Title> for every schema', () => {
    for (const file of files) expect(typeof validators[file.validatorName], file.validatorName).toBe('function')
    expect(Object.keys(generated).sort()).toEqual(files.map((f) => f.validatorName).sort())
    expect(generated.validateVolume).toBe(validators['validateVolume'])
  })

  it('has a module per schema, each exporting its validate<Title> alone', async () => {
    for (const file of files) {
      const module = (await import(`../../generated/validators/${file.typeName}.js`)) as Record<string, unknown>
      expect(Object.keys(module), file.path).toEqual([file.validatorName])
      expect(module[file.validatorName], file.path).toBe(validators[file.validatorName])
    }
  })

  it('compiles nothing at run time: no new Function, no eval, only ajv run-time helpers imported (through runtime.js)', () => {
    const runtime = sourceOf(RUNTIME_MODULE)
    const importsOf = (source: string) => [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1] as string)
    for (const name of modules) {
      const source = sourceOf(name)
      expect(source, name).not.toMatch(/new Function/)
      expect(source, name).not.toMatch(/\beval\(/)
      expect(source, name).not.toMatch(/\brequire\(/)
      if (name !== RUNTIME_MODULE) for (const spec of importsOf(source)) expect(spec, name).toMatch(/^\.\/[A-Za-z0-9]+\.js$/)
    }
    expect(importsOf(runtime).length).toBeGreaterThan(0)
    for (const spec of importsOf(runtime))
      expect(
        RUNTIME_IMPORT_PREFIXES.some((prefix) => spec.startsWith(prefix)),
        spec,
      ).toBe(true)
  })

  it.each([...GOOD.map(([name, kind, data]) => [name, kind, data] as const), ...BAD.map(([name, kind, data]) => [name, kind, data] as const)])(
    'answers like ajv at run time for %s',
    (_name, kind, data) => {
      expect(generatedAnswer(`validate${toTypeName(kind)}`, data)).toEqual(runtimeAnswer(entityId(kind), data))
    },
  )

  it('answers like ajv at run time for every schema on empty, minimal and wrong-typed input', () => {
    for (const file of files) {
      const kind = file.path.startsWith('entities/') ? file.path.slice('entities/'.length, -'.schema.json'.length) : undefined
      const inputs: unknown[] = [{}, null, 'text', [], ...(kind ? [minimalOf(kind)] : [])]
      for (const data of inputs) expect(generatedAnswer(file.validatorName, data), `${file.path} ${JSON.stringify(data)}`).toEqual(runtimeAnswer(file.id, data))
    }
  })
})
