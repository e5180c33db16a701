// The i18n keys ui/ looks up: its own (`ui.*`) and the ones configs and the engine carry
// (reason.volume.attached, error.unknown_action_error, validation.checkbox_required, volume.status.IN_USE).
// Keys are flat and globally unique; the first segment names the namespace (the table below is the one
// place of that rule: src/i18n/keys.ts documents it and reads it from here). Free of i18next: the sign-in page's
// code names keys too (STYLE.md "Bundles"); translate.ts looks them up.
const PREFIXES: readonly (readonly [string, string])[] = [
  ['reason.', 'reasons'],
  ['error.', 'errors'],
  ['signal.', 'errors'],
  ['validation.', 'validation'],
  ['app.', 'app'],
  ['console.', 'console'],
  ['ui.', 'ui'],
]

export function namespaceOfKey(key: string): string {
  return PREFIXES.find(([prefix]) => key.startsWith(prefix))?.[1] ?? 'entities'
}

/** Keys of the entities namespace, so that neither ui/ nor src/ spells the layout by hand. */
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
