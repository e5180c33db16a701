// The three informational pages of 000 §2. Suspicious activity offers to write to support (000 §2: alerts can offer a
// write-to-support link); maintenance asks GET /maintenance-mode again and goes back to the console once it is over.
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useWriteToSupport } from '../../actions/writeToSupport'
import { ENDPOINTS } from '../../api/endpoints'
import { useApiQuery } from '../../query/hooks'
import { PATHS } from '../../router/paths'
import { InfoPage } from './InfoPage'

export function EntityNotFoundPage() {
  return <InfoPage page="entitynotfound" />
}

export function SuspiciousActivityPage() {
  const { t } = useTranslation()
  const writeToSupport = useWriteToSupport()
  return (
    <InfoPage
      page="suspicious_activity"
      {...(writeToSupport
        ? {
            action: {
              label: t('console.info.write_to_support'),
              onClick: () => writeToSupport({ subject: t('console.info.suspicious_activity.title'), text: t('console.info.suspicious_activity.ticket_text') }),
            },
          }
        : {})}
    />
  )
}

export function MaintenancePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const mode = useApiQuery<{ enable?: boolean }>(ENDPOINTS.maintenance)
  return (
    <InfoPage
      page="maintenance"
      action={{
        label: t('console.info.maintenance.check'),
        onClick: () =>
          void mode.refetch().then((answer) => {
            if (answer.data?.enable !== true) void navigate({ to: PATHS.dashboard })
          }),
      }}
    />
  )
}
