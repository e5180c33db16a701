// The entities an item's actions are judged with (docs/ARCHITECTURE.md ActionInput.related), loaded for the detail
// page: the items it references (many-to-one relations of its config: a volume's server, a snapshot's parent
// server), one detail call each; and the item pointing back at it of each one-to-many relation its rules read as
// one item (a server's backup plan, 001 §4: its status blocks the server's actions), found in the related kind's
// list of the project, the same query a list page reads (relatedLists.ts). Lists never call per row
// (useRelatedLookup).
import { useQueries } from '@tanstack/react-query'
import type { EntityConfig } from '../../engine/types'
import { useApiQuery } from '../query/hooks'
import { itemKey, listedRelations, referencedId, relatedListOptions, rowKey } from './relatedLists'
import { hasSources, sourcesOf } from './sources'
import type { Row } from './useEntityList'

export interface RelatedItems {
  /** the related items found so far, by relation name */
  related: Record<string, object> | undefined
  /**
   * true while a related item the rules read may still arrive: a call of them is on its way, or the project its
   * pointing lists are read in is not known yet. Actions judged before then can show a wrong state for a moment.
   */
  waiting: boolean
}

/** The config's relations never change, so the hooks below run in the same order on every render. */
export function useRelated(config: EntityConfig, item: Row | undefined, projectId?: string): RelatedItems {
  const relations = Object.entries(config.relations ?? {}).filter(([, relation]) => relation.cardinality === 'many-to-one' && hasSources(relation.kind))
  const loaded = relations.map(([name, relation]) => {
    const id = referencedId(item, relation)
    const endpoint = sourcesOf(relation.kind)[0]?.detail ?? ''
    // eslint-disable-next-line react-hooks/rules-of-hooks -- one hook per relation, their number fixed (above)
    const query = useApiQuery<Row>(endpoint, { id: id ?? '' }, { enabled: id !== undefined })
    return [name, id !== undefined ? query.data : undefined, query.isLoading] as const
  })
  const pointing = listedRelations(config).filter((entry) => entry.back !== undefined)
  const lists = useQueries({
    queries: pointing.flatMap((entry) => entry.sources.map((source) => ({ ...relatedListOptions(source, projectId ?? ''), enabled: projectId !== undefined && item !== undefined }))),
  })
  let at = 0
  const found = pointing.map((entry) => {
    const key = rowKey(item, entry)
    const answers = entry.sources.map(() => lists[at++]?.data)
    const match = answers.flatMap((answer) => answer?.result ?? []).find((candidate) => key !== undefined && itemKey(candidate, entry) === key)
    return [entry.name, match] as const
  })
  const present = [...loaded.map(([name, data]) => [name, data] as const), ...found].filter((entry): entry is readonly [string, Row] => entry[1] !== undefined)
  const waiting = loaded.some(([, , loading]) => loading) || lists.some((list) => list.isLoading) || (pointing.length > 0 && item !== undefined && projectId === undefined)
  return { related: present.length > 0 ? Object.fromEntries(present) : undefined, waiting }
}
