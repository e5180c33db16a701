// 000 §2 snapshots/{id}/details with the fields of 000 §3 Snapshot: parent server, size, status, created, the
// delete date and the servers restored from it (child servers, with their status).
import { Stack } from '@chakra-ui/react'
import type { Snapshot } from '../../../generated/types/index.js'
import { formatDate } from '../../../ui/format/date'
import { formatSizeGb } from '../../../ui/format/size'
import { useLanguage, useText } from '../../../ui/i18n/translate'
import { registry } from '../../../entities/index'
import { EntityLink } from '../EntityLink'
import { Fields } from '../Fields'
import { ItemStatus } from '../ItemStatus'
import { itemHref } from '../links'
import { RefLink } from '../RefLink'
import type { TabProps } from './types'

function ChildServers({ children }: { children: Snapshot['child_servers'] }) {
  if (!children || children.length === 0) return <>—</>
  const server = registry.get('server')
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {children.map((child, index) => {
        const name = typeof child.name === 'string' && child.name !== '' ? child.name : String(child.id ?? '')
        const href = child.id ? itemHref(server, 'page', child) : undefined
        return (
          <Stack as="li" key={child.id ?? index} direction="row" gap="2" align="center">
            {href ? <EntityLink href={href}>{name}</EntityLink> : name}
            <ItemStatus kind="server" status={child.status} />
          </Stack>
        )
      })}
    </Stack>
  )
}

export function SnapshotDetails({ config, item }: TabProps) {
  const text = useText()
  const language = useLanguage()
  const snapshot = item as unknown as Snapshot
  return (
    <Fields
      fields={[
        { label: text('column.status'), value: <ItemStatus kind={config.kind} status={snapshot.status} /> },
        { label: text('column.server'), value: <RefLink config={config} field="parent_server" value={snapshot.parent_server} /> },
        { label: text('column.size'), value: formatSizeGb(snapshot.size, language) },
        { label: text('column.created_in'), value: formatDate(snapshot.created_in, language) },
        { label: text('column.delete_date'), value: formatDate(snapshot.delete_date, language) },
        { label: text('column.child_servers'), value: <ChildServers children={snapshot.child_servers} /> },
      ]}
    />
  )
}
