// A list row's actions menu. Judged when the user means it (the pointer over it, the focus, a tap: ui/table
// DeferredMenu), not for every row that scrolls into view (issue 13); until then a plain trigger with the menu's
// name. One element per row object and related items, reused on every scroll frame while the row is among those
// drawn lately (as cells.tsx does); a row whose related item changed (its server stopped) gets its element anew,
// and only that row.
import type { ReactNode } from 'react'
import { registry } from '../../entities'
import type { Text } from '../../ui/i18n/translate'
import { DeferredMenu } from '../../ui/table/DeferredMenu'
import { EntityActions, offersAny, type ActionEnv } from '../actions'
import { RECENT_ROWS, RecentRows } from '../../ui/table/recentRows'
import type { RelatedLookup } from './useRelatedLookup'
import type { Row } from './useEntityList'

/** The table's renderActions for a kind; make a new one when the related lists, the env or the language change. */
export function createRenderActions(kind: string, lookup: RelatedLookup, text: Text, env: ActionEnv): (row: Row) => ReactNode {
  const made = new RecentRows<{ related: Record<string, object> | undefined; node: ReactNode }>(RECENT_ROWS)
  return (row) => {
    // judged without its server, a volume's detach would look allowed: no menu until the servers are in
    if (lookup.waiting(row)) return null
    const related = lookup.relatedOf(row)
    const known = made.get(row)
    if (known && known.related === related) return known.node
    const name = registry.displayName(kind, row)
    const node = (
      <DeferredMenu
        trigger={text('ui.actions')}
        // the menu's own trigger is disabled when nothing is offered: so is its stand-in (judging is cheap, a menu is not)
        disabled={!offersAny(kind, row, related, env)}
        {...(name ? { label: text('console.action.menu_for', { params: { name } }) } : {})}
        render={() => <EntityActions kind={kind} item={row} variant="menu" {...(related ? { related } : {})} />}
      />
    )
    made.set(row, { related, node })
    return node
  }
}
