// 000 §2 volumes/{id}/details and local-disks/{id}/details with the fields of 000 §3 Volume / local disk:
// size, type, bootable, the server it is attached to, description, created.
import type { Volume } from '../../../generated/types/index.js'
import { formatDate } from '../../../ui/format/date'
import { formatSizeGb } from '../../../ui/format/size'
import { useLanguage, useText } from '../../../ui/i18n/translate'
import { Fields } from '../Fields'
import { ItemStatus } from '../ItemStatus'
import { RefLink } from '../RefLink'
import type { TabProps } from './types'

export function VolumeDetails({ config, item }: TabProps) {
  const text = useText()
  const language = useLanguage()
  const volume = item as unknown as Volume
  return (
    <Fields
      fields={[
        { label: text('column.status'), value: <ItemStatus kind={config.kind} status={volume.status} /> },
        { label: text('column.size'), value: formatSizeGb(volume.size, language) },
        { label: text('column.type'), value: volume.storage_type ? text(`volume.storage_type.${volume.storage_type}`, { fallback: volume.storage_type }) : undefined },
        { label: text('column.bootable'), value: volume.bootable === undefined ? undefined : text(volume.bootable ? 'ui.yes' : 'ui.no') },
        { label: text('column.server'), value: <RefLink config={config} field="attached_to_server" value={volume.attached_to_server} /> },
        { label: text('column.description'), value: volume.description },
        { label: text('column.created_in'), value: formatDate(volume.created_in, language) },
      ]}
    />
  )
}
