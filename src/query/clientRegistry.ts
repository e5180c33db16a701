// The app's query client, loaded on first need rather than with the entry chunk (issue 13: TanStack Query was
// an eighth of the sign-in page's JavaScript, and the sign-in form makes no query). Routes that read or write
// the cache load it in their beforeLoad (the /lk layout, the sign pages other than sign-in); the provider
// (LoadedQueryClientProvider) hands it to the components once it is here. Importing this module imports no
// TanStack Query code.
import type { QueryClient } from '@tanstack/react-query'

let current: QueryClient | undefined
const listeners = new Set<() => void>()

/** Called by src/query/queryClient.ts as it loads, whoever imported it first. */
export function registerQueryClient(client: QueryClient): void {
  current = client
  for (const listener of listeners) listener()
}

/** The app's client if its module has loaded. */
export function loadedQueryClient(): QueryClient | undefined {
  return current
}

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The app's client, loading its module (and TanStack Query) the first time. */
export async function loadQueryClient(): Promise<QueryClient> {
  return (await import('./queryClient')).queryClient
}

/** Forgets every cached answer; nothing is cached before the client has loaded. */
export function clearQueryCache(): void {
  current?.clear()
}
