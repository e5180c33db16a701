import type { EntityConfig } from '../../../engine/types'
import type { Row } from '../useEntityList'

/** What every details tab gets: the kind's config, the item as the API answers it, and what it references. */
export interface TabProps {
  config: EntityConfig
  item: Row
  related?: Record<string, object>
  /** the current project (lists of related items need it) */
  projectId: string | undefined
}
