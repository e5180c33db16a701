// Widget `entity_ref`: a reference that names its kind ({ entity, id }: what a floating IP is attached to), as a
// link to that item's page when the console has one, else the kind's name and the id.
import { registry } from '../../../entities/index'
import { useText, entityKeys } from '../../../ui/i18n/translate'
import { EntityLink } from '../EntityLink'
import { itemHref } from '../links'
import type { WidgetProps } from './types'

export function EntityRef({ value }: WidgetProps) {
  const text = useText()
  const reference = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  const entity = typeof reference.entity === 'string' ? reference.entity : undefined
  const id = typeof reference.id === 'string' ? reference.id : undefined
  if (!entity || !id) return <>—</>
  const label = `${text(entityKeys.name(entity, 'singular'), { fallback: entity })} ${typeof reference.name === 'string' ? reference.name : id}`
  const href = registry.has(entity) ? itemHref(registry.get(entity), 'page', { id }) : undefined
  return href ? <EntityLink href={href}>{label}</EntityLink> : <>{label}</>
}
