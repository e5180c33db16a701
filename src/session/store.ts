// The session store, persisted in localStorage so a reload and other tabs see the same session.
// get() reads storage each time: a token another tab refreshed is used at once, not a stale copy.
import type { SessionListener, SessionStore, StoredSession } from './types'

export const SESSION_STORAGE_KEY = 'console-session'

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>
    if (typeof value.access_token !== 'string' || typeof value.refresh_token !== 'string' || typeof value.expires_at !== 'string') return null
    return {
      access_token: value.access_token,
      refresh_token: value.refresh_token,
      expires_at: value.expires_at,
      is_support_session: value.is_support_session === true,
    }
  } catch {
    return null
  }
}

/** A store over a Storage (localStorage in the app; an in-memory one when there is none). */
export function createSessionStore(storage: Storage | undefined, key: string = SESSION_STORAGE_KEY): SessionStore {
  const listeners = new Set<SessionListener>()
  let memory: string | null = null
  let lastRaw: string | null | undefined
  let lastParsed: StoredSession | null = null

  const read = (): string | null => (storage ? storage.getItem(key) : memory)
  const write = (raw: string | null): void => {
    if (storage) {
      if (raw === null) storage.removeItem(key)
      else storage.setItem(key, raw)
    } else memory = raw
  }
  const get = (): StoredSession | null => {
    const raw = read()
    // the same object while storage is unchanged (useSyncExternalStore needs a stable snapshot)
    if (raw !== lastRaw) {
      lastRaw = raw
      lastParsed = parse(raw)
    }
    return lastParsed
  }
  const notify = (): void => {
    const session = get()
    for (const listener of [...listeners]) listener(session)
  }

  return {
    get,
    set(session) {
      write(JSON.stringify(session))
      notify()
    },
    clear() {
      if (read() === null) return
      write(null)
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
