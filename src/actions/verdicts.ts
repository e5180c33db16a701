// The verdicts of a kind's actions for one item, as the action menu shows them (STYLE.md: a blocked action is
// shown disabled with its reason; only what the spec hides is hidden).
import { callPlaceholders } from '../../engine/calls'
import type { ActionConfig, ActionInput, ActionVerdict } from '../../engine/types'
import { registry } from '../../entities'
import type { ActionEnv } from './env'

export interface ActionChoice {
  name: string
  verdict: ActionVerdict
}

export function actionInput(item: object, related: Record<string, object> | undefined, env: Pick<ActionEnv, 'project' | 'account'>): ActionInput {
  return { item, ...(related ? { related } : {}), ...(env.project ? { project: env.project } : {}), account: env.account }
}

/** Every action of the kind offered in its menu (menu !== false), with its verdict; hidden ones are left out. */
export function menuChoices(kind: string, input: ActionInput, scope: 'item' | 'collection' = 'item'): ActionChoice[] {
  const config = registry.get(kind)
  return Object.entries(config.actions)
    .filter(([, action]) => action.menu !== false && action.scope === scope)
    .map(([name]) => ({ name, verdict: registry.evaluateAction(kind, name, input) }))
    .filter((choice) => choice.verdict.visible)
}

/**
 * Whether the console can run an action: it has a call whose `{payload.*}` placeholders its dialog fills, or it
 * only opens the next action (after.then). Entrances and redirects never reach a dialog.
 */
export function runnable(action: ActionConfig): boolean {
  if (!action.call) return action.after?.then !== undefined
  const fields = new Set((action.dialog?.fields ?? []).map((field) => field.name))
  return callPlaceholders(action.call.path)
    .filter((placeholder) => placeholder.startsWith('payload.'))
    .every((placeholder) => fields.has(placeholder.slice('payload.'.length).split('.')[0] ?? ''))
}
