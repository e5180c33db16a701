// The related items a kind's list rows are judged with (docs/ARCHITECTURE.md ActionInput.related), found from the config
// alone: every relation whose items some action of the kind reads. A many-to-one relation gives the item the row
// references (volume.server, through related.server.status and related.server.snapshots); a one-to-many relation
// its rules read as one item gives the item pointing back at the row (server.backup_plan, through
// related.backup_plan.status: the plan whose server.id is the server's; a server has one). A list page reads the
// related kind's whole list of the project once (a project has few servers and plans) and maps it, so no row makes
// a call of its own; live updates of that kind patch the cached list like any other (src/live).
import { DEFAULT_LIST_ORDER } from '../../contract/constants'
import { actionReads, pathsOverlap } from '../../engine/matrix'
import { priceReads } from '../../engine/verification'
import type { EntityConfig, Relation } from '../../engine/types'
import type { Params } from '../api/types'
import { apiAllOptions } from '../query/apiQuery'
import { pointsAt, reverseRelation, type ReverseRelation } from './reverseRelation'
import { hasSources, sourcesOf, type EntitySource } from './sources'

export interface ListedRelation {
  /** the relation's name in the config and in ActionInput.related (server) */
  name: string
  relation: Relation
  /** where the related kind's items are listed */
  sources: readonly EntitySource[]
  /** a one-to-many relation: the related kind's relation back to the row's kind (the plan's server) */
  back?: ReverseRelation
}

const listed = new WeakMap<EntityConfig, readonly ListedRelation[]>()

/**
 * The relations of the config whose items one of its actions reads (its rules, or its price: a restore's server
 * flavor), with their list sources: many-to-one ones, and one-to-many ones with a relation back. Same array every
 * call.
 */
export function listedRelations(config: EntityConfig): readonly ListedRelation[] {
  const known = listed.get(config)
  if (known) return known
  const reads = [...Object.keys(config.actions).flatMap((action) => actionReads(config, action)), ...priceReads(config)]
  const relations = Object.entries(config.relations ?? {})
    .filter(([name, relation]) => hasSources(relation.kind) && reads.some((path) => pathsOverlap(path, `related.${name}`)))
    .flatMap(([name, relation]): ListedRelation[] => {
      if (relation.cardinality === 'many-to-one') return [{ name, relation, sources: sourcesOf(relation.kind) }]
      const back = reverseRelation(config, name)
      return back ? [{ name, relation, sources: sourcesOf(relation.kind), back }] : []
    })
  listed.set(config, relations)
  return relations
}

/** The key a row finds its related item by: the id it references, or (one-to-many) its own value the item points at. */
export function rowKey(row: Readonly<Record<string, unknown>> | undefined, entry: ListedRelation): string | undefined {
  if (!entry.back) return referencedId(row, entry.relation)
  const value = row?.[entry.back.key]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

/** The key a listed item of the related kind is found by: its id, or (one-to-many) the row value it points at. */
export function itemKey(item: Readonly<Record<string, unknown>>, entry: ListedRelation): string | undefined {
  if (entry.back) return pointsAt(entry.back, item)
  return item.id === undefined ? undefined : String(item.id)
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
