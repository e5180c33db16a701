// The registry: every entity config bound to the engine. The one evaluateAction the UI, the matrices and QA use.
import type { MustBeNever, RouteNamesOf, UnknownRouteNames } from '../engine/define'
import { createRegistry } from '../engine/registry'
import type { ActionInput, ActionVerdict } from '../engine/types'
import { type AccountConfig, accountEntities } from './group.account'
import { type ComputeConfig, computeEntities } from './group.compute'
import { type DataConfig, dataEntities } from './group.data'
import { type NetworkConfig, networkEntities } from './group.network'
import { extraKinds } from './extra'

// the product's kinds, then those a build adds (entities/extra.ts: none unless CONSOLE_EXTRA_KINDS names a module)
export const entityConfigs = [...computeEntities, ...networkEntities, ...dataEntities, ...accountEntities, ...extraKinds.configs]

export const registry = createRegistry(entityConfigs)

/** Every registered config, each with its own type. */
export type RegisteredConfig = ComputeConfig | NetworkConfig | DataConfig | AccountConfig
/** The route names of the registered configs (000 §2). */
export type RouteName = RouteNamesOf<RegisteredConfig>
/**
 * Compiles only when every route a config refers to (redirects, entrances, after.navigate, detail tabs) is a route
 * of a registered config; otherwise the error names each unknown one as `<kind>: <route>`.
 */
export type RouteNamesChecked = MustBeNever<UnknownRouteNames<RegisteredConfig>>

export function evaluateAction(kind: string, action: string, input: ActionInput): ActionVerdict {
  return registry.evaluateAction(kind, action, input)
}
