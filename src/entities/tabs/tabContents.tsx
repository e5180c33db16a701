// What each details tab shows, from its config (TabConfig): its declared fields, the items of a one-to-many
// relation (a server's volumes), or a widget registered by name (TAB_WIDGETS). No tab names a kind.
import type { ComponentType } from 'react'
import type { TabConfig } from '../../../engine/types'
import { FieldsTab } from './FieldsTab'
import { MessageThread } from './MessageThread'
import { RelatedListTab } from './RelatedListTab'
import type { TabProps } from './types'

/** Tabs no field list or related list can describe (a terminal, a configuration form, a chart), by widget name. */
export const TAB_WIDGETS: Readonly<Record<string, ComponentType<TabProps>>> = {
  message_thread: MessageThread,
}

export function TabContent({ tab, ...props }: TabProps & { tab: TabConfig }) {
  if (tab.widget) {
    const Widget = TAB_WIDGETS[tab.widget]
    if (!Widget) throw new Error(`No tab widget ${tab.widget} (entities/${props.config.kind}.ts tab ${tab.name})`)
    return <Widget {...props} />
  }
  // a page that is its item's fields and then a related list (a balancer's details with its rules)
  if (tab.fields && tab.related)
    return (
      <>
        <FieldsTab {...props} fields={tab.fields} />
        <RelatedListTab {...props} relationName={tab.related} {...(tab.related_actions ? { relatedActions: tab.related_actions } : {})} />
      </>
    )
  if (tab.fields) return <FieldsTab {...props} fields={tab.fields} />
  if (tab.related) return <RelatedListTab {...props} relationName={tab.related} {...(tab.related_actions ? { relatedActions: tab.related_actions } : {})} />
  throw new Error(`Tab ${tab.name} of ${props.config.kind} declares no fields, related list or widget`)
}
