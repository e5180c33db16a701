import type { ColumnConfig, EntityConfig } from '../../../engine/types'
import type { Row } from '../useEntityList'

/** What a field widget gets: the kind's config, the field's declaration, its value and the whole item. */
export interface WidgetProps {
  config: EntityConfig
  column: ColumnConfig
  value: unknown
  item: Row
}
