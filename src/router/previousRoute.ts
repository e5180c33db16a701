// 000 §2: "After each route change ... the previous route is remembered, except when leaving a sign route."
let previous: string | undefined

/** The route the user came from (a path with its search), for back links. */
export function previousRoute(): string | undefined {
  return previous
}

/** Called after each resolved navigation with where it came from. */
export function rememberPrevious(from: { href: string; isSign: boolean } | undefined, to: { href: string }): void {
  if (!from || from.isSign || from.href === to.href) return
  previous = from.href
}

/** for tests */
export function resetPreviousRoute(): void {
  previous = undefined
}
