// A collection action whose form is an order page (PagesConfig.orders: servers/new, 000 §2 domains/new and
// domains/{id}/records/new) is pressed into that page rather than a dialog; a page under its owner takes the
// owner's id as its $id.
import { buildPath, pathParams } from '../../engine/routes'
import { registry } from '../../entities'

/** The href of the order page of `kind`'s collection `action`, if it has one whose params the owner fills. */
export function orderPageHref(kind: string, action: string, related: Record<string, object> | undefined): string | undefined {
  const config = registry.get(kind)
  const key = Object.entries(config.pages?.orders ?? {}).find(([, name]) => name === action)?.[0]
  const path = key ? config.routes[key]?.path : undefined
  if (!path) return undefined
  const ownerId = (Object.values(related ?? {})[0] as { id?: unknown } | undefined)?.id
  const params = pathParams(path)
  if (params.some((name) => name !== 'id') || (params.includes('id') && ownerId === undefined)) return undefined
  return buildPath(path, params.includes('id') ? { id: ownerId } : {})
}
