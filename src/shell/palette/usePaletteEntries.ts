// What the palette searches: the menu's pages, and the items of every kind that has a list page, read from
// the kinds' list calls (their configs' sources) when the palette opens.
import { useQueries } from '@tanstack/react-query'
import { registry } from '../../../entities'
import { useText, entityKeys } from '../../../ui/i18n/translate'
import { itemHref } from '../../entities/links'
import { listParams, withProject } from '../../entities/listParams'
import { sourcesOf } from '../../entities/sources'
import type { Row } from '../../entities/useEntityList'
import { apiAllOptions } from '../../query/apiQuery'
import { ENTITY_PAGES } from '../../router/entityPages'
import { menuEntries } from '../menu'
import { searchTexts } from './searchTexts'

export interface PaletteEntry {
  key: string
  /** what the entry is called: a page's title, an item's name */
  label: string
  /** a page, or the item's kind */
  detail: string
  href: string
  /** what a query is matched against */
  texts: string[]
  /** an item: its kind and row, whose actions the palette offers */
  kind?: string
  item?: Row
}

const LISTED = ENTITY_PAGES.filter((pages) => pages.list !== undefined).flatMap((pages) => sourcesOf(pages.entity.kind).map((source) => ({ kind: pages.entity.kind, source })))

export function usePaletteEntries(projectId: string | undefined): { entries: PaletteEntry[]; loading: boolean } {
  const text = useText()
  const lists = useQueries({
    queries: LISTED.map(({ kind, source }) => {
      const config = registry.get(kind)
      return { ...apiAllOptions<Row>(source.list, withProject(config, listParams(config), projectId ?? '')), enabled: projectId !== undefined || config.scope !== 'project' }
    }),
  })
  const pageLabel = text('console.palette.page')
  const pages: PaletteEntry[] = menuEntries().map((entry) => {
    const label = text(entry.label)
    return { key: `page:${entry.path}`, label, detail: pageLabel, href: entry.path, texts: [label] }
  })
  const items = LISTED.flatMap(({ kind, source }, index) => {
    const config = registry.get(kind)
    const rows = lists[index]?.data?.result ?? []
    return rows.flatMap((item): PaletteEntry[] => {
      const href = itemHref(config, source.route, item)
      const label = registry.displayName(kind, item)
      if (!href || !label) return []
      return [{ key: `${kind}:${String(item['id'])}`, label, detail: text(entityKeys.name(kind)), href, texts: searchTexts(label, item), kind, item }]
    })
  })
  return { entries: [...pages, ...items], loading: lists.some((list) => list.isPending && list.fetchStatus !== 'idle') }
}
