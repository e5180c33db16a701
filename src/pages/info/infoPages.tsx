// The three informational pages of 000 §2. Suspicious activity offers to write to support (000 §2: alerts can offer a
// write-to-support link); maintenance asks GET /maintenance-mode again and goes back to the console once it is over.
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useWriteToSupport } from '../../actions/writeToSupport'
import { ENDPOINTS } from '../../query/apiQuery'
import { useApiQuery } from '../../query/hooks'
import { PATHS } from '../../router/paths'
import { InfoPage, type InfoPageName } from './InfoPage'

export function EntityNotFoundPage() {
  return <InfoPage page="entitynotfound" />
}

/** a page whose way forward is a ticket to support, filled with the page's own subject and text */
function SupportInfoPage({ page }: { page: InfoPageName }) {
  const { t } = useTranslation()
  const writeToSupport = useWriteToSupport()
  return (
    <InfoPage
      page={page}
      {...(writeToSupport
        ? {
            action: {
              label: t('console.info.write_to_support'),
              onClick: () => writeToSupport({ subject: t(`console.info.${page}.title`), text: t(`console.info.${page}.ticket_text`) }),
            },
          }
        : {})}
    />
  )
}

export function SuspiciousActivityPage() {
  return <SupportInfoPage page="suspicious_activity" />
}

// 000 §2 "kubernetes, database, monitoring | Further sections (content not shown)": each says the section is
// not in the console yet and offers a ticket asking for it
export function KubernetesPage() {
  return <SupportInfoPage page="kubernetes" />
}

export function DatabasePage() {
  return <SupportInfoPage page="database" />
}

export function MonitoringPage() {
  return <SupportInfoPage page="monitoring" />
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
