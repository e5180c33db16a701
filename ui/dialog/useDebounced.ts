import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'

/** A stable function that runs `callback` once, `delay` ms after the last call; pending calls die with the component. */
export function useDebounced(callback: () => void, delay: number): () => void {
  const latest = useRef(callback)
  useLayoutEffect(() => {
    latest.current = callback
  })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(), delay)
  }, [delay])
}
