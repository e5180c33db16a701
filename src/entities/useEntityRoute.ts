// What a generated entity route says about itself (src/router/entityRoutes.ts staticData): which kind, which
// config route, which list filter, and the route name the spec gives it.
import { useMatch, useParams } from '@tanstack/react-router'
import type { EntityConfig } from '../../engine/types'
import { registry } from '../../entities/index'
import '../router/staticData'

export interface EntityRouteInfo {
  config: EntityConfig
  /** key of the config's routes: list, list_attached, page, volumes, local_disk_page, ... */
  routeKey: string
  /** the route name as the spec writes it (server_details_volumes) */
  name: string
  filter?: string
  /** the $id of a details route */
  id?: string
}

export function useEntityRoute(): EntityRouteInfo {
  const data = useMatch({ strict: false, select: (match) => match.staticData })
  const params: { id?: string } = useParams({ strict: false })
  if (!data.kind) throw new Error('An entity page is rendered outside an entity route')
  return {
    config: registry.get(data.kind),
    routeKey: data.route_key ?? 'page',
    name: data.name ?? '',
    ...(data.filter ? { filter: data.filter } : {}),
    ...(params.id ? { id: params.id } : {}),
  }
}
