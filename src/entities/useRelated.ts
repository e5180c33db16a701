// The entities an item references (many-to-one relations of its config: a volume's server, a snapshot's parent
// server), loaded for the detail page so its actions are judged with them (docs/ARCHITECTURE.md ActionInput.related).
// One detail call per relation; lists never do this per row (they look the items up in one list: useRelatedLookup).
import type { EntityConfig } from '../../engine/types'
import { useApiQuery } from '../query/hooks'
import { referencedId } from './relatedLists'
import { hasSources, sourcesOf } from './sources'
import type { Row } from './useEntityList'

/** The config's relations never change, so the hooks below run in the same order on every render. */
export function useRelated(config: EntityConfig, item: Row | undefined): Record<string, object> | undefined {
  const relations = Object.entries(config.relations ?? {}).filter(([, relation]) => relation.cardinality === 'many-to-one' && hasSources(relation.kind))
  const loaded = relations.map(([name, relation]) => {
    const id = referencedId(item, relation)
    const endpoint = sourcesOf(relation.kind)[0]?.detail ?? ''
    // eslint-disable-next-line react-hooks/rules-of-hooks -- one hook per relation, their number fixed (above)
    const query = useApiQuery<Row>(endpoint, { id: id ?? '' }, { enabled: id !== undefined })
    return [name, id !== undefined ? query.data : undefined] as const
  })
  const present = loaded.filter((entry): entry is readonly [string, Row] => entry[1] !== undefined)
  return present.length > 0 ? Object.fromEntries(present) : undefined
}
