// 000 §4 Auth: "An expired access token is refreshed; if refresh fails the user is logged out, local state
// cleared and a redirect to login forced." The refresh token rotates, so it must be spent once: every call
// that finds the token expired waits on the same in-flight refresh.
//
// Reading: "refresh fails" is the API refusing the refresh token (HTTP 4xx). A network failure or a 5xx
// of the refresh call itself leaves the session in place: the waiting calls fail with that error and the
// next call tries again, so a dropped connection does not sign the user out.
import { ApiError } from '../../engine/errors/http'
import { isExpired } from '../session/store'
import type { SessionStore, StoredSession } from '../session/types'
import type { SessionTokens } from './types'

export interface RefresherOptions {
  session: SessionStore
  /** the refresh call: the session's refresh token, or the cookie the API keeps it in */
  refresh: (current: StoredSession) => Promise<SessionTokens>
  onSessionLost: () => void
  now: () => number
}

export interface Refresher {
  /** a valid access token instead of `failedToken`: refreshed once for all callers */
  refresh(failedToken: string): Promise<string>
  /** clears the session and reports it lost; returns the error the caller throws */
  lose(): ApiError
  /** the error of a call made without a session */
  lost(): ApiError
}

export function createRefresher({ session, refresh, onSessionLost, now }: RefresherOptions): Refresher {
  let inFlight: Promise<string> | undefined

  const lost = (): ApiError => new ApiError(401, { errors: [{ path: 'nofield', message: 'Session expired' }] }, 'Session expired')
  const lose = (): ApiError => {
    if (session.get() !== null) {
      session.clear()
      onSessionLost()
    }
    return lost()
  }

  async function run(): Promise<string> {
    const current = session.get()
    if (!current) throw lose()
    let tokens: SessionTokens
    try {
      tokens = await refresh(current)
    } catch (error) {
      const refused = error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500
      if (refused) throw lose()
      throw error
    }
    session.set({ ...tokens, is_support_session: current.is_support_session })
    return tokens.access_token
  }

  return {
    refresh(failedToken) {
      const current = session.get()
      if (!current) return Promise.reject(lose())
      // another call has already refreshed it
      if (!inFlight && current.access_token !== failedToken && !isExpired(current, now())) return Promise.resolve(current.access_token)
      inFlight ??= run().finally(() => {
        inFlight = undefined
      })
      return inFlight
    },
    lose,
    lost,
  }
}
