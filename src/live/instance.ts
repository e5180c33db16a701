// The app's one live connection, bound to the API client (fresh token) and the query cache.
import { useSyncExternalStore } from 'react'
import { api } from '../api/client'
import { websocketUrl } from '../api/config'
import { queryClient } from '../query/queryClient'
import { sessionStore } from '../session/instance'
import { applyLiveEvent, refetchAfterReconnect } from './applyEvent'
import { createLiveSocket, type LiveState } from './socket'

export const liveSocket = createLiveSocket({
  url: async () => websocketUrl(await api.freshAccessToken()),
  onEvent: (event) => applyLiveEvent(queryClient, event),
  onReconnected: () => void refetchAfterReconnect(queryClient),
  // any call with the ended session is refused, its refresh too: the client then signs out (onSessionLost)
  onSessionEnded: () => void api.get('/account').catch(() => undefined),
})

export function useLiveState(): LiveState {
  return useSyncExternalStore(liveSocket.subscribe, liveSocket.state, liveSocket.state)
}

// signed out (here or by a refused refresh): the connection ends with the session
sessionStore.subscribe((session) => {
  if (!session) liveSocket.close()
})
