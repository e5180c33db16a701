// The signed-in session kept in the page (000 §3 Session).
export interface StoredSession {
  access_token: string
  /** only when the API is on another origin and cannot set its cookie here (src/api/transport.ts) */
  refresh_token?: string
  /** ISO time the access token expires */
  expires_at: string
  /** opened with an admin key (000 §6) */
  is_support_session: boolean
}

/** What storage keeps of a session: no secret, only that one is open and its kind. */
export interface SessionHint {
  is_support_session: boolean
}

export type SessionListener = (session: StoredSession | null) => void

export interface SessionStore {
  get: () => StoredSession | null
  /** a session was open in this browser (a reload restores it through the refresh cookie) */
  hint: () => SessionHint | null
  set: (session: StoredSession) => void
  clear: () => void
  /** changes made in this tab (other tabs learn of them through the broadcast channel) */
  subscribe: (listener: SessionListener) => () => void
}
