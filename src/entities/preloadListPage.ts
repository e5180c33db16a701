// The list page's code, loaded while the browser is idle (issue 13: after a click in the menu the first row
// waited for the list page's chunk and for the loaders' before the list's call could start). The same modules
// src/router/entityPages.ts imports lazily, so the route finds them loaded (and its loader runs at once). Where
// the browser cannot tell when it is idle, the router's preload on intent (a pointer over the link) is left to do it.
import { withLoaders } from './withLoaders'

export function preloadListPage(): (() => void) | undefined {
  if (typeof requestIdleCallback !== 'function') return undefined
  const id = requestIdleCallback(
    () => {
      void import('./EntityListPage')
      withLoaders(() => undefined)
    },
    { timeout: 3000 },
  )
  return () => cancelIdleCallback(id)
}
