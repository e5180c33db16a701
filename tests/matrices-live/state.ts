// Puts a group's state into the emulator through its fixtures (emulator/fixtures): a fresh account, its API answers
// (the account, the project, the items and their related items as the rows say).
import { routeDataOf } from '../../engine/routes'
import type { Relation, SourceConfig } from '../../engine/types'
import { registry } from '../../entities'
import { referencedId } from '../../src/entities/relatedLists'
import { reverseRelation, type ReverseRelation } from '../../src/entities/reverseRelation'
import { placeableRelation, type Group, type PlannedItem } from './plan'

export interface Session {
  access_token: string
  refresh_token: string
  expires_at: string
}

/** a fixture account a browser signs in as; a group's state is put on it (its answers replaced) before it is read */
export interface FixtureAccount {
  credentials: { email: string; password: string }
  accountId: string
  projectId: string
  /** the account and the project as the API answers them before anything is canned: a row's values go over them */
  real: { account: Json; project: Json }
}

/** a group on the emulator: the account it is on, and each planned item as the API answers it */
export interface PlacedGroup {
  group: Group
  account: FixtureAccount
  /** the item's id and display name, by planned item */
  items: Map<PlannedItem, { id: string; name: string }>
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** the row's values over the base item's: objects merge, anything else (null, arrays) replaces */
export function merged(base: Json, over: Json): Json {
  const out: Json = { ...base }
  for (const [key, value] of Object.entries(over)) out[key] = isObject(value) && isObject(base[key]) ? merged(base[key], value) : value
  return out
}

/** the project's limits the row names replace those of the same name (used and max), the rest stay */
function projectOf(real: Json, row: Json): Json {
  const limits = Array.isArray(row.limits) ? (row.limits as Json[]) : []
  const realLimits = Array.isArray(real.limits) ? (real.limits as Json[]) : []
  const byName = new Map(limits.map((limit) => [limit.name, limit]))
  const project = merged(real, row)
  if (limits.length > 0)
    project.limits = [...realLimits.map((limit) => ({ ...limit, ...(byName.get(limit.name) ?? {}) })), ...limits.filter((limit) => !realLimits.some((known) => known.name === limit.name))]
  return project
}

/** src/actions/ActionRunner.tsx accountInputOf, read backwards: the account's API fields of the matrix's account facts */
const ACCOUNT_FIELDS: Readonly<Record<string, string>> = { verified: 'phone_verified', identified: 'has_identification', second_factor_enabled: 'second_factor_enabled' }

function accountOf(real: Json, row: Json): Json {
  const fields = Object.entries(row).filter(([key]) => key !== 'is_support_session')
  return { ...real, ...Object.fromEntries(fields.map(([key, value]) => [ACCOUNT_FIELDS[key] ?? key, value])) }
}

/** the source an item is served from: the one whose scope its fields match (a local disk's), else the first */
export function sourceOf(kind: string, item: Json): SourceConfig {
  const sources = routeDataOf(registry.get(kind)).sources
  const scoped = sources.find((source) => source.scope && Object.entries(source.scope).every(([key, value]) => item[key] === value))
  const chosen = scoped ?? sources[0]
  if (!chosen) throw new Error(`${kind} has no sources`)
  return chosen
}

/** sets a dot path of an object, copying the objects on the way (an item shares its base's nested objects) */
function setPath(target: Json, path: string, value: unknown): void {
  const keys = path.split('.')
  const last = keys.pop() as string
  let at = target
  for (const key of keys) at = at[key] = { ...(isObject(at[key]) ? at[key] : {}) }
  at[last] = value
}

/**
 * The row says the item has no such related item: it references none, unless the row's item names the reference
 * itself (the base's, the demo account's, would be a 404 on the page). A reference's `when` fields stay.
 */
function clearReference(item: Json, relation: Relation, values: Json): void {
  const field = relation.reference ?? relation.id
  if (relation.cardinality !== 'many-to-one' || !field || field in values || referencedId(item, relation) === undefined) return
  if (relation.reference) item[relation.reference] = isObject(item[relation.reference]) && relation.when ? { ...(item[relation.reference] as Json), id: null } : null
  else if (relation.id) item[relation.id] = null
}

/** a one-to-many relation's item points back at the row's item (the plan's server.id is the server's id) */
function pointBack(related: Json, back: ReverseRelation, item: Json): void {
  setPath(related, back.filterField.slice(0, -'__eq'.length), item[back.key])
  for (const [filter, value] of Object.entries(back.when)) setPath(related, filter.slice(0, -'__eq'.length), value)
}

/**
 * A reference object follows the id field beside it that the row sets (a plan's server { id, name } and its
 * server_id, 000 §3 Backup plan: server_id): the base's reference named the demo account's server, which the row's
 * server_id replaced; a null id is no reference.
 */
function followAliases(kind: string, base: Json, values: Json, item: Json): void {
  for (const relation of Object.values(registry.get(kind).relations ?? {})) {
    const field = relation.cardinality === 'many-to-one' ? relation.reference : undefined
    const reference = field ? base[field] : undefined
    if (!field || !isObject(reference) || reference.id === undefined || field in values) continue
    const alias = Object.keys(base).find((key) => key !== field && key !== 'id' && base[key] === reference.id && key in values)
    if (alias) item[field] = item[alias] === null ? null : { ...reference, id: item[alias] }
  }
}

const fill = (path: string, values: Json): string => path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(values[name])))

export class Emulator {
  private bases = new Map<string, Json>()
  private counter = 0

  constructor(readonly url: string) {}

  async call<T = Json>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return (text ? JSON.parse(text) : {}) as T
  }

  login(email: string, password: string): Promise<Session> {
    return this.call<Session>('POST', '/api/v1/auth/login', { email, password })
  }

  /** an item of the kind as the demo account's API answers it, the base a row's values go over (fields a page shows) */
  private async base(kind: string, projectId: string): Promise<Json> {
    const known = this.bases.get(kind)
    if (known) return known
    // a session of its own each time: a whole run outlives an access token (bases are asked once per kind)
    const demo = await this.login('demo@example.com', 'Demo-console-2026')
    const projects = await this.call<{ result: Json[] }>('GET', '/api/v1/projects', undefined, demo.access_token)
    const demoProject = String(projects.result[0]?.id ?? projectId)
    let base: Json = {}
    for (const source of routeDataOf(registry.get(kind)).sources) {
      const listed = await this.call<{ result?: Json[] }>('GET', `/api/v1${fill(source.list, { project_id: demoProject })}`, undefined, demo.access_token).catch(() => ({ result: [] }))
      if (listed.result?.[0]) {
        base = listed.result[0]
        break
      }
    }
    this.bases.set(kind, base)
    return base
  }

  /** the item of a row on the API: the base, the row's values, an id and a name of its own */
  private async apiItem(kind: string, projectId: string, values: Json, name?: string, id = `qa-${kind.replace(/_/g, '-')}-${(this.counter += 1)}`): Promise<Json> {
    const base = await this.base(kind, projectId)
    const item = merged(base, values)
    // aliases of the id (keypair_id beside id) follow it
    for (const [key, value] of Object.entries(item)) if (value === base.id && key !== 'id') item[key] = id
    followAliases(kind, base, values, item)
    item.id = id
    item.project_id = projectId
    const nameField = registry.get(kind).name_field
    if (nameField && (name !== undefined || typeof item[nameField] === 'string')) item[nameField] = name ?? `${id}`
    return item
  }

  /** a fresh signed-up account with its project (the fixtures' POST /emulator/fixtures/accounts) */
  async account(label: string): Promise<FixtureAccount> {
    const created = await this.call<{ email: string; password: string; account_id: string; project_id: string }>('POST', '/emulator/fixtures/accounts', { label })
    const session = await this.login(created.email, created.password)
    const account = await this.call('GET', '/api/v1/account', undefined, session.access_token)
    const project = await this.call('GET', `/api/v1/projects/${created.project_id}`, undefined, session.access_token)
    return { credentials: { email: created.email, password: created.password }, accountId: created.account_id, projectId: created.project_id, real: { account, project } }
  }

  private owners = new Map<string, Promise<Json>>()

  /** the API's own answer of a list page's owner to the account, before anything of it is canned (asked once) */
  private realOwner(account: FixtureAccount, source: string): Promise<Json> {
    const key = `${account.accountId} ${source}`
    let known = this.owners.get(key)
    if (!known) {
      known = this.login(account.credentials.email, account.credentials.password).then((session) => this.call('GET', `/api/v1${source}`, undefined, session.access_token))
      this.owners.set(key, known)
    }
    return known
  }

  /** puts the group's state on the account: what its API answers from now on (all it answered before is replaced) */
  async place(group: Group, account: FixtureAccount): Promise<PlacedGroup> {
    const projectId = account.projectId
    const project = projectOf(account.real.project, group.project)
    const lists = new Map<string, Json[]>()
    const bodies = new Map<string, Json>()
    const serve = (kind: string, item: Json): void => {
      const source = sourceOf(kind, item)
      const listPath = fill(source.list, { project_id: projectId })
      lists.set(listPath, [...(lists.get(listPath) ?? []), item])
      if (source.detail) bodies.set(fill(source.detail, item), item)
    }
    const items = new Map<PlannedItem, { id: string; name: string }>()
    const served = new Set<string>()
    const config = registry.get(group.kind)
    for (const planned of group.items) {
      const item = await this.apiItem(group.kind, projectId, planned.item, `qa ${group.kind} ${this.counter + 1}`)
      for (const [name, value] of Object.entries(planned.related)) {
        const relation = placeableRelation(config, name)
        if (relation && value === null) clearReference(item, relation, planned.item)
        if (!relation || value === null) continue
        const related = await this.apiItem(relation.kind, projectId, value)
        const back = relation.cardinality === 'one-to-many' ? reverseRelation(config, name) : undefined
        if (back) pointBack(related, back, item)
        else {
          const reference = relation.reference ? item[relation.reference] : undefined
          if (relation.reference) item[relation.reference] = { ...(isObject(reference) ? reference : {}), id: related.id }
          else if (relation.id) item[relation.id] = related.id
        }
        serve(relation.kind, related)
      }
      // what else the item references (the details page loads it): served as the row's account's, not the demo's
      for (const [name, relation] of Object.entries(config.relations ?? {})) {
        const referenced = name in planned.related || !placeableRelation(config, name) ? undefined : referencedId(item, relation)
        if (referenced === undefined || served.has(`${relation.kind} ${referenced}`)) continue
        served.add(`${relation.kind} ${referenced}`)
        const reference = relation.reference ? item[relation.reference] : undefined
        const nameField = registry.get(relation.kind).name_field
        const shownName = isObject(reference) && nameField && typeof reference[nameField] === 'string' ? reference[nameField] : undefined
        serve(relation.kind, await this.apiItem(relation.kind, projectId, {}, shownName, referenced))
      }
      serve(group.kind, item)
      items.set(planned, { id: String(item.id), name: registry.displayName(group.kind, item) })
    }
    // the list page's owner: the API's own answer with the row's values over it
    const owner = group.owner?.value ? [{ path: group.owner.source, body: merged(await this.realOwner(account, group.owner.source), group.owner.value) }] : []
    const answers = [
      ...owner,
      { path: '/account', body: accountOf(account.real.account, group.account) },
      { path: '/projects', items: [project] },
      { path: `/projects/${projectId}`, body: project },
      ...[...lists].map(([path, listed]) => ({ path, items: listed })),
      ...[...bodies].map(([path, body]) => ({ path, body })),
    ]
    await this.call('PUT', '/emulator/fixtures/answers', { account_id: account.accountId, answers })
    return { group, account, items }
  }
}
