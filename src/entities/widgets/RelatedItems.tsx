// Widget `related_items`: the items a field lists (a snapshot's child servers), each a link to its page with its
// status; the kind comes from the config's relation of that field.
import { Stack } from '@chakra-ui/react'
import { registry } from '../../../entities/index'
import { EntityLink } from '../EntityLink'
import { ItemStatus } from '../ItemStatus'
import { itemHref } from '../links'
import type { WidgetProps } from './types'

export function RelatedItems({ config, column, value }: WidgetProps) {
  const relation = Object.values(config.relations ?? {}).find((candidate) => candidate.data === column.field || candidate.reference === column.field)
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
  if (!relation || items.length === 0) return <>—</>
  const other = registry.get(relation.kind)
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {items.map((child, index) => {
        const id = typeof child.id === 'string' ? child.id : undefined
        const name = typeof child.name === 'string' && child.name !== '' ? child.name : String(id ?? '')
        const href = id ? itemHref(other, 'page', child) : undefined
        return (
          <Stack as="li" key={id ?? index} direction="row" gap="2" align="center">
            {href ? <EntityLink href={href}>{name}</EntityLink> : name}
            <ItemStatus kind={relation.kind} status={child.status} />
          </Stack>
        )
      })}
    </Stack>
  )
}
