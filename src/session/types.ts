// The signed-in session kept in the browser (000 §3 Session).
export interface StoredSession {
  access_token: string
  refresh_token: string
  /** ISO time the access token expires */
  expires_at: string
  /** opened with an admin key (000 §6) */
  is_support_session: boolean
}

export type SessionListener = (session: StoredSession | null) => void

export interface SessionStore {
  get: () => StoredSession | null
  set: (session: StoredSession) => void
  clear: () => void
  /** changes made in this tab (other tabs learn of them through the broadcast channel) */
  subscribe: (listener: SessionListener) => () => void
}
