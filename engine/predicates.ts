import { compilePath, compilePredicate, LIMIT_PATH_PREFIX, type ConfigLookup } from './compile'
import type { EntityConfig, EvalContext, InputPath, Predicate } from './types'

export { LIMIT_PATH_PREFIX, type ConfigLookup } from './compile'

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
