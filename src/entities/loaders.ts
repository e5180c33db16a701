// Route loaders of the entity pages: they start the calls a page shows first (the first part of each list
// source and the related lists its rows are judged with, or the item's details) while the page's code loads
// (STYLE.md "Route loaders prefetch"). They only fill the query cache and never hold the navigation up; the page
// shows its own loading and error states. src/router/entityPages.ts imports this file lazily, with the pages (and
// so the registry, which the pages load anyway); it imports no component.
import type { QueryClient } from '@tanstack/react-query'
import { registry } from '../../entities/index'
import type { Project } from '../../generated/types/index.js'
import { ENDPOINTS, apiPagesOptions, apiQueryOptions } from '../query/apiQuery'
import type { ListResponse } from '../api/types'
import { pickProject } from '../project/currentProject'
import { storedProjectId } from '../project/projectStore'
import { activeFilter, listParams, pageSizeOf, withProject } from './listParams'
import { listedRelations, relatedListOptions } from './relatedLists'
import { detailOfRoute, detailParams, isSingleDetail, sourcesOf } from './sources'

export interface EntityLoaderInput {
  queryClient: QueryClient
  params: Readonly<Record<string, string | undefined>>
  /** the route's staticData: its config route key and list filter */
  route_key?: string
  filter?: string
}

/** The first part of every list source of the kind, for the current project. */
export function prefetchEntityList(kind: string, { queryClient, filter }: EntityLoaderInput): void {
  const config = registry.get(kind)
  const prefetch = (projects: ListResponse<Project>): void => {
    const project = pickProject(projects.result, storedProjectId())
    if (!project) return
    const params = withProject(config, listParams(config, activeFilter(config, filter)), project.id)
    // with the rows, the related kinds' whole lists their actions are judged with (relatedLists.ts)
    for (const entry of listedRelations(config)) for (const source of entry.sources) void queryClient.prefetchQuery(relatedListOptions(source, project.id))
    for (const source of sourcesOf(config.kind)) void queryClient.prefetchInfiniteQuery(apiPagesOptions(source.list, params, pageSizeOf(config)))
  }
  const projectsQuery = apiQueryOptions<ListResponse<Project>>(ENDPOINTS.projects)
  // the projects are in the cache past the first page: the calls then go out now, not a tick later
  const cached = queryClient.getQueryData(projectsQuery.queryKey)
  if (cached) return prefetch(cached)
  // a failure here shows on the page, which asks again
  queryClient.ensureQueryData(projectsQuery).then(prefetch, () => undefined)
}

/** The item's details, from the call of the source its route shows. */
export function prefetchEntityDetails(kind: string, { queryClient, params, route_key }: EntityLoaderInput): void {
  const detail = detailOfRoute(kind, route_key)
  if (!params.id && !isSingleDetail(detail)) return
  void queryClient.prefetchQuery(apiQueryOptions(detail, detailParams(detail, params.id)))
}
