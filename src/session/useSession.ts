import { useSyncExternalStore } from 'react'
import { sessionStore } from './instance'
import type { StoredSession } from './types'

/** The current session of this tab, re-rendering on sign-in, refresh and sign-out. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)
}
