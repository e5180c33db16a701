import type { Comparison, EntityConfig, EvalContext, InputPath, Json, Predicate } from './types'

export const LIMIT_PATH_PREFIX = 'project.limits.'

/** Looks a kind's config up by name; the registry provides it so predicates can name other kinds' status sets. */
export type ConfigLookup = (kind: string) => EntityConfig

/** The value at a dot path of the context; `project.limits.<name>` is the limit entry of that name. */
export function valueAt(context: EvalContext, path: InputPath): unknown {
  let value: unknown = context
  let keys = path.split('.')
  if (path.startsWith(LIMIT_PATH_PREFIX)) {
    // limit names hold dashes, never dots: project.limits.disk-space.used
    const [name = '', ...rest] = path.slice(LIMIT_PATH_PREFIX.length).split('.')
    value = context.limits[name]
    keys = rest
  }
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

function compare(left: unknown, op: Comparison, right: unknown): boolean {
  if (typeof left !== 'number' || typeof right !== 'number') return false
  switch (op) {
    case '>':
      return left > right
    case '>=':
      return left >= right
    case '<':
      return left < right
    case '<=':
      return left <= right
  }
}

/** Evaluates a predicate for `config`. Missing values never match, so missing context blocks nothing. */
export function holds(predicate: Predicate, context: EvalContext, config: EntityConfig, lookup: ConfigLookup): boolean {
  if ('all' in predicate) return predicate.all.every((p) => holds(p, context, config, lookup))
  if ('any' in predicate) return predicate.any.some((p) => holds(p, context, config, lookup))
  if ('not' in predicate) return !holds(predicate.not, context, config, lookup)
  if ('fact' in predicate) {
    const fact = config.facts?.[predicate.fact]
    if (!fact) throw new Error(`Fact ${predicate.fact} not found in entity ${config.kind}`)
    return fact.compute(context)
  }
  if ('limitExceeded' in predicate) {
    const limit = context.limits[predicate.limitExceeded]
    return limit !== undefined && limit.used + predicate.amount > limit.max
  }
  const value = valueAt(context, predicate.path)
  if ('eq' in predicate) return value === predicate.eq
  if ('in' in predicate) return predicate.in.some((candidate: Json) => value === candidate)
  if ('inSet' in predicate) {
    const owner = predicate.of ? lookup(predicate.of) : config
    const set = owner.statuses?.sets[predicate.inSet]
    if (!set) throw new Error(`Status set ${predicate.inSet} not found in entity ${owner.kind}`)
    // statuses are names or numbers (StatusValue); strict equality, so the number 4 is not the string '4'
    return (typeof value === 'string' || typeof value === 'number') && set.includes(value)
  }
  if ('exists' in predicate) return (value !== undefined && value !== null) === predicate.exists
  if ('cmp' in predicate) {
    const right = typeof predicate.to === 'number' ? predicate.to : valueAt(context, predicate.to.path)
    return compare(value, predicate.cmp, right)
  }
  const length = Array.isArray(value) ? value.length : 0
  return compare(length, predicate.count, predicate.to)
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
