// The actions this console build carries out end to end, per kind: each has its dialog (or confirmation) and an
// API call the emulator serves (emulator/routes/*.ts), and its redirects lead to pages the router has. Menus,
// header buttons and collection buttons offer only these; a config's other actions (a server's console, resize,
// rescue_*, admin_key_*, backup_enable, attach_volume, ...) stay out until their page, dialog or endpoint exists,
// rather than opening a dialog that cannot do anything.
//
// This list grows as pages and endpoints are added. It says only *whether* the console offers an action; *when*
// it is visible and enabled stays in the entity configs (entities/<kind>.ts), judged by evaluateAction.
const OFFERED: Readonly<Record<string, readonly string[]>> = {
  // POST /projects/{id}/volumes, POST /volumes/{id}/attach, /detach, /extend, PATCH and DELETE /volumes/{id}.
  // Not edit_description: it has no dialog (and is hidden in the generic volume entity, 001 §4); not
  // launch_server: servers/new has no page yet.
  volume: ['create', 'attach', 'detach', 'extend', 'rename', 'delete'],
  // POST /servers/{id}/start, /stop, /reboot, PATCH and DELETE /servers/{id}, POST /servers/{id}/snapshots.
  server: ['start', 'stop', 'reboot', 'rename', 'delete', 'create_snapshot'],
  // POST /snapshots/{id}/restore, DELETE /snapshots/{id}
  snapshot: ['restore', 'delete'],
}

/** Whether this build offers the kind's action (menus, buttons and the runner). */
export function isOffered(kind: string, action: string): boolean {
  return OFFERED[kind]?.includes(action) ?? false
}

/** The actions this build offers for a kind, in the list's order. */
export function offeredActions(kind: string): readonly string[] {
  return OFFERED[kind] ?? []
}
