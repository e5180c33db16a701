// 000 §6: a session opened with an admin key (sign/forwarding_auth) is a support session. It says so on every
// page for the whole session, so that neither the support engineer nor the customer watching mistakes it for the
// customer's own; the actions flagged blocked_in_support_session are disabled with their reason meanwhile.
import { Banner } from '../../ui/shell/Banner'
import { useText } from '../../ui/i18n/translate'
import { useSession } from '../session/useSession'

export function SupportSessionBanner() {
  const text = useText()
  const session = useSession()
  if (!session?.is_support_session) return null
  return (
    <Banner status="warning" title={text('console.support_session.title')}>
      {text('console.support_session.text')}
    </Banner>
  )
}
