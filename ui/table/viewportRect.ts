/** The border of the table's scrolling box, in px on each side: EntityTable draws the box with it, and the guess below takes it off. */
export const VIEWPORT_BORDER_PX = 1

/**
 * The size the table's scrolling box will have, guessed before it is drawn from its max height (in vh or px) and the
 * window: the virtualizer's `initialRect`. Without it the virtualizer knows no height in the first render and draws
 * no rows; it draws them when it measures the box on mount, in a second render that React runs synchronously inside
 * the first one's commit: one long task on the list's first load (issue 13). A list taller than the box measures as
 * guessed, so nothing renders again; a shorter one has all its rows in range either way. A max height in other
 * units gets no guess (the virtualizer then measures as before).
 */
export function initialViewportRect(maxHeight: string, view: { innerWidth: number; innerHeight: number }): { width: number; height: number } | undefined {
  const match = /^(\d+(?:\.\d+)?)(vh|px)$/.exec(maxHeight.trim())
  if (!match) return undefined
  const value = Number(match[1])
  const outer = match[2] === 'vh' ? (view.innerHeight * value) / 100 : value
  // clientHeight, which the virtualizer measures, is the box less its borders, in whole pixels
  return { width: view.innerWidth, height: Math.max(0, Math.round(outer) - 2 * VIEWPORT_BORDER_PX) }
}
