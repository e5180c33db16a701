// The action runner (src/actions) is another module with its own tests; here it is replaced by a marker that
// shows what the pages hand it: which kind and item, in which variant, with which related entities, and which
// of the menu's actions the engine blocks with what it was handed (registry.evaluateAction, as the menu asks).
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { registry } from '../../../entities/index'
import type { ActionEnv, CollectionActionProps, EntityActionsProps } from '../../../src/actions'

/** how many times each item's actions were drawn, by name */
export const actionRenders = new Map<string, number>()

export function EntityActions({ kind, item, related, variant = 'menu' }: EntityActionsProps) {
  const name = String((item as { name?: unknown }).name ?? '')
  actionRenders.set(name, (actionRenders.get(name) ?? 0) + 1)
  const input = { item, ...(related ? { related } : {}) }
  const blocked = Object.entries(registry.get(kind).actions)
    .filter(([action, config]) => config.scope === 'item' && config.menu !== false && !registry.evaluateAction(kind, action, input).enabled)
    .map(([action]) => action)
    .sort()
  return (
    <span
      role="group"
      aria-label={`${variant} ${kind} ${name}`}
      data-related={Object.keys(related ?? {})
        .sort()
        .join(',')}
      data-blocked={blocked.join(',')}
    />
  )
}

export function CollectionAction({ kind, action }: CollectionActionProps) {
  return <button type="button">{`${kind}.${action}`}</button>
}

export function ActionRunnerProvider({ children }: { children: ReactNode }) {
  return <>{children}</>
}

/** no project nor account: the double's menus are judged with what the page hands them */
export function useActionEnv(): ActionEnv {
  return ENV
}
const ENV: ActionEnv = { projectData: undefined, project: undefined, account: {} }

/** every row's stand-in trigger is enabled: the double's menu is where the verdicts show */
export function offersAny(): boolean {
  return true
}

/**
 * A list row's menu as a user reaches it: a row draws a plain trigger until the pointer or the focus is on it
 * (ui/table DeferredMenu), so the trigger named after the item (console.action.menu_for) is focused first.
 * `label` is the double's ('menu server web-1').
 */
export function rowMenu(label: string): Promise<HTMLElement> {
  const name = label.split(' ').slice(2).join(' ')
  return waitFor(() => {
    const trigger = screen.queryByRole('button', { name: `Действия: ${name}` })
    if (trigger) fireEvent.focus(trigger)
    return screen.getByRole('group', { name: label })
  })
}
