// The related items a kind's list rows are judged with (docs/ARCHITECTURE.md ActionInput.related), found from the config
// alone: every many-to-one relation whose entity some action of the kind reads (volume.server, through
// related.server.status and related.server.snapshots). A list page reads the related kind's whole list of the
// project once (a project has few servers) and maps it by id, so no row makes a call of its own; live updates
// of that kind patch the cached list like any other (src/live).
import { DEFAULT_LIST_ORDER } from '../../contract/constants'
import { actionReads, pathsOverlap } from '../../engine/matrix'
import { priceReads } from '../../engine/verification'
import type { EntityConfig, Relation } from '../../engine/types'
import type { Params } from '../api/types'
import { apiAllOptions } from '../query/apiQuery'
import { hasSources, sourcesOf, type EntitySource } from './sources'

export interface ListedRelation {
  /** the relation's name in the config and in ActionInput.related (server) */
  name: string
  relation: Relation
  /** where the related kind's items are listed */
  sources: readonly EntitySource[]
}

const listed = new WeakMap<EntityConfig, readonly ListedRelation[]>()

/**
 * The many-to-one relations of the config whose entity one of its actions reads (its rules, or its price: a
 * restore's server flavor), with their list sources. Same array every call.
 */
export function listedRelations(config: EntityConfig): readonly ListedRelation[] {
  const known = listed.get(config)
  if (known) return known
  const reads = [...Object.keys(config.actions).flatMap((action) => actionReads(config, action)), ...priceReads(config)]
  const relations = Object.entries(config.relations ?? {})
    .filter(([name, relation]) => relation.cardinality === 'many-to-one' && hasSources(relation.kind) && reads.some((path) => pathsOverlap(path, `related.${name}`)))
    .map(([name, relation]) => ({ name, relation, sources: sourcesOf(relation.kind) }))
  listed.set(config, relations)
  return relations
}

/** Whether a relation holds for the item: its `when` fields have their values (attached_to.entity is vrouter). */
export function relationHolds(item: Readonly<Record<string, unknown>>, relation: Relation): boolean {
  const at = (path: string): unknown => path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item)
  return Object.entries(relation.when ?? {}).every(([path, value]) => at(path) === value)
}

/**
 * The id an item references through a relation: its reference object's id (attached_to_server.id) or its id field.
 * A relation by value (`key`) names no id: none.
 */
export function referencedId(item: Readonly<Record<string, unknown>> | undefined, relation: Relation): string | undefined {
  if (!item || relation.key !== undefined || !relationHolds(item, relation)) return undefined
  const value = relation.reference ? item[relation.reference] : relation.id ? item[relation.id] : undefined
  const id = value && typeof value === 'object' ? (value as Record<string, unknown>).id : relation.reference ? undefined : value
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined
}

/** The params of a related kind's whole list in a project (newest first, as every list). */
export function relatedListParams(projectId: string): Params {
  return { project_id: projectId, order: DEFAULT_LIST_ORDER }
}

/** The query of one source's whole list in a project; the list page and its loader ask for the same. */
export function relatedListOptions(source: EntitySource, projectId: string) {
  return apiAllOptions<Record<string, unknown>>(source.list, relatedListParams(projectId))
}
