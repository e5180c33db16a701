// A server's console over a websocket: WS /api/v1/servers/{id}/console?token=<access_token> (000 §2
// servers/{id}/console, 000 §4 Server actions: console). The caller's own running server only; the refusals
// arrive as close codes (contract/console.ts) so that a browser, which never sees an HTTP refusal's status, can
// say why. The session closes when the server leaves ACTIVE (stops, reboots, is deleted).
import type { WebSocket } from 'ws'
import { CONSOLE_CLOSE, CONSOLE_RUNNING_STATUS, decodeConsoleResize } from '../../../contract/console'
import type { Ctx } from '../../context'
import { ownServer } from '../../domain/access'
import type { AuthInfo } from '../../auth/sessions'
import { presentServer } from '../../present/server'
import { ConsoleShell } from './console-shell'

const PATH = /^\/api\/v1\/servers\/([^/]+)\/console$/

/** the server id of a console path, or undefined for any other path */
export function consoleServerId(pathname: string): string | undefined {
  const match = PATH.exec(pathname)
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

function refuse(ws: WebSocket, code: number, reason: string): void {
  ws.close(code, reason)
}

/** Runs the console of server `id` on an upgraded socket; `auth` is the token's caller, if the token was good. */
export function openServerConsole(ctx: Ctx, ws: WebSocket, auth: AuthInfo | undefined, id: string): void {
  if (!auth) return refuse(ws, CONSOLE_CLOSE.unauthorized, 'The access token is missing, invalid or expired')
  let server
  try {
    server = ownServer(ctx, auth.accountId, id).server
  } catch {
    return refuse(ws, CONSOLE_CLOSE.not_found, 'Server not found')
  }
  if (server.status !== CONSOLE_RUNNING_STATUS) return refuse(ws, CONSOLE_CLOSE.not_running, `The server is ${server.status}: the console needs a running server`)

  const os = presentServer(ctx.repos, server).image?.operation_system
  const shell = new ConsoleShell(
    {
      name: server.name,
      distribution: os?.distribution ?? 'linux',
      version: os?.version ?? '',
      os_family: os?.os_family ?? 'linux',
      upSince: Date.parse(server.created_in),
      now: () => ctx.now(),
    },
    (text) => {
      if (ws.readyState === ws.OPEN) ws.send(text)
    },
  )

  const stopWatching = ctx.hub.observe((accountId, event) => {
    if (accountId !== auth.accountId || event.type !== 'entity' || event.entity !== 'server' || event.id !== server.id) return
    const status = (event.data as { status?: unknown }).status
    if (event.action !== 'deleted' && status === CONSOLE_RUNNING_STATUS) return
    const now = event.action === 'deleted' ? 'DELETED' : String(status)
    shell.closing(now)
    ws.close(CONSOLE_CLOSE.server_stopped, `The server is ${now}`)
  })
  ws.on('close', stopWatching)
  ctx.hub.track(auth, ws)
  ws.on('message', (data) => {
    const frame = String(data)
    const size = decodeConsoleResize(frame)
    if (size) shell.resize(size)
    else shell.input(frame)
  })
  shell.start()
}
