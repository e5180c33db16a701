import { useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { NavMenu } from '../../ui/shell/NavMenu'
import { renderRouterLink } from '../app/RouterLink'
import { isCurrent, menuEntries } from './menu'

export function SideMenu() {
  const { t } = useTranslation()
  const pathname = useLocation({ select: (location) => location.pathname })
  const items = menuEntries().map((entry) => ({ label: t(entry.label), href: entry.path, active: isCurrent(entry, pathname) }))
  return <NavMenu sections={[{ title: t('console.menu.project'), items }]} renderLink={renderRouterLink} />
}
