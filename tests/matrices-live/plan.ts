// From the matrices to what the live run does: for every kind with pages, the rows of its menu actions grouped by
// the state they need. Rows sharing a project and account state share a fixture account; rows sharing the
// item and its related items share one item on the page, whose menu answers all of them at once.
import { isOfferedAction } from '../../engine/registry'
import { routeDataOf } from '../../engine/routes'
import type { EntityConfig, Relation } from '../../engine/types'
import { registry } from '../../entities'
import type { MatrixFile, MatrixRow, RowVerdict } from './matrices'

/** what the page must show for a row's action: in the menu or not, enabled or not, the reason's key */
export interface Expected {
  shown: boolean
  enabled: boolean
  reason: string | null
}

export interface Check {
  /** `<kind>#<index in the file's rows>` */
  id: string
  row: MatrixRow
  expected: Expected
  /** what of the row's input the run cannot put on the page (it is left out, and said in the report) */
  unplaced: string[]
}

export interface PlannedItem {
  key: string
  item: Record<string, unknown>
  /** the related items to serve, by relation name (null: the row says there is none) */
  related: Record<string, Record<string, unknown> | null>
  checks: Check[]
}

export interface Group {
  kind: string
  key: string
  project: Record<string, unknown>
  account: Record<string, unknown>
  items: PlannedItem[]
  /** collection actions (create), judged on the list page */
  collection: Check[]
}

export interface KindPages {
  /** the list page's path, when the kind has one of its own */
  list?: string
  /** the details page's path ($id), or a page of a single item (the profile) */
  details?: string
  singleton: boolean
}

export interface Skipped {
  check: Check
  why: string
}

export interface KindPlan {
  kind: string
  pages: KindPages
  groups: Group[]
  skipped: Skipped[]
}

export function pagesOf(config: EntityConfig): KindPages {
  const data = routeDataOf(config)
  const listPath = data.routes.list?.path
  const detailsKey = data.pages?.details?.[0]
  const detailsPath = detailsKey ? data.routes[detailsKey]?.path : undefined
  const listSource = data.sources[0]?.list ?? ''
  const servable = !/\{(?!project_id\})/.test(listSource) && listSource !== ''
  return {
    ...(listPath && !listPath.includes('$') && servable && config.pages?.list !== false ? { list: listPath } : {}),
    ...(detailsPath && data.sources[0]?.detail ? { details: detailsPath } : {}),
    singleton: detailsPath !== undefined && !detailsPath.includes('$'),
  }
}

/** The relations the run can serve: many-to-one, to a kind whose items have a list and a details call. */
export function placeableRelation(config: EntityConfig, name: string): Relation | undefined {
  const relation = config.relations?.[name]
  if (!relation || relation.cardinality !== 'many-to-one') return undefined
  const source = routeDataOf(registry.get(relation.kind)).sources[0]
  return source?.detail && source.list ? relation : undefined
}

function expectedOf(config: EntityConfig, action: string, verdict: RowVerdict): Expected {
  const offered = isOfferedAction(config.actions[action]) && config.actions[action]?.menu !== false
  const shown = offered && verdict.visible
  return { shown, enabled: shown && verdict.enabled, reason: shown && !verdict.enabled ? verdict.reason : null }
}

const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  )

export interface PlanOptions {
  /** only these rows (by check id); all by default */
  only?: ReadonlySet<string>
}

export function planKind(file: MatrixFile, options: PlanOptions = {}): KindPlan | undefined {
  if (!registry.has(file.kind)) return undefined
  const config = registry.get(file.kind)
  const pages = pagesOf(config)
  if (!config.pages || (!pages.list && !pages.details)) return undefined
  const groups = new Map<string, Group>()
  const skipped: Skipped[] = []
  file.rows.forEach((row, index) => {
    const id = `${file.kind}#${index}`
    if (options.only && !options.only.has(id)) return
    const action = config.actions[row.action]
    const related = row.input.related ?? {}
    const unplaced = Object.entries(related)
      .filter(([name, value]) => value !== null && !placeableRelation(config, name))
      .map(([name]) => `related.${name}`)
    const check: Check = { id, row, expected: expectedOf(config, row.action, row.verdict), unplaced }
    if (!action || !isOfferedAction(action)) return skipped.push({ check, why: 'not offered by the console (no call, entrance, download or view)' })
    if (action.menu === false) return skipped.push({ check, why: 'not in a menu (menu: false)' })
    const project = row.input.project ?? {}
    const account = row.input.account ?? {}
    const placed = Object.fromEntries(Object.entries(related).filter(([name]) => placeableRelation(config, name))) as PlannedItem['related']
    if (action.scope === 'collection') {
      if (!pages.list) return skipped.push({ check, why: 'a collection action of a kind without a list page of its own' })
      if (Object.values(placed).some((value) => value !== null)) return skipped.push({ check, why: 'a collection action with an owner (shown on the owner’s page)' })
    }
    const itemKey = stable({ item: row.input.item, placed })
    const groupKey = stable({ project, account, ...(pages.singleton && action.scope === 'item' ? { item: itemKey } : {}) })
    let group = groups.get(groupKey)
    if (!group) groups.set(groupKey, (group = { kind: file.kind, key: groupKey, project, account, items: [], collection: [] }))
    if (action.scope === 'collection') return group.collection.push(check)
    let planned = group.items.find((candidate) => candidate.key === itemKey)
    if (!planned) group.items.push((planned = { key: itemKey, item: row.input.item, related: placed, checks: [] }))
    planned.checks.push(check)
  })
  return { kind: file.kind, pages, groups: [...groups.values()], skipped }
}

/**
 * The CI sample: every offered menu action of every kind with pages in its baseline row (those share a state, so
 * they share few items), and per kind one row where an action is disabled and one where it is hidden.
 */
export function sampleIds(files: readonly MatrixFile[]): Set<string> {
  const ids = new Set<string>()
  for (const file of files) {
    if (!registry.has(file.kind)) continue
    const config = registry.get(file.kind)
    const seen = new Set<string>()
    file.rows.forEach((row, index) => {
      const expected = expectedOf(config, row.action, row.verdict)
      const sorts = [row.dimension === 'baseline' ? `baseline:${row.action}` : '', expected.shown && !expected.enabled ? 'disabled' : '', expected.shown ? '' : 'hidden']
      for (const sort of sorts.filter((candidate) => candidate && !seen.has(candidate))) {
        seen.add(sort)
        ids.add(`${file.kind}#${index}`)
      }
    })
  }
  return ids
}
