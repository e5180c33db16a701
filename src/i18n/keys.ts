// Where a key lives and how the entity labels are named. Keys are flat and globally unique; the first
// segment picks the namespace:
//   reason.*              reasons     why an action is hidden or disabled (configs' and the engine's `reason`)
//   error.*, signal.*     errors      the error catalogue (contract/catalogue.ts message_key)
//   validation.*          validation  form messages (000 §5)
//   app.*                 app         what a visitor without a session sees (the sign area, the 404, the
//                                     language and colour switches); app.route.<name> titles those routes.
//                                     It ships with the entry chunk, so it holds nothing of the signed-in area
//   console.*             console     the signed-in area (src/): shell, dashboard, entity pages, action dialogs
//   ui.*                  ui          generic components (ui/)
//   anything else         entities    <kind>.singular|plural, <kind>.action.<action>, <kind>.status.<STATUS>,
//                                     <kind>.filter.<filter>, <kind>.tab.<tab>, route.<route name>,
//                                     limit.<limit name>, column.<field>
import { namespaceOfKey } from '../../ui/i18n/translate'
import type { Namespace } from './resources'

/** The namespace a key belongs to, from its first segment (the table is ui/i18n/translate.ts's). */
export function namespaceOf(key: string): Namespace {
  return namespaceOfKey(key) as Namespace
}

/** Keys of the entities namespace, so that ui/ never spells the layout by hand. */
export const entityKeys = {
  /** the kind's name: `volume.singular` «Диск», `volume.plural` «Диски» */
  name: (kind: string, form: 'singular' | 'plural' = 'singular') => `${kind}.${form}`,
  /** the label of an action in menus and dialog titles: `volume.action.extend` */
  action: (kind: string, action: string) => `${kind}.action.${action}`,
  /** the label of a status value: `volume.status.IN_USE` «Подключён» */
  status: (kind: string, status: string | number) => `${kind}.status.${String(status)}`,
  /** a list filter (000 §2: all, active, stopped, attached, unattached): `volume.filter.attached` */
  filter: (kind: string, filter: string) => `${kind}.filter.${filter}`,
  /** a details tab: `server.tab.snapshots` */
  tab: (kind: string, tab: string) => `${kind}.tab.${tab}`,
  /** the page title of a route, by the spec's route name: `route.volume_details` (sign routes and the 404: app.route.*) */
  route: (routeName: string) => `route.${routeName}`,
  /** a project limit name (000 §3): `limit.disk-space` */
  limit: (limitName: string) => `limit.${limitName}`,
  /** a list column label shared by kinds: `column.status` */
  column: (field: string) => `column.${field}`,
} as const
