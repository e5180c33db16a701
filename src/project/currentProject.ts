// The current project: chosen in the header's switcher, remembered in localStorage (the routes under
// /lk/project carry no project id, 000 §2). A stored id that is not among the account's projects falls back to
// the first project.
import { useSyncExternalStore } from 'react'
import type { Project } from '../../generated/types/index.js'
import { ENDPOINTS } from '../query/apiQuery'
import type { ListResponse } from '../api/types'
import { useApiQuery } from '../query/hooks'
import { storedProjectId, subscribeProject } from './projectStore'

/** The project of a list the stored id names, else the first. */
export function pickProject(projects: readonly Project[], storedId: string | null): Project | undefined {
  return projects.find((project) => project.id === storedId) ?? projects[0]
}

export interface CurrentProject {
  project: Project | undefined
  projects: readonly Project[]
  isPending: boolean
  isError: boolean
  refetch: () => void
}

export function useCurrentProject(): CurrentProject {
  const storedId = useSyncExternalStore(subscribeProject, storedProjectId, storedProjectId)
  const query = useApiQuery<ListResponse<Project>>(ENDPOINTS.projects)
  const projects = query.data?.result ?? []
  return {
    project: pickProject(projects, storedId),
    projects,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  }
}

/** The current project's id, once the projects are loaded. */
export function useCurrentProjectId(): string | undefined {
  return useCurrentProject().project?.id
}
