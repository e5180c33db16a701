// Merging progressive lists of several sources into one list (001 §7: volumes and local disks, "the merged list
// of both sorts by -created_in"). Each source arrives newest first, a part at a time. A row can be shown only
// when no row still to come from any source could sort above it, so the merge stops where a source with more
// parts runs out of loaded rows; that source is the one to load next. Every further part therefore adds at least
// one row, and the rows shown never reorder as parts arrive.

export interface SourceRows<T> {
  rows: readonly T[]
  /** the source has parts not loaded yet */
  hasMore: boolean
}

export interface MergedRows<T> {
  rows: T[]
  /** the source index of each row, in row order */
  origins: number[]
  /** sources to load a part of before more rows can be shown */
  blocking: number[]
}

/** created_in as a number for ordering; rows without a readable date sort last. */
export function createdKey(row: object): number {
  const value = (row as { created_in?: unknown }).created_in
  const time = typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : Number.NaN
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

/** Newest first by `key`; on a tie the earlier source comes first. */
export function mergeNewestFirst<T extends object>(sources: readonly SourceRows<T>[], key: (row: T) => number = createdKey): MergedRows<T> {
  if (sources.length === 1) {
    const only = sources[0] as SourceRows<T>
    return { rows: [...only.rows], origins: only.rows.map(() => 0), blocking: only.hasMore ? [0] : [] }
  }
  const heads = sources.map(() => 0)
  const keys = sources.map((source) => source.rows.map(key))
  const rows: T[] = []
  const origins: number[] = []
  for (;;) {
    const blocking = sources.flatMap((source, index) => (source.hasMore && (heads[index] as number) >= source.rows.length ? [index] : []))
    if (blocking.length > 0) return { rows, origins, blocking }
    let best = -1
    for (let index = 0; index < sources.length; index += 1) {
      const head = heads[index] as number
      if (head >= (sources[index] as SourceRows<T>).rows.length) continue
      if (best === -1 || (keys[index]?.[head] as number) > (keys[best]?.[heads[best] as number] as number)) best = index
    }
    if (best === -1) return { rows, origins, blocking: [] }
    const head = heads[best] as number
    rows.push((sources[best] as SourceRows<T>).rows[head] as T)
    origins.push(best)
    heads[best] = head + 1
  }
}
