// The app's one API client. What happens when the session is lost is wired by the app (src/app/sessionLost.ts).
import { sessionStore } from '../session/instance'
import { acrossTabs, createApiClient } from './client'
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
  // the refresh token stays in the API's HttpOnly cookie when the API is on this origin (it can set cookies here)
  refreshCookie: typeof window !== 'undefined' && new URL(API_BASE_URL).origin === window.location.origin,
  exclusive: acrossTabs,
  onSessionLost: () => {
    for (const listener of [...lostListeners]) listener()
  },
})
