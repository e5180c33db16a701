// 000 §4 Project: a stopped project says why and what to do, on every page of it. Stopped for money: paid actions
// are blocked until the balance is topped up (resources restart within 5 minutes of the payment, 001 §9); stopped
// by an administrator, for abuse or by a manual alarm: nearly all changes are blocked, and support tells why
// (000 §2: alerts can offer a write-to-support link, opening ticket creation filled with the context).
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Banner } from '../../ui/shell/Banner'
import { useWriteToSupport } from '../actions/writeToSupport'
import { useCurrentProject } from '../project/currentProject'
import { PATHS } from '../router/paths'

export function ProjectStoppedBanner() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const writeToSupport = useWriteToSupport()
  const { project } = useCurrentProject()
  const reason = project?.stopping_reason ?? project?.services?.stopping_reason
  if (!project || project.status !== 'STOPPED') return null
  const title = t('console.project.stopped.title', { name: project.name })
  const because = reason ? t(`console.project.stopping_reason.${reason}`, { defaultValue: reason }) : ''
  const money = reason === 'money'
  const action = money
    ? { label: t('console.project.stopped.top_up'), onClick: () => void navigate({ to: PATHS.finance }) }
    : writeToSupport
      ? {
          label: t('console.project.stopped.write_to_support'),
          onClick: () => writeToSupport({ subject: title, text: t('console.project.stopped.ticket_text', { name: project.name, id: project.id, reason: because }) }),
        }
      : undefined
  return (
    <Banner status="warning" title={title} {...(action ? { action } : {})}>
      {because} {t(money ? 'console.project.stopped.what_to_do_money' : 'console.project.stopped.what_to_do_blocked')}
    </Banner>
  )
}
