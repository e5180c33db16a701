// Condition matrices: which states matter for an action, and what the engine says in each.
// Pure enumeration over any registry; the files under matrices/ are written by codegen/matrices.ts.
//
// The states come from the config's declared `inputs` plus the engine's `crossCuttingInputs`, never
// from a hand list. A dimension is relevant to an action when it sets a path that one of the
// action's conditions reads (hide, cross-cutting and own block conditions, redirects): equal paths, or
// one a prefix of the other (`related.server` matters for a read of `related.server.status`).
import { crossCuttingBlocks, crossCuttingInputs } from './crossCutting'
import { contextOf, LIMIT_PATH_PREFIX, readsOf, valueAt } from './evaluate'
import type { Registry } from './registry'
import type { ActionConfig, ActionInput, ActionVerdict, EntityConfig, InputDimension, InputPath, Json, LimitEntry, Predicate } from './types'

/** The label of a matrix's first row, the state every other row varies one input from. */
export const BASELINE = 'baseline'

export interface MatrixRow {
  kind: string
  action: string
  /** dimension name, or `baseline` for the baseline row */
  dimension: string
  /** value label, or `baseline` for the baseline row */
  value: string
  input: ActionInput
  verdict: ActionVerdict
  /** the redirect the action takes instead of running (registry.resolveRedirect), if any */
  redirect?: string
}

export interface ActionMatrix {
  kind: string
  action: string
  scope: ActionConfig['scope']
  /** false when the action is not offered in the kind's generic action menu */
  menu: boolean
  spec: string
  /** the relevant dimensions, config inputs first, then the engine's cross-cutting ones */
  dimensions: InputDimension[]
  /** names of the action's declared redirects */
  redirects: string[]
  /** the action's own `baseline` overrides (path → value) */
  overrides: Record<InputPath, Json>
  /** per relevant dimension, the label of its value the baseline is in (null: none of them) */
  baselineLabels: Record<string, string | null>
  /** rows[0] is the baseline; then every value of every relevant dimension, in declaration order */
  rows: MatrixRow[]
}

export interface KindMatrix {
  kind: string
  spec: string
  scope: EntityConfig['scope']
  actions: ActionMatrix[]
}

/** Every dimension of a kind: its declared inputs, then the engine's cross-cutting ones. */
export function matrixDimensions(config: EntityConfig): InputDimension[] {
  return [...config.inputs, ...crossCuttingInputs]
}

/** True when writing one path can change what a read of the other sees (equal, or one a prefix of the other). */
export function pathsOverlap(a: InputPath, b: InputPath): boolean {
  return a === b || a.startsWith(b + '.') || b.startsWith(a + '.')
}

/** Every path a dimension's values set. */
export function dimensionPaths(dimension: InputDimension): InputPath[] {
  return unique(dimension.values.flatMap((value) => Object.keys(value.set)))
}

/** Does some value of the dimension set a path overlapping one of `reads`? */
export function dimensionSetsAnyOf(dimension: InputDimension, reads: readonly InputPath[]): boolean {
  return dimensionPaths(dimension).some((path) => reads.some((read) => pathsOverlap(path, read)))
}

/** Where a predicate sits in a config, for messages: `action attach hide reason.volume.attached`. */
export interface PlacedPredicate {
  where: string
  predicate: Predicate
}

/** The predicates that decide an action's verdict and redirect: hide, cross-cutting + own block, redirects. */
export function actionPredicates(config: EntityConfig, actionName: string): PlacedPredicate[] {
  const action = config.actions[actionName]
  if (!action) throw new Error(`Action ${actionName} not found for entity ${config.kind}`)
  const at = `action ${actionName}`
  return [
    ...(action.hide ?? []).map((c) => ({ where: `${at} hide ${c.reason}`, predicate: c.when })),
    ...crossCuttingBlocks(config, action).map((c) => ({ where: `${at} cross-cutting block ${c.reason}`, predicate: c.when })),
    ...(action.block ?? []).map((c) => ({ where: `${at} block ${c.reason}`, predicate: c.when })),
    ...(action.redirects ?? []).map((r) => ({ where: `${at} redirect ${r.name}`, predicate: r.when })),
  ]
}

/** Every predicate written in a config: all actions' conditions and redirects, and money conditions. */
export function configPredicates(config: EntityConfig): PlacedPredicate[] {
  return Object.entries(config.actions).flatMap(([name, action]) => {
    const money = action.verify?.money?.minimum_balance_when
    return [...actionPredicates(config, name), ...(money ? [{ where: `action ${name} verify.money.minimum_balance_when`, predicate: money }] : [])]
  })
}

/** Every leaf of a predicate (all/any/not unfolded). */
export function leavesOf(predicate: Predicate): Predicate[] {
  if ('all' in predicate) return predicate.all.flatMap(leavesOf)
  if ('any' in predicate) return predicate.any.flatMap(leavesOf)
  if ('not' in predicate) return leavesOf(predicate.not)
  return [predicate]
}

/** The paths an action's verdict and redirect read (facts through their declared reads), without duplicates. */
export function actionReads(config: EntityConfig, actionName: string): InputPath[] {
  return unique(actionPredicates(config, actionName).flatMap((p) => readsOf(p.predicate, config)))
}

/** The dimensions that matter for an action, in declaration order (config inputs, then cross-cutting). */
export function relevantDimensions(config: EntityConfig, actionName: string): InputDimension[] {
  const reads = actionReads(config, actionName)
  // a path the action's baseline pins to null (no related server while an address is unattached) has no fields to
  // vary: a dimension that sets only fields under it would describe a state that cannot exist
  const absent = Object.entries(config.actions[actionName]?.baseline ?? {})
    .filter(([, value]) => value === null)
    .map(([path]) => `${path}.`)
  // likewise a many-to-one relation whose reference the baseline leaves empty (a volume attached to no server has
  // no related server whose status could vary)
  const baseline = baselineInput(config, actionName) as unknown as Record<string, unknown>
  for (const [name, relation] of Object.entries(config.relations ?? {})) {
    if (relation?.cardinality !== 'many-to-one' || relation.reference === undefined) continue
    // null, not merely unset: a collection action's item {} (or an item whose reference no dimension sets) still has
    // its parent
    const item = baseline.item as Record<string, unknown> | undefined
    if (item !== undefined && relation.reference in item && item[relation.reference] === null) absent.push(`related.${name}.`)
  }
  const underAbsent = (dimension: InputDimension) => absent.length > 0 && dimension.values.every((value) => Object.keys(value.set).every((path) => absent.some((prefix) => path.startsWith(prefix))))
  return matrixDimensions(config).filter((dimension) => dimensionSetsAnyOf(dimension, reads) && !underAbsent(dimension))
}

export interface UnsetRead {
  kind: string
  where: string
  path: InputPath
}

/**
 * Paths read by a condition, redirect or fact of the config that no dimension (declared or
 * cross-cutting) sets: a matrix could never show the rule firing. (Money conditions only steer the
 * verification step, which matrices do not enumerate, so they are left out.)
 */
export function unsetReads(config: EntityConfig): UnsetRead[] {
  const dimensions = matrixDimensions(config)
  const placed: { where: string; reads: InputPath[] }[] = [
    ...Object.keys(config.actions).flatMap((name) => actionPredicates(config, name).map((p) => ({ where: p.where, reads: readsOf(p.predicate, config) }))),
    ...Object.entries(config.facts ?? {}).map(([name, fact]) => ({ where: `fact ${name}`, reads: [...fact.reads] })),
  ]
  const missing: UnsetRead[] = []
  for (const { where, reads } of placed) {
    for (const path of unique(reads)) {
      if (!dimensions.some((dimension) => dimensionSetsAnyOf(dimension, [path]))) missing.push({ kind: config.kind, where, path })
    }
  }
  return missing
}

// ---------------------------------------------------------------------------------------------
// Building inputs

const depth = (path: InputPath) => path.split('.').length

/** Sorts (stably) by path depth, shallow first or deep first. */
function byDepth(entries: [InputPath, Json][], order: 'shallow-first' | 'deep-first'): [InputPath, Json][] {
  const sign = order === 'shallow-first' ? 1 : -1
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => sign * (depth(a.entry[0]) - depth(b.entry[0])) || a.index - b.index)
    .map((e) => e.entry)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Writes one path of an input in place. `project.limits.<name>` upserts the limit entry of that name
 * in project.limits (null removes it); `project.limits.<name>.<field>` writes a field of that entry
 * (creating it). Limit names hold dashes, never dots, as engine/evaluate.ts valueAt reads them. Any
 * other dotted path creates the objects it passes through (replacing null or non-objects).
 */
export function setPath(input: ActionInput, path: InputPath, value: Json): void {
  const copy = structuredClone(value)
  const root = input as unknown as Record<string, unknown>
  if (path.startsWith(LIMIT_PATH_PREFIX)) {
    const [name = '', ...fields] = path.slice(LIMIT_PATH_PREFIX.length).split('.')
    const project = isObject(root.project) ? root.project : (root.project = {})
    const limits: LimitEntry[] = Array.isArray(project.limits) ? (project.limits as LimitEntry[]) : (project.limits = [])
    const index = limits.findIndex((limit) => limit.name === name)
    if (fields.length > 0) {
      const entry = (index >= 0 ? limits[index] : limits[limits.push({ name } as LimitEntry) - 1]) as unknown as Record<string, unknown>
      writeAt(entry, fields, copy)
      return
    }
    if (copy === null) {
      if (index >= 0) limits.splice(index, 1)
      return
    }
    if (!isObject(copy)) throw new Error(`${path} must be set to a limit entry {name, used, max} or null`)
    const entry = { ...copy, name } as unknown as LimitEntry
    if (index >= 0) limits[index] = entry
    else limits.push(entry)
    return
  }
  writeAt(root, path.split('.'), copy)
}

function writeAt(target: Record<string, unknown>, keys: string[], value: unknown): void {
  const last = keys[keys.length - 1] as string
  for (const key of keys.slice(0, -1)) {
    if (!isObject(target[key])) target[key] = {}
    target = target[key] as Record<string, unknown>
  }
  target[last] = value
}

/** A copy of `input` with every path of `set` written, shallow paths first (so a deeper one refines a whole object). */
export function withValues(input: ActionInput, set: Record<InputPath, Json>): ActionInput {
  const next = structuredClone(input)
  for (const [path, value] of byDepth(Object.entries(set), 'shallow-first')) setPath(next, path, value)
  return next
}

/**
 * The state an action's matrix varies one input at a time from:
 * 1. every dimension's first value (declared inputs, then cross-cutting; on the same path the later one
 *    wins), written deepest path first, so a value that sets a whole object (`attached to server: no`
 *    sets `item.attached_to_server` to null) wins over the first values of dimensions that set fields
 *    inside it (`server rescue mode` → `item.attached_to_server.rescue_mode`): the usual state of a
 *    volume is "not attached", not "attached to a server in rescue mode NO";
 * 2. a collection action keeps `item: {}` (DESIGN: collection actions are judged with item {}), so
 *    first values of `item.*` paths are not written;
 * 3. the action's own `baseline` overrides, shallow path first.
 */
export function baselineInput(config: EntityConfig, actionName: string): ActionInput {
  const action = config.actions[actionName]
  if (!action) throw new Error(`Action ${actionName} not found for entity ${config.kind}`)
  const firsts = new Map<InputPath, Json>()
  for (const dimension of matrixDimensions(config)) {
    const first = dimension.values[0]
    if (!first) continue
    for (const [path, value] of Object.entries(first.set)) {
      if (action.scope === 'collection' && (path === 'item' || path.startsWith('item.'))) continue
      firsts.delete(path)
      firsts.set(path, value)
    }
  }
  const input: ActionInput = { item: {} }
  for (const [path, value] of byDepth([...firsts], 'deep-first')) setPath(input, path, value)
  return withValues(input, action.baseline ?? {})
}

/** JSON with object keys sorted (undefined reads as null), for comparing and for stable output. */
export function canonicalJson(value: unknown, indent?: number): string {
  return JSON.stringify(sortKeys(value === undefined ? null : value), null, indent)
}

/** A copy with object keys sorted at every level and undefined properties dropped. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (!isObject(value)) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => [key, sortKeys(value[key])]),
  )
}

/** The label of the dimension value the input is in (every path it sets holds that value), or null. */
export function labelOf(dimension: InputDimension, input: ActionInput): string | null {
  const context = contextOf(input)
  const found = dimension.values.find((value) => Object.entries(value.set).every(([path, expected]) => canonicalJson(valueAt(context, path)) === canonicalJson(expected)))
  return found ? found.label : null
}

// ---------------------------------------------------------------------------------------------
// Enumeration

function row(registry: Registry, kind: string, action: string, dimension: string, value: string, input: ActionInput): MatrixRow {
  let verdict: ActionVerdict
  let redirect: string | undefined
  try {
    verdict = registry.evaluateAction(kind, action, input)
    redirect = registry.resolveRedirect(kind, action, input)?.name
  } catch (error) {
    throw new Error(`Matrix ${kind}.${action} (${dimension} = ${value}): ${error instanceof Error ? error.message : String(error)}`)
  }
  return { kind, action, dimension, value, input, verdict, ...(redirect ? { redirect } : {}) }
}

/** The matrix of one action: the baseline row, then one row per value of each relevant dimension. */
export function actionMatrix(registry: Registry, kind: string, actionName: string): ActionMatrix {
  const config = registry.get(kind)
  const action = config.actions[actionName]
  if (!action) throw new Error(`Action ${actionName} not found for entity ${kind}`)
  const dimensions = relevantDimensions(config, actionName)
  const baseline = baselineInput(config, actionName)
  const rows = [row(registry, kind, actionName, BASELINE, BASELINE, baseline)]
  for (const dimension of dimensions) {
    for (const value of dimension.values) rows.push(row(registry, kind, actionName, dimension.name, value.label, withValues(baseline, value.set)))
  }
  return {
    kind,
    action: actionName,
    scope: action.scope,
    menu: action.menu !== false,
    spec: action.spec,
    dimensions,
    redirects: (action.redirects ?? []).map((redirect) => redirect.name),
    overrides: { ...(action.baseline ?? {}) },
    baselineLabels: Object.fromEntries(dimensions.map((dimension) => [dimension.name, labelOf(dimension, baseline)])),
    rows,
  }
}

/** The matrices of every action of a kind, in the config's declaration order. */
export function kindMatrix(registry: Registry, kind: string): KindMatrix {
  const config = registry.get(kind)
  return { kind, spec: config.spec, scope: config.scope, actions: Object.keys(config.actions).map((action) => actionMatrix(registry, kind, action)) }
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)]
}
