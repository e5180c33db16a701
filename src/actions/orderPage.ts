// A collection action made on an owner whose form is an order page under the owner's route (PagesConfig.orders:
// 000 §2 domains/{id}/records/new) is pressed into that page rather than a dialog; the owner's id is its $id. A
// collection of the project keeps its dialog (volumes: its page is reached by its URL), unless the config names the
// page in `pages.order_links` (loadbalancers/new, domains/new). An account's collection has no owner: its order
// page, when it has one, is its form (000 §2 payers/new).
import { buildPath, pathParams } from '../../engine/routes'
import { registry } from '../../entities'

/** The href of the order page of `kind`'s collection `action`, if it has one whose params the owner fills. */
export function orderPageHref(kind: string, action: string, related: Record<string, object> | undefined): string | undefined {
  const config = registry.get(kind)
  const key = Object.entries(config.pages?.orders ?? {}).find(([, name]) => name === action)?.[0]
  const path = key ? config.routes[key]?.path : undefined
  if (!path || !key) return undefined
  if ((config.pages?.order_links?.includes(key) === true || config.scope === 'account') && pathParams(path).length === 0) return path
  const ownerId = (Object.values(related ?? {})[0] as { id?: unknown } | undefined)?.id
  const params = pathParams(path)
  if (ownerId === undefined || params.length !== 1 || params[0] !== 'id') return undefined
  return buildPath(path, { id: ownerId })
}
