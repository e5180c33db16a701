// The other side of a one-to-many relation (a server's volumes, a server's backup plan): the listed kind and its
// many-to-one relation back, found from the other kind's config (volume.relations.server references
// attached_to_server, so a server's volumes are the volumes whose attached_to_server.id is its id). Pure: the
// related tabs, the dependents of an action and the related items a row is judged with share it.
import type { EntityConfig, Relation } from '../../engine/types'
import { registry } from '../../entities/index'

export interface ReverseRelation {
  /** the kind listed */
  config: EntityConfig
  /** the relation's name on the listed kind (volume: server) */
  name: string
  /** the list filter that keeps the items pointing at the owner */
  filterField: string
  /** the filters of the relation's `when` (attached_to.entity__eq: vrouter) */
  when: Record<string, string>
  /** the owner's field the filter compares with: its id, or the relation's `key` for one by value (address) */
  key: string
}

/** The other side of `relationName` of config: the listed kind and the field that points back. */
export function reverseRelation(config: EntityConfig, relationName: string): ReverseRelation | undefined {
  const relation = config.relations?.[relationName]
  if (!relation || relation.cardinality !== 'one-to-many' || !registry.has(relation.kind)) return undefined
  const other = registry.get(relation.kind)
  const back = Object.entries(other.relations ?? {}).find(
    ([, candidate]: [string, Relation]) => candidate.kind === config.kind && candidate.cardinality === 'many-to-one' && (candidate.reverse ?? relationName) === relationName,
  )
  if (!back) return undefined
  const [name, candidate] = back
  const key = candidate.key ?? 'id'
  const filterField = candidate.reference ? `${candidate.reference}.${key}__eq` : candidate.id ? `${candidate.id}__eq` : undefined
  const when = Object.fromEntries(Object.entries(candidate.when ?? {}).map(([path, value]) => [`${path}__eq`, String(value)]))
  return filterField ? { config: other, name, filterField, when, key } : undefined
}

/** The value of the owner the other side's filter compares with (its id, or its field a relation by value names). */
export function ownerValue(reverse: ReverseRelation, item: object): string {
  const value = (item as Record<string, unknown>)[reverse.key]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/** The owner value a listed item points back at (the plan's server.id), when its relation back holds for it. */
export function pointsAt(reverse: ReverseRelation, listed: Readonly<Record<string, unknown>>): string | undefined {
  const at = (path: string): unknown => path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), listed)
  if (!Object.entries(reverse.when).every(([filter, value]) => String(at(filter.slice(0, -'__eq'.length))) === value)) return undefined
  const value = at(reverse.filterField.slice(0, -'__eq'.length))
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}
