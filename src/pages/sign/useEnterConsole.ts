import { useNavigate, useSearch } from '@tanstack/react-router'
import type { SessionTokens } from '../../api/types'
import { startSession } from '../../app/sessionActions'
import { PATHS, safeRedirect } from '../../router/paths'

/** The search of sign pages that bring the user back where they were going. */
export function useRedirectTarget(): string | undefined {
  const search: { redirect?: unknown } = useSearch({ strict: false })
  return safeRedirect(search.redirect)
}

/** Tokens in hand: the session starts and the user goes where they were going, else to the dashboard. */
export function useEnterConsole(): (tokens: SessionTokens) => Promise<void> {
  const navigate = useNavigate()
  const target = useRedirectTarget()
  return async (tokens) => {
    startSession(tokens)
    await navigate({ to: target ?? PATHS.dashboard, replace: true })
  }
}
