// Where a kind's pages read their rows and items: each source pairs a list endpoint with the detail endpoint of
// its items and the config route (a key of EntityConfig.routes) that shows one of them, as the config's `sources`
// declare them. A kind listed from several endpoints has several, and its list page merges them (001 §7:
// "GET /projects/{id}/local-disks ... The merged list of both sorts by -created_in").
import { kindData } from '../query/apiQuery'

export interface EntitySource {
  /** list endpoint (params: project_id, order, filters, limit/offset) */
  list: string
  /** detail endpoint of its items (params: id); none for a kind without a details page */
  detail?: string
  /** the config route that shows one item of this source */
  route: string
}

const known = new Map<string, readonly EntitySource[]>()

/** Whether the kind can be read at all (its config has sources). */
export function hasSources(kind: string): boolean {
  return (kindData(kind)?.sources.length ?? 0) > 0
}

/** The sources of a kind, in config order. Same array every call. */
export function sourcesOf(kind: string): readonly EntitySource[] {
  const cached = known.get(kind)
  if (cached) return cached
  const sources = (kindData(kind)?.sources ?? []).map((source) => ({ list: source.list, ...(source.detail ? { detail: source.detail } : {}), route: source.route ?? 'page' }))
  if (sources.length === 0) throw new Error(`Entity ${kind} has no sources (entities/${kind}.ts sources)`)
  known.set(kind, sources)
  return sources
}
/** The source whose items a details route shows: the one naming that route, else the kind's first (tab routes). */
export function sourceOfRoute(kind: string, routeKey: string | undefined): EntitySource {
  const sources = sourcesOf(kind)
  return sources.find((source) => source.route === routeKey) ?? (sources[0] as EntitySource)
}

/** The detail call of the items a details route shows; a kind whose config gives none has no details page. */
export function detailOfRoute(kind: string, routeKey: string | undefined): string {
  const detail = sourceOfRoute(kind, routeKey).detail
  if (!detail) throw new Error(`Entity ${kind} has no detail call (entities/${kind}.ts sources)`)
  return detail
}

/** A detail call without `{id}` (GET /profile) reads the one item the caller has: its page needs no id. */
export const isSingleDetail = (detail: string): boolean => !detail.includes('{id}')

/** The params of a detail call: the id, unless the call names none. */
export const detailParams = (detail: string, id: string | undefined): Record<string, string> => (isSingleDetail(detail) || id === undefined ? {} : { id })
