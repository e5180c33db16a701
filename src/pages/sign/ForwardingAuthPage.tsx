// 000 §2 sign/forwarding_auth (query admin_key, admin login): the admin key becomes a session of the customer's
// account flagged is_support_session (000 §6); the console then shows the support banner on every page and
// blocks what a support session may not do. A refused key goes to sign/error, any other failure to
// sign/something-wrong.
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useText } from '../../../ui/i18n/translate'
import { authCalls } from '../../api/auth'
import { isApiError } from '../../api/errors'
import { api } from '../../api/client'
import type { SessionTokens } from '../../api/types'
import { startSession } from '../../app/sessionActions'
import { PATHS } from '../../router/paths'
import { SignProgress } from './SignProgress'

type Exchange = Promise<SessionTokens & { is_support_session?: boolean }>

// a key works once: a second effect run (React's strict mode, a re-render) waits for the same exchange
const exchanges = new Map<string, Exchange>()

function exchange(adminKey: string): Exchange {
  const running = exchanges.get(adminKey) ?? authCalls(api).adminKey({ admin_key: adminKey })
  exchanges.set(adminKey, running)
  return running
}

export function ForwardingAuthPage() {
  const text = useText()
  const navigate = useNavigate()
  const { admin_key: adminKey }: { admin_key?: string } = useSearch({ strict: false })

  useEffect(() => {
    let cancelled = false
    if (!adminKey) {
      void navigate({ to: PATHS.sign_error, search: { code: 'admin_key_missing' }, replace: true })
      return
    }
    exchange(adminKey).then(
      async ({ is_support_session, ...tokens }) => {
        if (cancelled) return
        // the answer says so; a key exchange opens nothing else (000 §6)
        startSession(tokens, { is_support_session: is_support_session ?? true })
        await navigate({ to: PATHS.dashboard, replace: true })
      },
      async (error: unknown) => {
        if (cancelled) return
        const refused = isApiError(error) && (error.status === 401 || error.status === 400)
        await navigate(refused ? { to: PATHS.sign_error, search: { code: 'admin_key_invalid' }, replace: true } : { to: PATHS.sign_something_wrong, replace: true })
      },
    )
    return () => {
      cancelled = true
    }
  }, [adminKey, navigate])

  return <SignProgress title={text('app.route.sign_forwarding_auth')} text={text('console.sign.forwarding_auth.text')} />
}
