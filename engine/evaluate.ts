// A config's conditions judged against an action's input: the verdict of an action (visible, enabled, the reason),
// its redirect, the call it makes and the fields its dialog shows.
//
// Conditions are compiled once per config into closures over pre-split paths (issue 13: walking the condition
// trees and splitting paths on every call cost 5.6 µs a verdict). Same rules as written in valueAt's and holds'
// terms: missing values never match; a fact or status set that is not there throws when it is evaluated.
import { crossCuttingBlocks } from './crossCutting'
import type { ActionConfig, ActionInput, ActionVerdict, Comparison, Condition, EntityConfig, EvalContext, LimitEntry, Redirect, InputPath, FieldConfig, Json, Predicate } from './types'

export const LIMIT_PATH_PREFIX = 'project.limits.'

/** Looks a kind's config up by name; the registry provides it so predicates can name other kinds' status sets. */
export type ConfigLookup = (kind: string) => EntityConfig

/** A compiled predicate; `lookup` resolves the status sets of other kinds. */
export type Test = (context: EvalContext, lookup: ConfigLookup) => boolean
type Read = (context: EvalContext) => unknown

function walk(start: unknown, keys: readonly string[]): unknown {
  let value = start
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** The reader of a dot path of the context; `project.limits.<name>` is the limit entry of that name. */
export function compilePath(path: InputPath): Read {
  if (path.startsWith(LIMIT_PATH_PREFIX)) {
    // limit names hold dashes, never dots: project.limits.disk-space.used
    const [name = '', ...rest] = path.slice(LIMIT_PATH_PREFIX.length).split('.')
    return (context) => walk(context.limits[name], rest)
  }
  const keys = path.split('.')
  if (keys.length === 2) {
    const [first = '', second = ''] = keys
    return (context) => {
      const value = (context as unknown as Record<string, unknown>)[first]
      return value === null || typeof value !== 'object' ? undefined : (value as Record<string, unknown>)[second]
    }
  }
  return (context) => walk(context, keys)
}

function comparison(op: Comparison): (left: unknown, right: unknown) => boolean {
  const numbers = (test: (left: number, right: number) => boolean) => (left: unknown, right: unknown) => typeof left === 'number' && typeof right === 'number' && test(left, right)
  switch (op) {
    case '>':
      return numbers((left, right) => left > right)
    case '>=':
      return numbers((left, right) => left >= right)
    case '<':
      return numbers((left, right) => left < right)
    case '<=':
      return numbers((left, right) => left <= right)
  }
}

const failing =
  (message: string): Test =>
  () => {
    throw new Error(message)
  }

function compileNode(predicate: Predicate, config: EntityConfig): Test {
  if ('all' in predicate) {
    const parts = predicate.all.map((p) => compilePredicate(p, config))
    return (context, lookup) => parts.every((part) => part(context, lookup))
  }
  if ('any' in predicate) {
    const parts = predicate.any.map((p) => compilePredicate(p, config))
    return (context, lookup) => parts.some((part) => part(context, lookup))
  }
  if ('not' in predicate) {
    const inner = compilePredicate(predicate.not, config)
    return (context, lookup) => !inner(context, lookup)
  }
  if ('fact' in predicate) {
    const fact = config.facts?.[predicate.fact]
    if (!fact) return failing(`Fact ${predicate.fact} not found in entity ${config.kind}`)
    return (context) => fact.compute(context)
  }
  if ('limitExceeded' in predicate) {
    const { limitExceeded: name, amount } = predicate
    return (context) => {
      const limit = context.limits[name]
      return limit !== undefined && limit.used + amount > limit.max
    }
  }
  const read = compilePath(predicate.path)
  if ('eq' in predicate) {
    const expected = predicate.eq
    return (context) => read(context) === expected
  }
  if ('in' in predicate) {
    const candidates: readonly Json[] = predicate.in
    return (context) => candidates.includes(read(context) as Json)
  }
  if ('inSet' in predicate) {
    const { inSet, of } = predicate
    // statuses are names or numbers (StatusValue); strict equality, so the number 4 is not the string '4'
    const member = (set: readonly unknown[] | undefined, kind: string, value: unknown): boolean => {
      if (!set) throw new Error(`Status set ${inSet} not found in entity ${kind}`)
      return (typeof value === 'string' || typeof value === 'number') && set.includes(value)
    }
    if (of) return (context, lookup) => member(lookup(of).statuses?.sets[inSet], of, read(context))
    const own = config.statuses?.sets[inSet]
    return (context) => member(own, config.kind, read(context))
  }
  if ('exists' in predicate) {
    const exists = predicate.exists
    return (context) => {
      const value = read(context)
      return (value !== undefined && value !== null) === exists
    }
  }
  if ('cmp' in predicate) {
    const compare = comparison(predicate.cmp)
    const to = predicate.to
    if (typeof to === 'number') return (context) => compare(read(context), to)
    const readRight = compilePath(to.path)
    return (context) => compare(read(context), readRight(context))
  }
  const compare = comparison(predicate.count)
  const to = predicate.to
  return (context) => {
    const value = read(context)
    return compare(Array.isArray(value) ? value.length : 0, to)
  }
}

/** Per predicate object and config: a predicate is compiled once, the first time it is evaluated. */
const compiled = new WeakMap<object, WeakMap<EntityConfig, Test>>()

export function compilePredicate(predicate: Predicate, config: EntityConfig): Test {
  let byConfig = compiled.get(predicate)
  if (!byConfig) compiled.set(predicate, (byConfig = new WeakMap()))
  let test = byConfig.get(config)
  if (!test) byConfig.set(config, (test = compileNode(predicate, config)))
  return test
}

const readers = new Map<InputPath, (context: EvalContext) => unknown>()

/** The value at a dot path of the context; `project.limits.<name>` is the limit entry of that name. */
export function valueAt(context: EvalContext, path: InputPath): unknown {
  let read = readers.get(path)
  if (!read) readers.set(path, (read = compilePath(path)))
  return read(context)
}

/** Evaluates a predicate for `config` (compiled once, above). Missing values never match, so missing context blocks nothing. */
export function holds(predicate: Predicate, context: EvalContext, config: EntityConfig, lookup: ConfigLookup): boolean {
  return compilePredicate(predicate, config)(context, lookup)
}

/** Every input path a predicate reads (facts through their declared reads). */
export function readsOf(predicate: Predicate, config: EntityConfig): InputPath[] {
  if ('all' in predicate) return predicate.all.flatMap((p) => readsOf(p, config))
  if ('any' in predicate) return predicate.any.flatMap((p) => readsOf(p, config))
  if ('not' in predicate) return readsOf(predicate.not, config)
  if ('fact' in predicate) return [...(config.facts?.[predicate.fact]?.reads ?? [])]
  if ('limitExceeded' in predicate) return [LIMIT_PATH_PREFIX + predicate.limitExceeded]
  if ('cmp' in predicate && typeof predicate.to !== 'number') return [predicate.path, predicate.to.path]
  return [predicate.path]
}

// The verdict of an action, its redirect and its call.
/** The context predicates see. Missing project and account mean an active project of a verified account. */
const limitsByList = new WeakMap<readonly LimitEntry[], { limits: Record<string, LimitEntry>; entries: readonly LimitEntry[] }>()
const NO_LIMITS: Record<string, LimitEntry> = Object.freeze({})

/**
 * The project's limits by name, made once per list (every item of a page shares its project's), and made
 * anew when the list has changed in place since (the matrices write inputs in place).
 */
function limitsOf(list: readonly LimitEntry[] | undefined): Record<string, LimitEntry> {
  if (!list || list.length === 0) return NO_LIMITS
  const cached = limitsByList.get(list)
  if (cached && sameEntries(cached.entries, list)) return cached.limits
  const limits: Record<string, LimitEntry> = {}
  for (const limit of list) limits[limit.name] = limit
  limitsByList.set(list, { limits, entries: [...list] })
  return limits
}

/** The list holds the same entries as when its limits were made (a loop: this runs for every verdict). */
function sameEntries(before: readonly LimitEntry[], list: readonly LimitEntry[]): boolean {
  if (before.length !== list.length) return false
  for (let index = 0; index < list.length; index += 1) if (before[index] !== list[index]) return false
  return true
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

// The API path of an action's call (ActionConfig.call.path), filled from the context and the submitted form.
//
// A placeholder is a name in braces. The forms:
//   {id}                 item.id (the entity the item action acts on)
//   {project_id}         project.id (the current project; collection actions such as create)
//   {item.<path>}        a field of the item: {item.keypair_id} (DELETE /keypairs/{keypair_id}, 001 §7)
//   {related.<path>}     a field of a related entity: {related.balancer.id} for a rule's create, which runs on the
//                        owner balancer (item is {} for a collection action, DESIGN)
//   {project.<path>}, {account.<path>}   any other context path (valueAt)
//   {payload.<path>}     a value of the submitted form: {payload.address_id}, the address chosen in the dialog
// A value must be a non-empty string or a finite number; anything else (missing, null, '', an object) throws, since
// a call with a hole in its path would reach the wrong resource. Each value is URL-encoded as one path segment.
const PLACEHOLDER = /\{([^{}]*)\}/g

/** The context roots a placeholder path may start with (InputPath roots, plus the form's payload). */
const CONTEXT_ROOTS = ['item', 'related', 'project', 'account'] as const
const PAYLOAD = 'payload'

/** The placeholders of a template, in order: `/a/{id}/b/{payload.x}` → ['id', 'payload.x']. */
export function callPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string)
}

/** The context path (or payload path) a placeholder stands for; undefined for a form the engine does not know. */
export function placeholderPath(placeholder: string): { source: 'context'; path: InputPath } | { source: 'payload'; path: string } | undefined {
  if (placeholder === 'id') return { source: 'context', path: 'item.id' }
  if (placeholder === 'project_id') return { source: 'context', path: 'project.id' }
  const [root, ...rest] = placeholder.split('.')
  if (rest.length === 0 || rest.some((key) => key === '' || /\s/.test(key))) return undefined
  if (root === PAYLOAD) return { source: 'payload', path: rest.join('.') }
  if ((CONTEXT_ROOTS as readonly string[]).includes(root ?? '')) return { source: 'context', path: placeholder }
  return undefined
}

function payloadValue(payload: Record<string, unknown>, path: string): unknown {
  let value: unknown = payload
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/**
 * Fills every placeholder of a call path template. Throws on an unknown placeholder form and on a value that is
 * missing, null, empty or not a string or number.
 */
export function callPath(template: string, input: ActionInput, payload: Record<string, unknown> = {}): string {
  const context = contextOf(input)
  return template.replace(PLACEHOLDER, (_whole, placeholder: string) => {
    const where = placeholderPath(placeholder)
    if (!where) throw new Error(`Call path ${template}: unknown placeholder {${placeholder}}`)
    const value = where.source === 'payload' ? payloadValue(payload, where.path) : valueAt(context, where.path)
    const usable = (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))
    if (!usable) throw new Error(`Call path ${template}: {${placeholder}} has no value (${value === '' ? 'empty' : String(value)})`)
    return encodeURIComponent(String(value))
  })
}

/** The request body: the payload without the values the call's path takes (`{payload.floatingip_id}`). */
export function requestBody(template: string, payload: Record<string, unknown>): Record<string, unknown> {
  const inPath = new Set(callPlaceholders(template).flatMap((placeholder) => (placeholder.startsWith('payload.') ? [placeholder.slice('payload.'.length).split('.')[0] ?? ''] : [])))
  return Object.fromEntries(Object.entries(payload).filter(([name]) => !inPath.has(name)))
}

// Dialog field kinds that only show a value the dialog was opened with (a secret to scan or copy): the form never
// validates them and the request never carries them; and fields shown only while another field (or a context value)
// has a value.
const DISPLAY_KINDS: ReadonlySet<FieldConfig['kind']> = new Set(['qr_code', 'copy_text'])

export const isDisplayField = (field: FieldConfig): boolean => DISPLAY_KINDS.has(field.kind)

/**
 * Whether a field is in the form now (FieldConfig.shown_when): always, unless its condition reads another field's
 * value, or a context value, that is not among the ones it is shown for. A hidden field is neither checked nor sent.
 */
export function isFieldShown(field: FieldConfig, values: Readonly<Record<string, unknown>>, context?: EvalContext): boolean {
  const when = field.shown_when
  if (!when) return true
  const value = when.field !== undefined ? values[when.field] : when.path !== undefined && context ? valueAt(context, when.path) : undefined
  return when.in.includes(value as Json)
}

/** the separator of a grouped field's name (`healthmonitor/timeout`: timeout inside the payload's healthmonitor) */
export const GROUP_SEPARATOR = '/'
