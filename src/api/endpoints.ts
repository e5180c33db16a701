// The endpoints the app reads, as 001 §7 writes them (templates; see client.ts resolveEndpoint). Query keys are built from these
// strings, so a page, a loader, the live-update table and an invalidation all name the same thing. An entity
// kind's endpoints are its config's `sources` (generated/routes, rendered from entities/<kind>.ts).
import type { EntityRouteData } from '../../engine/routes'
import { KINDS } from '../../generated/routes/index'

/** The account's and the project's own endpoints, which no entity config describes. */
export const ENDPOINTS = {
  account: '/account',
  balance: '/balance',
  projects: '/projects',
  project: '/projects/{id}',
  /** 001 §7 Other: GET /maintenance-mode ({ enable }) */
  maintenance: '/maintenance-mode',
  /** 001 §7 Other: POST /frontend-error, the console's own errors */
  frontend_error: '/frontend-error',
  /** 000 §3 per-user preferences (server-side storage): GET and PATCH the caller's (the emulator's path) */
  preferences: '/preferences',
} as const

export type Endpoint = string

/**
 * Where each entity kind is cached: its list endpoints (params include project_id) and its detail endpoints
 * (params { id }). The live-update table patches exactly these; an entity page reads its kind's entries.
 */
export interface EntityEndpoints {
  lists: readonly string[]
  details: readonly string[]
}

const endpointsOf = (data: EntityRouteData): EntityEndpoints => ({
  lists: data.sources.map((source) => source.list),
  details: data.sources.flatMap((source) => (source.detail ? [source.detail] : [])),
})

export const ENTITY_ENDPOINTS: Readonly<Record<string, EntityEndpoints>> = {
  ...Object.fromEntries(KINDS.map((data) => [data.kind, endpointsOf(data)])),
  // the project is the shell's (the project switch), not an entity page's; its websocket events patch these
  project: { lists: [ENDPOINTS.projects], details: [ENDPOINTS.project] },
}

export function entityEndpoints(kind: string): EntityEndpoints | undefined {
  return ENTITY_ENDPOINTS[kind]
}

/** The route data of a kind the console reads (its config's routes, sources and pages), if it has any. */
export function kindData(kind: string): EntityRouteData | undefined {
  return KINDS.find((data) => data.kind === kind)
}
