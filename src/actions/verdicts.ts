// The verdicts of a kind's actions for one item, as the action menu shows them (STYLE.md: a blocked action is
// shown disabled with its reason; only what the spec hides is hidden). Only the actions the console offers
// (engine/registry.ts) are in the menu at all.
import { isOfferedAction } from '../../engine/registry'
import type { ActionInput, ActionVerdict } from '../../engine/types'
import { registry } from '../../entities'
import type { ActionEnv } from './ActionRunner'

export interface ActionChoice {
  name: string
  verdict: ActionVerdict
}

export function actionInput(item: object, related: Record<string, object> | undefined, env: Pick<ActionEnv, 'project' | 'account'>): ActionInput {
  return { item, ...(related ? { related } : {}), ...(env.project ? { project: env.project } : {}), account: env.account }
}

/** The kind's actions offered in its menu (offered by this build, menu !== false), with their verdicts; hidden ones are left out. */
export function menuChoices(kind: string, input: ActionInput, scope: 'item' | 'collection' = 'item'): ActionChoice[] {
  const config = registry.get(kind)
  return Object.entries(config.actions)
    .filter(([, action]) => action.menu !== false && action.scope === scope && isOfferedAction(action))
    .map(([name]) => ({ name, verdict: registry.evaluateAction(kind, name, input) }))
    .filter((choice) => choice.verdict.visible)
}

/** Whether an item's menu has anything to show: a row's stand-in trigger is disabled when not, as the menu's is. */
export function offersAny(kind: string, item: object, related: Record<string, object> | undefined, env: Pick<ActionEnv, 'project' | 'account'>): boolean {
  return menuChoices(kind, actionInput(item, related, env)).length > 0
}
