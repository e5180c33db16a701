// The endpoints the app reads, as 001 §7 writes them (templates; see url.ts). Query keys are built from these
// strings, so a page, a loader, the live-update table and an invalidation all name the same thing.

export const ENDPOINTS = {
  account: '/account',
  profile: '/profile',
  balance: '/balance',
  projects: '/projects',
  project: '/projects/{id}',
  servers: '/projects/{project_id}/servers',
  server: '/servers/{id}',
  volumes: '/projects/{project_id}/volumes',
  volume: '/volumes/{id}/detail',
  local_disks: '/projects/{project_id}/local-disks',
  local_disk: '/local-disks/{id}/detail',
  snapshots: '/projects/{project_id}/snapshots',
  snapshot: '/snapshots/{id}',
} as const

export type Endpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS]

/**
 * Where each entity kind is cached: its list endpoints (params include project_id) and its detail endpoints
 * (params { id }). The live-update table patches exactly these; an entity page reads its kind's entries.
 * A local disk is a volume whose storage_type is local (DESIGN.md): both share the volume kind.
 */
export interface EntityEndpoints {
  lists: readonly string[]
  details: readonly string[]
}

export const ENTITY_ENDPOINTS: Readonly<Record<string, EntityEndpoints>> = {
  server: { lists: [ENDPOINTS.servers], details: [ENDPOINTS.server] },
  volume: { lists: [ENDPOINTS.volumes, ENDPOINTS.local_disks], details: [ENDPOINTS.volume, ENDPOINTS.local_disk] },
  snapshot: { lists: [ENDPOINTS.snapshots], details: [ENDPOINTS.snapshot] },
  project: { lists: [ENDPOINTS.projects], details: [ENDPOINTS.project] },
}

export function entityEndpoints(kind: string): EntityEndpoints | undefined {
  return ENTITY_ENDPOINTS[kind]
}
