/* eslint-disable @typescript-eslint/no-unnecessary-type-assertion -- the generic predicate builders need their assertions: tsc refuses them without (PathOf<E> is not comparable to a literal path while E is open); the rule judges the instantiated types */
// Small builders so a config reads like the spec's sentence it encodes.
//
// Typed configs: `defineEntity<Volume>()({...})` checks the config against the kind's generated entity type, and
// every helper below takes the entity type from where its result goes (a rule in `block` of a volume action reads
// volume paths). A rule kept in a constant says whose it is: `const inError: Condition<Volume> = rule(...)`; one
// that reads no item path fits every kind as `Condition<never>`. Without a type, a helper's result is the engine's
// untyped view, which a typed config does not accept: nothing is left unchecked by omission.
import type { AnyEntity, Comparison, Condition, EntityConfig, InputDimension, InputValue, Json, PathValues, PathOf, Predicate, StatusOf, StatusSetName, ValueAt } from './types'

/**
 * A kind's config, typed against its generated entity type: `defineEntity<Volume>()({ kind: 'volume', ... })`.
 * The config stays plain data (schemas/config/entity-config.schema.json); what it names is checked by the
 * compiler: status values, `item.*` paths and list fields against `E`, the paths of each action's `baseline`, the
 * config's own route keys in `pages` and `sources` against its `routes` (route names across configs:
 * `UnknownRouteNames`, checked in entities/index.ts).
 * `defineEntity({...})` without a type is the engine's untyped view (test fixtures of made-up kinds).
 */
export function defineEntity<const C extends EntityConfig>(config: C): C
export function defineEntity<E extends object>(): <const C extends EntityConfig<E>>(config: C & ConfigChecked<C, E>) => C
export function defineEntity(config?: EntityConfig): unknown {
  return config === undefined ? (typed: EntityConfig) => typed : config
}

export const is = <E = AnyEntity, const P extends PathOf<E> = PathOf<E>>(path: P, value: ValueAt<E, P>): Predicate<E> => ({ path, eq: value }) as Predicate<E>
export const isIn = <E = AnyEntity, const P extends PathOf<E> = PathOf<E>>(path: P, values: readonly ValueAt<E, P>[]): Predicate<E> => ({ path, in: values }) as Predicate<E>
export const inSet = <E = AnyEntity>(path: PathOf<E>, set: StatusSetName, of?: string): Predicate<E> => (of ? { path, inSet: set, of } : { path, inSet: set })
export const present = <E = AnyEntity>(path: PathOf<E>): Predicate<E> => ({ path, exists: true })
export const absent = <E = AnyEntity>(path: PathOf<E>): Predicate<E> => ({ path, exists: false })
export const cmp = <E = AnyEntity>(path: PathOf<E>, op: Comparison, to: number | PathOf<E>): Predicate<E> => ({ path, cmp: op, to: typeof to === 'number' ? to : { path: to } })
export const count = <E = AnyEntity>(path: PathOf<E>, op: Comparison, to: number): Predicate<E> => ({ path, count: op, to })
export const limitExceeded = <E = AnyEntity>(name: string, amount: number): Predicate<E> => ({ limitExceeded: name, amount })
export const fact = <E = AnyEntity>(name: string): Predicate<E> => ({ fact: name })
export const not = <E = AnyEntity>(predicate: Predicate<E>): Predicate<E> => ({ not: predicate })
export const all = <E = AnyEntity>(...predicates: Predicate<E>[]): Predicate<E> => ({ all: predicates })
export const any = <E = AnyEntity>(...predicates: Predicate<E>[]): Predicate<E> => ({ any: predicates })

/** item.status shortcuts: the values are the entity type's statuses */
export const status = {
  is: <E = AnyEntity>(value: StatusOf<E>): Predicate<E> => ({ path: 'item.status', eq: value }) as Predicate<E>,
  in: <E = AnyEntity>(...values: StatusOf<E>[]): Predicate<E> => ({ path: 'item.status', in: values as readonly Json[] }) as Predicate<E>,
  inSet: <E = AnyEntity>(set: StatusSetName): Predicate<E> => ({ path: 'item.status', inSet: set }) as Predicate<E>,
}

export const rule = <E = AnyEntity>(when: Predicate<E>, reason: string, spec: string): Condition<E> => ({ when, reason, spec })

/** A dimension that sets one path to each of the values (the first is the default). */
export function dimension<E = AnyEntity, const P extends PathOf<E> = PathOf<E>>(name: string, path: P, values: readonly ValueAt<E, P>[]): InputDimension<E> {
  return {
    name,
    values: values.map((value) => ({ label: typeof value === 'string' ? value : JSON.stringify(value), set: { [path]: value as Json } })),
  }
}

/** A dimension whose values set several paths at once; each path is one of `E`. */
export function dimensionOf<E = AnyEntity>(name: string, values: readonly { label: string; set: PathValues<E> }[]): InputDimension<E> {
  return { name, values: values as readonly InputValue[] }
}

// ---------------------------------------------------------------------------------------------
// Route names and keys a config names, for the checks of defineEntity and entities/index.ts.

type Values<T> = T extends readonly (infer V)[] ? V : T extends object ? T[keyof T] : never
/** a literal only: a route held in a constant typed `string` is not checked (it is not known to the compiler) */
type Literal<S> = S extends string ? (string extends S ? never : S) : never

/** The route names a config declares (routes.<key>.name). */
export type RouteNamesOf<C> = C extends { routes: infer R } ? Literal<Values<R> extends infer V ? (V extends { name: infer N } ? N : never) : never> : never

type ActionRouteNames<A> =
  | (A extends { redirects?: infer R } ? (Values<NonNullable<R>> extends infer X ? (X extends { route: infer N } ? N : never) : never) : never)
  | (A extends { entrance?: { route: infer N } } ? N : never)
  | (A extends { after?: { navigate?: infer N } } ? N : never)

/** The route names a config refers to: redirects, entrances, `after.navigate`, detail tabs. */
export type RouteRefsOf<C> = Literal<
  | (C extends { actions: infer A } ? (Values<A> extends infer X ? (X extends unknown ? ActionRouteNames<X> : never) : never) : never)
  | (C extends { detail?: { tabs: infer T } } ? (Values<T> extends infer X ? (X extends { route: infer N } ? N : never) : never) : never)
>

/** The route keys a config names (pages.details, pages.redirects, sources[].route) that are not keys of its routes. */
export type UnknownRouteKeys<C> = C extends { routes: infer R }
  ? Exclude<
      Literal<
        | (C extends { pages?: { details?: infer D } } ? Values<NonNullable<D>> : never)
        | (C extends { pages?: { redirects?: infer D } } ? keyof NonNullable<D> | Values<NonNullable<D>> : never)
        | (C extends { sources?: infer S } ? (Values<NonNullable<S>> extends infer X ? (X extends { route?: infer N } ? N : never) : never) : never)
      >,
      keyof R
    >
  : never

/** The paths of the actions' baselines that are not paths of `E` (a baseline held in a `Record<string, Json>` is not checked). */
export type UnknownBaselinePaths<C, E> = C extends { actions: infer A }
  ? Exclude<Literal<Values<A> extends infer X ? (X extends { baseline?: infer B } ? keyof NonNullable<B> : never) : never>, PathOf<E>>
  : never

/**
 * `unknown` (no constraint) when the config's own route keys are its routes and its baselines' paths are of `E`;
 * otherwise a property the config lacks, named after what is wrong and holding the offending keys.
 */
export type ConfigChecked<C, E> = ([UnknownRouteKeys<C>] extends [never] ? unknown : { 'route keys not in routes': UnknownRouteKeys<C> }) &
  ([UnknownBaselinePaths<C, E>] extends [never] ? unknown : { 'baseline paths not of the entity': UnknownBaselinePaths<C, E> })

/**
 * The route names configs refer to that no config of `All` (a union of configs) declares, each as `<kind>: <route>`.
 * entities/index.ts requires this to be never for the registered configs.
 */
export type UnknownRouteNames<All, C = All> = C extends { kind: infer K extends string }
  ? Exclude<RouteRefsOf<C>, RouteNamesOf<All>> extends infer Bad extends string
    ? `${K}: ${Bad}`
    : never
  : never

/** Compiles only when `T` is never: `type Checked = MustBeNever<UnknownRouteNames<...>>` names what is wrong. */
export type MustBeNever<T extends never> = T
