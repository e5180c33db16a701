// From the matrices to what the live run does: for every kind with pages, the rows of its menu actions grouped by
// the state they need. Rows sharing a project and account state share a fixture account; rows sharing the
// item and its related items share one item on the page, whose menu answers all of them at once.
import { isOfferedAction } from '../../engine/registry'
import { routeDataOf } from '../../engine/routes'
import type { ActionInput, EntityConfig, Relation } from '../../engine/types'
import { registry } from '../../entities'
import { reverseRelation } from '../../src/entities/reverseRelation'
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
  /** the list page's owner (EntityConfig list.owner: the referrals' affiliate), as the rows say */
  owner?: { name: string; source: string; value: Record<string, unknown> | null }
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

/**
 * The relations the run can serve, as the pages load them (src/entities/relatedLists.ts): many-to-one, to a kind
 * whose items have a list and a details call; one-to-many with a relation back (a server's backup plan, served in
 * the plans' list pointing at the item).
 */
export function placeableRelation(config: EntityConfig, name: string): Relation | undefined {
  const relation = config.relations?.[name]
  if (!relation || !registry.has(relation.kind)) return undefined
  const source = routeDataOf(registry.get(relation.kind)).sources[0]
  if (relation.cardinality === 'one-to-many') return source?.list && reverseRelation(config, name) ? relation : undefined
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

/** why the run cannot put a related value on a page: what the console loads for a menu, and what it does not */
function unplaceableWhy(config: EntityConfig, name: string): string {
  if (config.counts?.[name]) return `related.${name}: a count the console asks for only when the action runs`
  const relation = config.relations?.[name]
  if (relation) return `related.${name}: a ${relation.cardinality} relation, which the pages do not load for a menu`
  return `related.${name}: no relation of that name in the config, so the pages never load it for a menu`
}

/**
 * A row whose verdict changes without its related values the run cannot place (the pages judge without them) is
 * not placed: its state cannot be put on a page, and the report says why. The others are checked without them.
 */
function unplacedThatDecides(config: EntityConfig, row: MatrixRow, unplaced: readonly string[]): string | undefined {
  if (unplaced.length === 0) return undefined
  const related = Object.fromEntries(Object.entries(row.input.related ?? {}).filter(([name]) => !unplaced.includes(`related.${name}`)))
  const input = { ...row.input, related } as ActionInput
  const without = registry.evaluateAction(row.kind, row.action, input)
  const same = without.visible === row.verdict.visible && without.enabled === row.verdict.enabled && (without.reason ?? null) === row.verdict.reason
  return same ? undefined : `not placed: ${unplaced.map((path) => unplaceableWhy(config, path.slice('related.'.length))).join('; ')}`
}

/** where a row is checked: a group (project and account state) and, for an item action, an item state; or why not */
type Placement = { check: Check; why: string } | { check: Check; groupKey: string; itemKey: string; placed: PlannedItem['related']; scope: 'item' | 'collection' }

function placementOf(config: EntityConfig, pages: KindPages, row: MatrixRow, id: string): Placement {
  const action = config.actions[row.action]
  const related = row.input.related ?? {}
  const owner = config.list?.owner
  const unplaced = Object.entries(related)
    .filter(([name, value]) => value !== null && !placeableRelation(config, name) && name !== owner?.name && name !== config.list?.first_item?.name)
    .map(([name]) => `related.${name}`)
  const check: Check = { id, row, expected: expectedOf(config, row.action, row.verdict), unplaced }
  if (!action || !isOfferedAction(action)) return { check, why: 'not offered by the console (no call, entrance, download or view)' }
  if (action.menu === false) return { check, why: 'not in a menu (menu: false)' }
  const notPlaced = unplacedThatDecides(config, row, unplaced)
  if (notPlaced) return { check, why: notPlaced }
  const placed = Object.fromEntries(Object.entries(related).filter(([name]) => placeableRelation(config, name))) as PlannedItem['related']
  if (action.scope === 'collection') {
    if (!pages.list) return { check, why: 'a collection action of a kind without a list page of its own' }
    if (Object.values(placed).some((value) => value !== null)) return { check, why: 'a collection action with an owner (shown on the owner’s page)' }
  }
  const itemKey = stable({ item: row.input.item, placed })
  const state = { project: row.input.project ?? {}, account: row.input.account ?? {}, ...(owner ? { owner: related[owner.name] ?? null } : {}) }
  const groupKey = stable({ ...state, ...(pages.singleton && action.scope === 'item' ? { item: itemKey } : {}) })
  return { check, groupKey, itemKey, placed, scope: action.scope }
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
    const placement = placementOf(config, pages, row, id)
    if ('why' in placement) return skipped.push(placement)
    const { check, groupKey, itemKey, placed } = placement
    let group = groups.get(groupKey)
    const owner = config.list?.owner
    const ownerValue = owner ? ((row.input.related ?? {})[owner.name] ?? null) : undefined
    if (!group)
      groups.set(
        groupKey,
        (group = {
          kind: file.kind,
          key: groupKey,
          project: row.input.project ?? {},
          account: row.input.account ?? {},
          ...(owner ? { owner: { name: owner.name, source: owner.source, value: ownerValue as Record<string, unknown> | null } } : {}),
          items: [],
          collection: [],
        }),
      )
    if (placement.scope === 'collection') return group.collection.push(check)
    let planned = group.items.find((candidate) => candidate.key === itemKey)
    if (!planned) group.items.push((planned = { key: itemKey, item: row.input.item, related: placed, checks: [] }))
    planned.checks.push(check)
  })
  return { kind: file.kind, pages, groups: [...groups.values()], skipped }
}

/**
 * The CI sample: for every menu action of every kind with pages, one row where it is enabled, one where it is
 * disabled and one where it is hidden (when the matrix has such a row). Of a sort's rows the one whose state is
 * already sampled is taken (the same item, else the same project and account), so the sample needs few items and
 * few fixture accounts: the baseline's first.
 */
export function sampleIds(files: readonly MatrixFile[]): Set<string> {
  const ids = new Set<string>()
  for (const file of files) {
    if (!registry.has(file.kind)) continue
    const config = registry.get(file.kind)
    const pages = pagesOf(config)
    const placements = file.rows.map((row, index) => placementOf(config, pages, row, `${file.kind}#${index}`))
    const candidates = new Map<string, Extract<Placement, { groupKey: string }>[]>()
    for (const placement of placements) {
      if ('why' in placement) continue
      const { expected, row } = placement.check
      const sort = `${row.action}:${expected.shown ? (expected.enabled ? 'enabled' : 'disabled') : 'hidden'}`
      // the baseline rows first: they share one state
      const list = candidates.get(sort) ?? []
      if (row.dimension === 'baseline') list.unshift(placement)
      else list.push(placement)
      candidates.set(sort, list)
    }
    const items = new Set<string>()
    const groups = new Set<string>()
    const score = (placement: Extract<Placement, { groupKey: string }>): number => (items.has(`${placement.groupKey} ${placement.itemKey}`) ? 2 : 0) + (groups.has(placement.groupKey) ? 1 : 0)
    for (const list of candidates.values()) {
      const best = list.reduce((chosen, placement) => (score(placement) > score(chosen) ? placement : chosen))
      ids.add(best.check.id)
      groups.add(best.groupKey)
      items.add(`${best.groupKey} ${best.itemKey}`)
    }
  }
  return ids
}
