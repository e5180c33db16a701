// Conditions compiled once per config into closures over pre-split paths (issue 13: walking the condition
// trees and splitting paths on every call cost 5.6 µs a verdict). Same rules as written in valueAt's and holds'
// terms: missing values never match; a fact or status set that is not there throws when it is evaluated.
import type { Comparison, EntityConfig, EvalContext, InputPath, Json, Predicate } from './types'

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

/** Evaluates a predicate for `config` (compiled once, engine/compile.ts). Missing values never match, so missing context blocks nothing. */
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
