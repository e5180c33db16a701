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
  { key: 'local_disks', endpoint: ENDPOINTS.local_disks, kind: 'volume', label: 'console.dashboard.local_disks' },
] as const
