// The params of a kind's list call (001 §7 list params: order and filters; limit/offset come per part):
// the project, the config's order (-created_in by default, 001 §9), its default filter and the route's filter.
import { DEFAULT_LIST_ORDER, TIMINGS } from '../../contract/constants'
import type { EntityConfig, Json } from '../../engine/types'
import type { Params, QueryValue } from '../api/types'

function queryValue(value: Json): QueryValue {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.filter((entry): entry is string | number => typeof entry === 'string' || typeof entry === 'number')
  return JSON.stringify(value)
}

function toParams(filter: Readonly<Record<string, Json>> | undefined): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(filter ?? {}).map(([name, value]) => [name, queryValue(value)]))
}

/** The filters of a list page, in display order; the first is the default (all). */
export function filtersOf(config: EntityConfig): string[] {
  return Object.keys(config.list?.filters ?? {})
}

/** The filter a list route shows: its own when the config has it, else the first. */
export function activeFilter(config: EntityConfig, filter: string | undefined): string | undefined {
  const filters = filtersOf(config)
  return filter !== undefined && filters.includes(filter) ? filter : filters[0]
}

/**
 * The list call's params besides the project (useEntityList adds project_id). `filter` names an entry of
 * list.filters (unknown names filter nothing); `extra` narrows further (a server's volumes: attached_to_server.id__eq).
 */
export function listParams(config: EntityConfig, filter?: string, extra: Params = {}): Params {
  return {
    order: config.list?.order ?? DEFAULT_LIST_ORDER,
    ...toParams(config.list?.default_filter),
    ...toParams(filter ? config.list?.filters?.[filter] : undefined),
    ...extra,
  }
}

/** Rows per part (000 §2: 20 by default, configurable per table). */
export function pageSizeOf(config: EntityConfig): number {
  return config.list?.page_size ?? TIMINGS.rows_per_part
}

/** The list call's params with the project: a project kind's lists are the project's; an account kind's are not. */
export function withProject(config: EntityConfig, params: Params, projectId: string): Params {
  return config.scope === 'project' ? { ...params, project_id: projectId } : params
}
