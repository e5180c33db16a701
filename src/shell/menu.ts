// The left menu: only the sections that exist — the dashboard, then every kind whose pages are registered
// (router/entityPages.ts), in that order.
import { entityKeys } from '../i18n/keys'
import { ENTITY_PAGES, type EntityPageSet } from '../router/entityPages'
import { entityMenuItems } from '../router/entityRoutes'
import { PATHS } from '../router/paths'

export interface MenuEntry {
  /** i18n key of the label */
  label: string
  /** the entity kind of the section (none for the dashboard) */
  kind?: string
  path: string
  /** the path prefix that marks the entry current (a list's filters and details) */
  section: string
}

const sectionOf = (path: string): string => path.slice(0, path.lastIndexOf('/'))

export function menuEntries(pages: readonly EntityPageSet[] = ENTITY_PAGES): MenuEntry[] {
  return [
    { label: 'console.menu.dashboard', path: PATHS.dashboard, section: PATHS.dashboard },
    ...entityMenuItems(pages).map((item) => ({ label: entityKeys.name(item.kind, 'plural'), kind: item.kind, path: item.path, section: sectionOf(item.path) })),
  ]
}

export function isCurrent(entry: MenuEntry, pathname: string): boolean {
  return pathname === entry.section || pathname.startsWith(`${entry.section}/`)
}
