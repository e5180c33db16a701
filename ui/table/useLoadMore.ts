// Progressive loading (000 §2: "Tables load progressively on scroll ... the next chunk requested 600px before
// the end"). Asks once per row count, so a page that brings nothing new never loops; the page size is the
// caller's (EntityConfig.list.page_size, 20 by default).
import { useEffect, useRef } from 'react'

export const LOAD_MORE_THRESHOLD_PX = 600

export interface LoadMoreInput {
  /** pixels between the bottom of the viewport and the end of the rows */
  remaining: number
  rowCount: number
  hasMore: boolean
  busy: boolean
  onLoadMore: (() => void) | undefined
  threshold?: number
}

export function useLoadMore({ remaining, rowCount, hasMore, busy, onLoadMore, threshold = LOAD_MORE_THRESHOLD_PX }: LoadMoreInput): void {
  const askedAt = useRef<number | undefined>(undefined)
  const near = remaining <= threshold
  useEffect(() => {
    if (!near || !hasMore || busy || !onLoadMore) return
    if (askedAt.current === rowCount) return
    askedAt.current = rowCount
    onLoadMore()
  }, [near, hasMore, busy, onLoadMore, rowCount])
}
