import { compilePredicate, type Test } from './compile'
import { crossCuttingBlocks } from './crossCutting'
import { holds, valueAt, type ConfigLookup } from './predicates'
import type { ActionConfig, ActionInput, ActionVerdict, Condition, EntityConfig, EvalContext, LimitEntry, Redirect } from './types'

/** The context predicates see. Missing project and account mean an active project of a verified account. */
const limitsByList = new WeakMap<readonly LimitEntry[], Record<string, LimitEntry>>()
const NO_LIMITS: Record<string, LimitEntry> = Object.freeze({})

/**
 * The project's limits by name, made once per list (every item of a page shares its project's), and made
 * anew when the list has changed in place since (the matrices write inputs in place).
 */
function limitsOf(list: readonly LimitEntry[] | undefined): Record<string, LimitEntry> {
  if (!list || list.length === 0) return NO_LIMITS
  const cached = limitsByList.get(list)
  if (cached && Object.keys(cached).length === list.length && list.every((limit) => cached[limit.name] === limit)) return cached
  const limits: Record<string, LimitEntry> = {}
  for (const limit of list) limits[limit.name] = limit
  limitsByList.set(list, limits)
  return limits
}

export function contextOf(input: ActionInput): EvalContext {
  const limits = limitsOf(input.project?.limits)
  return {
    item: input.item as Record<string, unknown>,
    related: (input.related ?? {}) as Record<string, Record<string, unknown>>,
    project: input.project ?? {},
    account: input.account ?? {},
    limits,
  }
}

export function actionOf(config: EntityConfig, actionName: string): ActionConfig {
  const action = config.actions[actionName]
  if (!action) throw new Error(`Action ${actionName} not found for entity ${config.kind}`)
  return action
}

/** Every block condition of an action, the engine's cross-cutting ones first. */
export function blockConditions(config: EntityConfig, action: ActionConfig): Condition[] {
  return [...crossCuttingBlocks(config, action), ...(action.block ?? [])]
}

interface CompiledCondition {
  test: Test
  reason: string
}

/** An action's hide and block conditions, compiled once per action and config. */
interface ActionPlan {
  hide: CompiledCondition[]
  block: CompiledCondition[]
}

const plans = new WeakMap<ActionConfig, WeakMap<EntityConfig, ActionPlan>>()

function planOf(config: EntityConfig, action: ActionConfig): ActionPlan {
  let byConfig = plans.get(action)
  if (!byConfig) plans.set(action, (byConfig = new WeakMap()))
  let plan = byConfig.get(config)
  if (!plan) {
    const compile = (conditions: readonly Condition[]) => conditions.map((c) => ({ test: compilePredicate(c.when, config), reason: c.reason }))
    plan = { hide: compile(action.hide ?? []), block: compile(blockConditions(config, action)) }
    byConfig.set(config, plan)
  }
  return plan
}

export function evaluate(config: EntityConfig, actionName: string, input: ActionInput, lookup: ConfigLookup): ActionVerdict {
  const plan = planOf(config, actionOf(config, actionName))
  const context = contextOf(input)
  for (const { test, reason } of plan.hide) if (test(context, lookup)) return { visible: false, enabled: false, reason }
  for (const { test, reason } of plan.block) if (test(context, lookup)) return { visible: true, enabled: false, reason }
  return { visible: true, enabled: true }
}

/** The action an `after.then` opens: `<action>` of the same kind or `<kind>.<action>` of another. */
export interface ThenTarget {
  kind: string
  action: string
}

/** Resolves `after.then` of an action of `kind` (no lookup: see Registry.thenOf for a checked one). */
export function thenTarget(kind: string, then: string): ThenTarget {
  const dot = then.indexOf('.')
  if (dot === -1) return { kind, action: then }
  const target = { kind: then.slice(0, dot), action: then.slice(dot + 1) }
  if (target.kind === '' || target.action === '' || target.action.includes('.')) throw new Error(`after.then ${then} of ${kind} is neither <action> nor <kind>.<action>`)
  return target
}

export interface ResolvedRedirect {
  name: string
  route: string
  params: Record<string, string>
  /** the i18n key the page it lands on says (Redirect.notice) */
  notice?: string
}

/** The redirect an action takes instead of running, if any (001 §2 redirect rules). */
export function resolveRedirect(config: EntityConfig, actionName: string, input: ActionInput, lookup: ConfigLookup): ResolvedRedirect | undefined {
  const action = actionOf(config, actionName)
  const context = contextOf(input)
  const redirect: Redirect | undefined = action.redirects?.find((r) => holds(r.when, context, config, lookup))
  if (!redirect) return undefined
  // as for entrance params: a missing or null value is left out (hrefFor), never sent as the text "undefined"
  const params: Record<string, string> = {}
  for (const [param, path] of Object.entries(redirect.params ?? {})) {
    const value = valueAt(context, path)
    if (value !== undefined && value !== null) params[param] = String(value)
  }
  return { name: redirect.name, route: redirect.route, params, ...(redirect.notice ? { notice: redirect.notice } : {}) }
}
