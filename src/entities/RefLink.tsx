// The entity a field references, as a link to its page (a volume's server, a snapshot's parent server).
import type { EntityConfig } from '../../engine/types'
import { EntityLink } from './EntityLink'
import { referenceLink, relationOfField } from './links'

export function RefLink({ config, field, value }: { config: EntityConfig; field: string; value: unknown }) {
  const relation = relationOfField(config, field)
  const link = relation ? referenceLink(relation[1], value) : undefined
  if (!link) return <>—</>
  return link.href ? <EntityLink href={link.href}>{link.text}</EntityLink> : <>{link.text}</>
}
