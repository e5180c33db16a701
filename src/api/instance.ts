// The app's one API client. What happens when the session is lost is wired by the app (src/app/sessionLost.ts).
import { sessionStore } from '../session/instance'
import { createApiClient } from './client'
import { API_BASE_URL } from './config'

const lostListeners = new Set<() => void>()

/** Called when a refresh is refused: clear local state, go to sign-in. */
export function onSessionLost(listener: () => void): () => void {
  lostListeners.add(listener)
  return () => lostListeners.delete(listener)
}

export const api = createApiClient({
  baseUrl: API_BASE_URL,
  session: sessionStore,
  onSessionLost: () => {
    for (const listener of [...lostListeners]) listener()
  },
})
