import type { EntityConfig } from '../../../engine/types'
import type { Row } from '../useEntityList'

/** What a page widget (`pages.widgets`) gets: the kind's config, the item as the API answers it, its socket. */
export interface PageWidgetProps {
  config: EntityConfig
  item: Row
  /** the URL of the item's websocket with a fresh token, when the config names a socket */
  socketUrl?: () => Promise<string>
  /** the page's config (`pages.widgets.<route>`): the document it shows, what it confirms first */
  page?: { document?: string; confirm_when?: string }
}
