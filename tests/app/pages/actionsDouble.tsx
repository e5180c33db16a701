// The action runner (src/actions) is another module with its own tests; here it is replaced by a marker that
// shows what the pages hand it: which kind and item, in which variant, with which related entities.
import type { ReactNode } from 'react'
import type { CollectionActionProps, EntityActionsProps } from '../../../src/actions'

/** how many times each item's actions were drawn, by name */
export const actionRenders = new Map<string, number>()

export function EntityActions({ kind, item, related, variant = 'menu' }: EntityActionsProps) {
  const name = String((item as { name?: unknown }).name ?? '')
  actionRenders.set(name, (actionRenders.get(name) ?? 0) + 1)
  return <span role="group" aria-label={`${variant} ${kind} ${name}`} data-related={Object.keys(related ?? {}).sort().join(',')} />
}

export function CollectionAction({ kind, action }: CollectionActionProps) {
  return <button type="button">{`${kind}.${action}`}</button>
}

export function ActionRunnerProvider({ children }: { children: ReactNode }) {
  return <>{children}</>
}
