// Starting and ending a session in this tab. Other tabs follow through the broadcast channel (session/tabSync).
import { authCalls } from '../api/auth'
import { api } from '../api/client'
import type { SessionTokens } from '../api/types'
import { setCurrentProjectId } from '../project/projectStore'
import { clearNotices } from '../query/notices'
import { clearQueryCache } from '../query/clientRegistry'
import { sessionStore } from '../session/instance'

/** After sign-in, 2FA or setting the password: the tokens become the session; nothing of a previous one stays. */
export function startSession(tokens: SessionTokens, options: { is_support_session?: boolean } = {}): void {
  clearQueryCache()
  clearNotices()
  sessionStore.set({ ...tokens, is_support_session: options.is_support_session ?? false })
}

/** 000 §4 Auth: "local state cleared" — the session, cached answers, notices and the project choice. */
export function clearLocalState(): void {
  sessionStore.clear()
  clearQueryCache()
  clearNotices()
  setCurrentProjectId(null)
}

/** Closes the session at the API (best effort: a failure still signs out here), then clears local state. */
export async function signOut(): Promise<void> {
  if (sessionStore.get())
    await authCalls(api)
      .logout()
      .catch(() => undefined)
  clearLocalState()
}
