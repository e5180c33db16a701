// Every row's related items, without a call per row (relatedLists.ts): the whole list of each related kind the
// actions read, loaded once for the project and mapped by id (or, for a one-to-many relation, by the row each item
// points back at). Relations the caller already knows (a server's volumes tab gives the server itself) are taken
// as given and not loaded.
import { useQueries } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { EntityConfig } from '../../engine/types'
import { RECENT_ROWS, RecentRows } from '../../ui/table/recentRows'
import { itemKey, listedRelations, relatedListOptions, rowKey, type ListedRelation } from './relatedLists'
import type { Row } from './useEntityList'

export interface RelatedLookup {
  /** the row's related items by relation name ({ server }), the same object while they stay the same; undefined: none */
  relatedOf: (row: Row) => Record<string, object> | undefined
  /** the row references an item whose list has not arrived yet: its actions cannot be judged yet */
  waiting: (row: Row) => boolean
}

type ById = ReadonlyMap<string, Row>

interface Made {
  parts: readonly unknown[]
  value: Record<string, object> | undefined
}

function sameParts(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index])
}

export function useRelatedLookup(config: EntityConfig, projectId: string | undefined, given?: Record<string, object>): RelatedLookup {
  const relations = listedRelations(config).filter((entry) => given?.[entry.name] === undefined)
  const queries = useQueries({
    queries: relations.flatMap((entry) => entry.sources.map((source) => ({ ...relatedListOptions(source, projectId ?? ''), enabled: projectId !== undefined }))),
  })
  const answers = queries.map((query) => query.data)
  const settled = queries.map((query) => query.data !== undefined || query.isError)

  // per relation: its items by id, or undefined while one of its lists is still on its way
  const maps = useMemo(
    () => {
      let at = 0
      return relations.map((entry): ById | undefined => {
        const parts = entry.sources.map(() => at++)
        if (!parts.every((index) => settled[index])) return undefined
        const byId = new Map<string, Row>()
        // newest first: of the items pointing back at one row, the newest is its one (a server's plan)
        for (const index of parts)
          for (const item of answers[index]?.result ?? []) {
            const key = itemKey(item, entry)
            if (key !== undefined && !byId.has(key)) byId.set(key, item)
          }
        return byId
      })
    },
    // the cached answers are the inputs (a live update replaces the answer and the items it changed)
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
    [relations.map((entry) => entry.name).join(','), ...answers, ...settled],
  )

  // one related object per row while its items stay the same objects, so a row's actions are not drawn again (for
  // the rows drawn lately: ui/table/recentRows.ts)
  const [made] = useState(() => new RecentRows<Made>(RECENT_ROWS))
  return useMemo(() => {
    const lookups = relations.map((entry, index): [ListedRelation, ById | undefined] => [entry, maps[index]])
    const waiting = (row: Row) => lookups.some(([entry, byId]) => byId === undefined && rowKey(row, entry) !== undefined)
    const relatedOf = (row: Row) => {
      const found = lookups.map(([entry, byId]) => {
        const key = rowKey(row, entry)
        return key === undefined ? undefined : byId?.get(key)
      })
      const parts = [given, ...found]
      const known = made.get(row)
      if (known && sameParts(known.parts, parts)) return known.value
      const entries = [...Object.entries(given ?? {}), ...lookups.flatMap(([entry], index) => (found[index] ? [[entry.name, found[index]] as const] : []))]
      const value = entries.length > 0 ? Object.fromEntries(entries) : undefined
      made.set(row, { parts, value })
      return value
    }
    return { relatedOf, waiting }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [maps, given, made])
}
