// Where an entity's links point, from the configs alone: an item's own page (by the config route of the source
// it came from) and the page of an entity it references (EntityConfig.relations: a volume's attached_to_server
// is a server, a snapshot's parent_server too).
import { pathFor } from '../../engine/routes'
import type { EntityConfig, Relation } from '../../engine/types'
import { registry } from '../../entities/index'

const EMPTY = '—'

/** The item's page through the given config route; undefined when the route or the id is missing. */
export function itemHref(config: EntityConfig, route: string, item: object): string | undefined {
  if (!config.routes[route] || (item as { id?: unknown }).id === undefined) return undefined
  try {
    return pathFor(config, route, item)
  } catch {
    return undefined
  }
}

/** The relation whose reference (or id) field is `field`: attached_to_server → server. Not one by value: it names no page. */
export function relationOfField(config: EntityConfig, field: string): [string, Relation] | undefined {
  const root = field.split('.')[0]
  return Object.entries(config.relations ?? {}).find(([, relation]) => relation.key === undefined && (relation.reference === root || relation.id === root))
}

export interface EntityRefLink {
  href?: string
  text: string
}

/** A reference value ({ id, name } or a bare id) of a relation as a link to the referenced item's page. */
export function referenceLink(relation: Relation, value: unknown): EntityRefLink | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const ref = typeof value === 'object' ? (value as Record<string, unknown>) : { id: value }
  if (ref.id === undefined || ref.id === null) return undefined
  const target = registry.has(relation.kind) ? registry.get(relation.kind) : undefined
  const name = target ? ref[target.name_field] : ref.name
  const text = typeof name === 'string' && name !== '' ? name : String(ref.id)
  const href = target ? itemHref(target, 'page', ref) : undefined
  return href ? { href, text } : { text }
}

/** How one element of a list value reads (addresses: their address; refs: their name). */
export function elementText(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY
  if (typeof value !== 'object') return String(value)
  const record = value as Record<string, unknown>
  const shown = record.address ?? record.name ?? record.id
  return shown === undefined || shown === null ? EMPTY : String(shown)
}

/** A list value as one line: "10.0.0.1, 10.0.0.2". */
export function listText(values: readonly unknown[]): string {
  return values.length === 0 ? EMPTY : values.map(elementText).join(', ')
}
