import { ENDPOINTS } from '../../api/endpoints'
import type { ListResponse } from '../../api/types'
import { useApiQuery } from '../../query/hooks'

/** How many rows a project list has: one row asked for, the API's count read (`{ result, count }`). */
export function useProjectCount(endpoint: string, projectId: string | undefined) {
  const query = useApiQuery<ListResponse<unknown>>(endpoint, { project_id: projectId, limit: 1 }, { enabled: projectId !== undefined })
  return { count: query.data?.count, isPending: query.isPending, isError: query.isError, refetch: () => void query.refetch() }
}

export const COUNTED = [
  { key: 'servers', endpoint: ENDPOINTS.servers, kind: 'server', label: 'server.plural' },
  { key: 'volumes', endpoint: ENDPOINTS.volumes, kind: 'volume', label: 'volume.plural' },
  // local disks are listed with the volumes (000 §2 volumes/all), so their card opens that list too
  { key: 'local_disks', endpoint: ENDPOINTS.local_disks, kind: 'volume', label: 'console.dashboard.local_disks' },
  { key: 'snapshots', endpoint: ENDPOINTS.snapshots, kind: 'snapshot', label: 'snapshot.plural' },
] as const
