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
import { namespaceOfKey } from '../../ui/i18n/keys'
import type { Namespace } from './resources'

/** The namespace a key belongs to, from its first segment (the table is ui/i18n/keys.ts's). */
export function namespaceOf(key: string): Namespace {
  return namespaceOfKey(key) as Namespace
}

/** entityKeys lives with the table in ui/i18n/keys.ts; kept here under its old name */
export { entityKeys } from '../../ui/i18n/keys'
