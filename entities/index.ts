// The registry: every entity config bound to the engine. The one evaluateAction the UI, the matrices and QA use.
import { createRegistry } from '../engine/registry'
import type { ActionInput, ActionVerdict } from '../engine/types'
import { accountEntities } from './group.account'
import { computeEntities } from './group.compute'
import { dataEntities } from './group.data'
import { extraKinds } from './extra'
import { networkEntities } from './group.network'

// the product's kinds, then those a build adds (entities/extra.ts: none unless CONSOLE_EXTRA_KINDS names a module)
export const entityConfigs = [...computeEntities, ...networkEntities, ...dataEntities, ...accountEntities, ...extraKinds.configs]

export const registry = createRegistry(entityConfigs)

export function evaluateAction(kind: string, action: string, input: ActionInput): ActionVerdict {
  return registry.evaluateAction(kind, action, input)
}
