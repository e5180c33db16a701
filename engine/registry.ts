// Binds configs by kind and answers the lookups the spec lists for each entity (001 §3):
// default page route, list route, service, parent, name field, websocket name, icon, actions,
// conditions, resources, limits, relations.
import { blockConditions, actionOf, evaluate, resolveRedirect, thenTarget, type ResolvedRedirect, type ThenTarget } from './evaluate'
import type { ActionInput, ActionVerdict, Condition, EntityConfig, Relation, RouteRef, StatusValue, ActionConfig } from './types'

export type StatusClass = 'processing' | 'usable' | 'error'

export interface Registry {
  kinds: () => string[]
  has: (kind: string) => boolean
  get: (kind: string) => EntityConfig
  evaluateAction: (kind: string, action: string, input: ActionInput) => ActionVerdict
  resolveRedirect: (kind: string, action: string, input: ActionInput) => ResolvedRedirect | undefined
  defaultPageRoute: (kind: string) => RouteRef | undefined
  listRoute: (kind: string) => RouteRef | undefined
  service: (kind: string) => string
  parent: (kind: string) => EntityConfig | undefined
  nameField: (kind: string) => string
  displayName: (kind: string, item: object) => string
  kindOfWsEntity: (wsEntity: string) => EntityConfig | undefined
  icon: (kind: string) => string
  actions: (kind: string) => string[]
  conditions: (kind: string, action: string) => { hide: Condition[]; block: Condition[] }
  resources: (kind: string) => string[]
  limits: (kind: string) => string[]
  relations: (kind: string) => Record<string, Relation>
  /** the action `after.then` of an action opens, if any; throws when it names no registered kind or action */
  thenOf: (kind: string, action: string) => ThenTarget | undefined
  /** which status set a status (a name, or a number for payments, certificates, tickets) belongs to, if any */
  statusClass: (kind: string, status: StatusValue) => StatusClass | undefined
}

export function createRegistry(configs: readonly EntityConfig[]): Registry {
  const byKind = new Map<string, EntityConfig>()
  for (const config of configs) {
    if (byKind.has(config.kind)) throw new Error(`Entity ${config.kind} registered twice`)
    byKind.set(config.kind, config)
  }
  const get = (kind: string): EntityConfig => {
    const config = byKind.get(kind)
    if (!config) throw new Error(`Entity ${kind} not found`)
    return config
  }
  const byWsEntity = new Map(configs.map((config) => [config.ws_entity, config]))

  return {
    kinds: () => [...byKind.keys()],
    has: (kind) => byKind.has(kind),
    get,
    evaluateAction: (kind, action, input) => evaluate(get(kind), action, input, get),
    resolveRedirect: (kind, action, input) => resolveRedirect(get(kind), action, input, get),
    defaultPageRoute: (kind) => get(kind).routes.page,
    listRoute: (kind) => get(kind).routes.list,
    service: (kind) => get(kind).service,
    parent: (kind) => {
      const parent = get(kind).parent
      return parent ? byKind.get(parent.kind) : undefined
    },
    nameField: (kind) => get(kind).name_field,
    displayName: (kind, item) => {
      const value = (item as Record<string, unknown>)[get(kind).name_field]
      return value === undefined || value === null ? '' : String(value)
    },
    kindOfWsEntity: (wsEntity) => byWsEntity.get(wsEntity),
    icon: (kind) => get(kind).icon,
    actions: (kind) => Object.keys(get(kind).actions),
    conditions: (kind, action) => {
      const config = get(kind)
      const actionConfig = actionOf(config, action)
      return { hide: [...(actionConfig.hide ?? [])], block: blockConditions(config, actionConfig) }
    },
    resources: (kind) => [...(get(kind).resources ?? [])],
    limits: (kind) => [...(get(kind).limits ?? [])],
    relations: (kind) => ({ ...(get(kind).relations ?? {}) }),
    thenOf: (kind, action) => {
      const then = actionOf(get(kind), action).after?.then
      if (then === undefined) return undefined
      const target = thenTarget(kind, then)
      actionOf(get(target.kind), target.action)
      return target
    },
    statusClass: (kind, status) => {
      const sets = get(kind).statuses?.sets
      if (!sets) return undefined
      return (['processing', 'error', 'usable'] as const).find((name) => sets[name].includes(status))
    },
  }
}

// Which actions the console offers (menus, header buttons, list buttons, the runner): every action the config gives
// a call, an entrance (a page to go to), a download, a view or another action it opens (`opens`), unless the config says `offered: false` (its dialog
// or the API's call is not built yet). *When* an offered action is visible and enabled is evaluateAction's business.
export function isOfferedAction(action: ActionConfig | undefined): boolean {
  if (!action || action.offered === false) return false
  return action.call !== undefined || action.entrance !== undefined || action.download !== undefined || action.view !== undefined || action.opens !== undefined
}

/** The kind's offered actions of one scope, in config order. */
export function offeredActions(config: EntityConfig, scope?: ActionConfig['scope']): string[] {
  return Object.entries(config.actions)
    .filter(([, action]) => isOfferedAction(action) && (scope === undefined || action.scope === scope))
    .map(([name]) => name)
}
