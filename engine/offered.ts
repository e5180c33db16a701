// Which actions the console offers (menus, header buttons, list buttons, the runner): every action the config gives
// a call, an entrance (a page to go to), a download, a view or another action it opens (`opens`), unless the config says `offered: false` (its dialog
// or the API's call is not built yet). *When* an offered action is visible and enabled is evaluateAction's business.
import type { ActionConfig, EntityConfig } from './types'

export function isOfferedAction(action: ActionConfig | undefined): boolean {
  if (!action || action.offered === false) return false
  return action.call !== undefined || action.entrance !== undefined || action.download !== undefined || action.view !== undefined || action.opens !== undefined
}

/** The kind's offered actions of one scope, in config order. */
export function offeredActions(config: EntityConfig, scope?: ActionConfig['scope']): string[] {
  return Object.entries(config.actions)
    .filter(([, action]) => isOfferedAction(action) && (scope === undefined || action.scope === scope))
    .map(([name]) => name)
}
