// A load run once and shared: every caller gets the same promise, and a failed one is forgotten, so the next
// call asks again (a chunk that failed to arrive on a flaky network is fetched anew, not failed forever).

export function onceUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
}
