// Widgets by name: what a field (ColumnConfig.widget) or a tab (TabConfig.widget) shows when no format describes
// it. A config names a widget; no widget names a kind. tests/contract: every widget a config names is here.
import type { ComponentType } from 'react'
import { AddressList } from './AddressList'
import { ByteSize } from './ByteSize'
import { CopyValue } from './CopyValue'
import { EntityRef } from './EntityRef'
import { Flavor } from './Flavor'
import { Image } from './Image'
import { QuotaCount } from './QuotaCount'
import { RecordList } from './RecordList'
import { RelatedItems } from './RelatedItems'
import type { WidgetProps } from './types'

export const FIELD_WIDGETS: Readonly<Record<string, ComponentType<WidgetProps>>> = {
  address_list: AddressList,
  entity_ref: EntityRef,
  flavor: Flavor,
  image: Image,
  related_items: RelatedItems,
  byte_size: ByteSize,
  quota_count: QuotaCount,
  copy_value: CopyValue,
  record_list: RecordList,
}

export type { WidgetProps } from './types'
