import { crossCuttingBlocks } from './crossCutting'
import { holds, valueAt, type ConfigLookup } from './predicates'
import type { ActionConfig, ActionInput, ActionVerdict, Condition, EntityConfig, EvalContext, LimitEntry, Redirect } from './types'

/** The context predicates see. Missing project and account mean an active project of a verified account. */
export function contextOf(input: ActionInput): EvalContext {
  const limits: Record<string, LimitEntry> = {}
  for (const limit of input.project?.limits ?? []) limits[limit.name] = limit
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

export function evaluate(config: EntityConfig, actionName: string, input: ActionInput, lookup: ConfigLookup): ActionVerdict {
  const action = actionOf(config, actionName)
  const context = contextOf(input)
  const matching = (conditions: readonly Condition[]) => conditions.find((c) => holds(c.when, context, config, lookup))
  const hiding = matching(action.hide ?? [])
  if (hiding) return { visible: false, enabled: false, reason: hiding.reason }
  const blocking = matching(blockConditions(config, action))
  if (blocking) return { visible: true, enabled: false, reason: blocking.reason }
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
