// The verdicts of a kind's actions for one item, as the action menu shows them (STYLE.md: a blocked action is
// shown disabled with its reason; only what the spec hides is hidden). Only the actions the console offers
// (engine/registry.ts) are in the menu at all.
import { isOfferedAction } from '../../engine/registry'
import type { ActionInput, ActionVerdict, EntityConfig } from '../../engine/types'
import { registry } from '../../entities'
import type { ActionEnv } from './ActionRunner'

export interface ActionChoice {
  name: string
  verdict: ActionVerdict
}

export function actionInput(item: object, related: Record<string, object> | undefined, env: Pick<ActionEnv, 'project' | 'account'>): ActionInput {
  return { item, ...(related ? { related } : {}), ...(env.project ? { project: env.project } : {}), account: env.account }
}

type MenuScope = 'item' | 'collection'

// A kind's menu actions, by scope, worked out once per config: a list asks for every row that comes into view.
const menuActionsOf = new WeakMap<EntityConfig, Record<MenuScope, readonly string[]>>()

/** The kind's actions its menu of this scope may show (offered by this build, menu !== false), in config order. */
function menuActions(config: EntityConfig, scope: MenuScope): readonly string[] {
  let byScope = menuActionsOf.get(config)
  if (!byScope) {
    const of = (wanted: MenuScope) => Object.entries(config.actions).flatMap(([name, action]) => (action.menu !== false && action.scope === wanted && isOfferedAction(action) ? [name] : []))
    menuActionsOf.set(config, (byScope = { item: of('item'), collection: of('collection') }))
  }
  return byScope[scope]
}

/** The kind's actions offered in its menu, with their verdicts; hidden ones are left out. */
export function menuChoices(kind: string, input: ActionInput, scope: MenuScope = 'item'): ActionChoice[] {
  return menuActions(registry.get(kind), scope)
    .map((name) => ({ name, verdict: registry.evaluateAction(kind, name, input) }))
    .filter((choice) => choice.verdict.visible)
}

/**
 * Whether an item's menu has anything to show: a row's stand-in trigger is disabled when not, as the menu's is.
 * It stops at the first visible action (asked for every row that scrolls into view, issue 13).
 */
export function offersAny(kind: string, item: object, related: Record<string, object> | undefined, env: Pick<ActionEnv, 'project' | 'account'>): boolean {
  const input = actionInput(item, related, env)
  return menuActions(registry.get(kind), 'item').some((name) => registry.evaluateAction(kind, name, input).visible)
}
