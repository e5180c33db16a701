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

/** a path's segments up to its first parameter: /lk/project/volumes/$id/details → [lk, project, volumes] */
const staticSegments = (path: string): string[] => {
  const segments = path.split('/').filter(Boolean)
  const parameter = segments.findIndex((segment) => segment.startsWith('$'))
  return parameter < 0 ? segments : segments.slice(0, parameter)
}

/**
 * The pages an entry is current on: what the kind's routes in the area of its menu link (/lk/<area>) have in
 * common (a list's filters and an item's pages: /lk/project/volumes; the S3 users' /lk/project/s3 and its
 * /lk/project/s3/$id/details, not every page of the project). Routes of the kind elsewhere (the payers' documents
 * under /lk/contract) do not widen it.
 */
function sectionOf(target: string, routes: readonly string[]): string {
  const area = staticSegments(target).slice(0, 2)
  const inArea = routes.map(staticSegments).filter((segments) => area.every((segment, index) => segments[index] === segment))
  let common = staticSegments(target)
  for (const segments of inArea) {
    let shared = 0
    while (shared < common.length && common[shared] === segments[shared]) shared += 1
    common = common.slice(0, Math.max(shared, area.length))
  }
  return `/${common.join('/')}`
}

export function menuEntries(pages: readonly EntityPageSet[] = ENTITY_PAGES): MenuEntry[] {
  return [
    { label: 'console.menu.dashboard', path: PATHS.dashboard, section: PATHS.dashboard, icon: 'layout-dashboard' },
    ...entityMenuItems(pages).map((item) => ({
      label: entityKeys.name(item.kind, 'plural'),
      kind: item.kind,
      ...(item.group ? { group: item.group } : {}),
      ...(item.icon ? { icon: item.icon } : {}),
      path: item.path,
      section: sectionOf(item.path, routePaths(pages, item.kind)),
    })),
    // 000 §2 finance: an account page of its own (not a kind's list)
    { label: 'console.menu.finance', group: 'account', path: PATHS.finance_all, section: PATHS.finance },
    // 000 §2 limits: the current project's limits
    { label: 'console.menu.limits', group: 'account', path: PATHS.limits, section: PATHS.limits },
  ]
}

const routePaths = (pages: readonly EntityPageSet[], kind: string): string[] =>
  Object.values(pages.find((set) => set.entity.kind === kind)?.entity.routes ?? {}).flatMap((route) => (route ? [route.path] : []))

const within = (section: string, pathname: string): boolean => pathname === section || pathname.startsWith(`${section}/`)

/** The entry current on `pathname`: of those whose section holds it, the most specific (API tokens, not the profile). */
export function currentEntry(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  return entries.filter((entry) => within(entry.section, pathname)).reduce<MenuEntry | undefined>((best, entry) => (best && best.section.length >= entry.section.length ? best : entry), undefined)
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
