// What each details tab shows. Tabs named after a one-to-many relation of the config (server: volumes,
// snapshots) list the related items generically; the kind's own fields need a component of their own, listed
// here by kind and tab name. A new kind adds its tab components to TAB_CONTENT and nothing else.
import type { ComponentType } from 'react'
import type { TabConfig } from '../../../engine/types'
import { RelatedListTab, reverseRelation } from './RelatedListTab'
import { ServerOverview } from './ServerOverview'
import { SnapshotDetails } from './SnapshotDetails'
import type { TabProps } from './types'
import { VolumeDetails } from './VolumeDetails'

export const TAB_CONTENT: Readonly<Record<string, Readonly<Record<string, ComponentType<TabProps>>>>> = {
  server: { overview: ServerOverview },
  volume: { details: VolumeDetails },
  snapshot: { details: SnapshotDetails },
}

export function TabContent({ tab, ...props }: TabProps & { tab: TabConfig }) {
  const Own = TAB_CONTENT[props.config.kind]?.[tab.name]
  if (Own) return <Own {...props} />
  if (reverseRelation(props.config, tab.name)) return <RelatedListTab {...props} relationName={tab.name} />
  return null
}
