// The session store. The tokens live in this page's memory only (issue 14 item 2: no token in storage a script can
// read); the refresh token is an HttpOnly cookie the API sets (src/api/client.ts, cookie transport). What storage
// keeps is a hint without secrets: that a session was open, and whether it is a support session, so a reload knows
// to restore it through the cookie (src/session/restore.ts) and other tabs know the state changed.
import type { SessionHint, SessionListener, SessionStore, StoredSession } from './types'

export const SESSION_HINT_KEY = 'console-session-hint'

function parseHint(raw: string | null): SessionHint | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<SessionHint>
    return { is_support_session: value.is_support_session === true }
  } catch {
    return null
  }
}

/** A store with its hint in a Storage (localStorage in the app); without one the hint lives as long as the page. */
export function createSessionStore(storage: Storage | undefined, key: string = SESSION_HINT_KEY): SessionStore {
  const listeners = new Set<SessionListener>()
  let session: StoredSession | null = null
  let memoryHint: string | null = null

  const writeHint = (raw: string | null): void => {
    if (!storage) memoryHint = raw
    else if (raw === null) storage.removeItem(key)
    else storage.setItem(key, raw)
  }
  const notify = (): void => {
    for (const listener of [...listeners]) listener(session)
  }

  return {
    get: () => session,
    hint: () => parseHint(storage ? storage.getItem(key) : memoryHint),
    set(next) {
      session = next
      writeHint(JSON.stringify({ is_support_session: next.is_support_session } satisfies SessionHint))
      notify()
    },
    clear() {
      writeHint(null)
      if (session === null) return
      session = null
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The access token has expired, or will within skewMs. */
export function isExpired(session: StoredSession, now: number = Date.now(), skewMs = 5_000): boolean {
  const expires = Date.parse(session.expires_at)
  return Number.isFinite(expires) && expires - skewMs <= now
}
