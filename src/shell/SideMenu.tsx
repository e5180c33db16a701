import { useLocation } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { NavMenu } from '../../ui/shell/NavMenu'
import { renderRouterLink } from '../app/RouterLink'
import { currentEntry, menuEntries, menuSections } from './menu'
import { MenuIcon } from './menuIcons'

export function SideMenu() {
  const { t } = useTranslation()
  const pathname = useLocation({ select: (location) => location.pathname })
  // the same on every page: worked out once, not on each navigation
  const entries = useMemo(() => menuEntries(), [])
  const current = currentEntry(entries, pathname)
  const sections = menuSections(entries).map((section) => ({
    title: t(section.group ? `console.menu.group.${section.group}` : 'console.menu.project'),
    items: section.entries.map((entry) => ({ label: t(entry.label), href: entry.path, active: entry === current, icon: <MenuIcon name={entry.icon} /> })),
  }))
  return <NavMenu sections={sections} renderLink={renderRouterLink} />
}
