// Progressive loading (000 §2: "Tables load progressively on scroll ... the next chunk requested 600px before
// the end"). Asks once per row count, so a page that brings nothing new never loops; the page size is the
// caller's (EntityConfig.list.page_size, 20 by default). The distance to the end is read after each render's
// layout effects, where the virtualizer has measured the viewport: the first render only guesses its height.
import { useEffect, useRef } from 'react'

export const LOAD_MORE_THRESHOLD_PX = 600

export interface LoadMoreInput {
  /** pixels between the bottom of the viewport and the end of the rows, as last measured */
  remaining: () => number
  rowCount: number
  hasMore: boolean
  busy: boolean
  onLoadMore: (() => void) | undefined
  threshold?: number
}

export function useLoadMore({ remaining, rowCount, hasMore, busy, onLoadMore, threshold = LOAD_MORE_THRESHOLD_PX }: LoadMoreInput): void {
  const askedAt = useRef<number | undefined>(undefined)
  // after every render (the table renders again when the rows in view change): a comparison, then nothing
  useEffect(() => {
    if (!hasMore || busy || !onLoadMore || askedAt.current === rowCount) return
    if (remaining() > threshold) return
    askedAt.current = rowCount
    onLoadMore()
  })
}
