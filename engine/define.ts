// Small builders so a config reads like the spec's sentence it encodes.
import type { Comparison, Condition, EntityConfig, InputDimension, InputPath, InputValue, Json, Predicate, StatusSetName, StatusValue } from './types'

export function defineEntity<const C extends EntityConfig>(config: C): C {
  return config
}

export const is = (path: InputPath, value: Json): Predicate => ({ path, eq: value })
export const isIn = (path: InputPath, values: readonly Json[]): Predicate => ({ path, in: values })
export const inSet = (path: InputPath, set: StatusSetName, of?: string): Predicate => (of ? { path, inSet: set, of } : { path, inSet: set })
export const present = (path: InputPath): Predicate => ({ path, exists: true })
export const absent = (path: InputPath): Predicate => ({ path, exists: false })
export const cmp = (path: InputPath, op: Comparison, to: number | InputPath): Predicate =>
  ({ path, cmp: op, to: typeof to === 'number' ? to : { path: to } })
export const count = (path: InputPath, op: Comparison, to: number): Predicate => ({ path, count: op, to })
export const limitExceeded = (name: string, amount: number): Predicate => ({ limitExceeded: name, amount })
export const fact = (name: string): Predicate => ({ fact: name })
export const not = (predicate: Predicate): Predicate => ({ not: predicate })
export const all = (...predicates: Predicate[]): Predicate => ({ all: predicates })
export const any = (...predicates: Predicate[]): Predicate => ({ any: predicates })

/** item.status shortcuts */
export const status = {
  is: (value: StatusValue): Predicate => is('item.status', value),
  in: (...values: StatusValue[]): Predicate => isIn('item.status', values),
  inSet: (set: StatusSetName): Predicate => inSet('item.status', set),
}

export const rule = (when: Predicate, reason: string, spec: string): Condition => ({ when, reason, spec })

/** A dimension that sets one path to each of the values (the first is the default). */
export function dimension(name: string, path: InputPath, values: readonly Json[]): InputDimension {
  return { name, values: values.map((value) => ({ label: typeof value === 'string' ? value : JSON.stringify(value), set: { [path]: value } })) }
}

/** A dimension whose values set several paths at once. */
export function dimensionOf(name: string, values: readonly InputValue[]): InputDimension {
  return { name, values }
}
