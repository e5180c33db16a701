// QueryClientProvider for a client that loads after the first render (clientRegistry.ts). The element stays the
// same before and after, so nothing under it remounts when the client arrives; until then a component that asks
// for the client would throw, which is why the routes that show such components load it in their beforeLoad.
import { QueryClientContext } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { loadedQueryClient, subscribeQueryClient } from './clientRegistry'

export function LoadedQueryClientProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, loadedQueryClient)
  // as QueryClientProvider: refetch on focus and reconnect while mounted
  useEffect(() => {
    if (!client) return
    client.mount()
    return () => client.unmount()
  }, [client])
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
}
