// The left menu: only the sections that exist — the dashboard, then every kind whose pages are registered
// (router/entityPages.ts), in menu order, under the heading of its group (its config's pages.menu).
import { entityKeys } from '../../ui/i18n/translate'
import { ENTITY_PAGES, type EntityPageSet } from '../router/entityPages'
import { entityMenuItems } from '../router/entityRoutes'
import { PATHS } from '../router/paths'

export interface MenuEntry {
  /** i18n key of the label */
  label: string
  /** the entity kind of the section (none for the dashboard) */
  kind?: string
  /** the menu group of the kind (its config's pages.menu.group; none for the dashboard) */
  group?: string
  path: string
  /** the path prefix that marks the entry current (a list's filters and details) */
  section: string
  /** the icon's name in MENU_ICONS (its config's pages.menu.icon) */
  icon?: string
}

const sectionOf = (path: string): string => path.slice(0, path.lastIndexOf('/'))

export function menuEntries(pages: readonly EntityPageSet[] = ENTITY_PAGES): MenuEntry[] {
  return [
    { label: 'console.menu.dashboard', path: PATHS.dashboard, section: PATHS.dashboard, icon: 'layout-dashboard' },
    ...entityMenuItems(pages).map((item) => ({
      label: entityKeys.name(item.kind, 'plural'),
      kind: item.kind,
      ...(item.group ? { group: item.group } : {}),
      ...(item.icon ? { icon: item.icon } : {}),
      path: item.path,
      section: sectionOf(item.path),
    })),
    // 000 §2 finance: an account page of its own (not a kind's list)
    { label: 'console.menu.finance', group: 'account', path: PATHS.finance_all, section: PATHS.finance },
    // 000 §2 limits: the current project's limits
    { label: 'console.menu.limits', group: 'account', path: PATHS.limits, section: PATHS.limits },
  ]
}

export function isCurrent(entry: MenuEntry, pathname: string): boolean {
  return pathname === entry.section || pathname.startsWith(`${entry.section}/`)
}

/** The menu's entries in sections: the dashboard alone, then one section a group, in the order groups first appear. */
export function menuSections(entries: readonly MenuEntry[]): { group?: string; entries: MenuEntry[] }[] {
  const sections: { group?: string; entries: MenuEntry[] }[] = []
  for (const entry of entries) {
    const section = sections.find((candidate) => candidate.group === entry.group)
    if (section) section.entries.push(entry)
    else sections.push({ ...(entry.group ? { group: entry.group } : {}), entries: [entry] })
  }
  return sections
}
