// Work done once and shared by every caller. onceUntilFailed: a load whose failure is forgotten, so the next call
// asks again (a chunk that failed to arrive on a flaky network is fetched anew, not failed forever). once: a value
// made on first use rather than when its module is evaluated.

export function onceUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
}

/** A value made on the first call and returned by every later one. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}
