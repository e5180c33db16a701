// Where a kind's pages read their rows and items: each source pairs a list endpoint with the detail endpoint of
// its items and the config route (a key of EntityConfig.routes) that shows one of them. Most kinds have one
// source, taken from ENTITY_ENDPOINTS; a kind listed from several endpoints names them here, and its list page
// merges them (001 §7: "GET /projects/{id}/local-disks ... The merged list of both sorts by -created_in").
import { ENDPOINTS, ENTITY_ENDPOINTS } from '../api/endpoints'

export interface EntitySource {
  /** list endpoint (params: project_id, order, filters, limit/offset) */
  list: string
  /** detail endpoint of its items (params: id) */
  detail: string
  /** the config route that shows one item of this source */
  route: string
}

const SOURCES: Readonly<Record<string, readonly EntitySource[]>> = {
  // A local disk is a volume whose storage_type is local (DESIGN.md); it has its own list, detail call and page.
  volume: [
    { list: ENDPOINTS.volumes, detail: ENDPOINTS.volume, route: 'page' },
    { list: ENDPOINTS.local_disks, detail: ENDPOINTS.local_disk, route: 'local_disk_page' },
  ],
}

const derived = new Map<string, readonly EntitySource[]>()

/** Whether the kind can be read at all (ENTITY_ENDPOINTS or its own sources). */
export function hasSources(kind: string): boolean {
  return SOURCES[kind] !== undefined || (ENTITY_ENDPOINTS[kind]?.lists[0] !== undefined && ENTITY_ENDPOINTS[kind]?.details[0] !== undefined)
}

/** The sources of a kind: its own entry, else the first list and detail endpoint of ENTITY_ENDPOINTS. Same array every call. */
export function sourcesOf(kind: string): readonly EntitySource[] {
  const own = SOURCES[kind] ?? derived.get(kind)
  if (own) return own
  const endpoints = ENTITY_ENDPOINTS[kind]
  const list = endpoints?.lists[0]
  const detail = endpoints?.details[0]
  if (!list || !detail) throw new Error(`Entity ${kind} has no endpoints (src/api/endpoints.ts ENTITY_ENDPOINTS)`)
  const sources = [{ list, detail, route: 'page' }]
  derived.set(kind, sources)
  return sources
}

/** The source whose items a details route shows: the one naming that route, else the kind's first (tab routes). */
export function sourceOfRoute(kind: string, routeKey: string | undefined): EntitySource {
  const sources = sourcesOf(kind)
  return sources.find((source) => source.route === routeKey) ?? (sources[0] as EntitySource)
}
