// The websocket at /api/v1/ws: authenticated by `?token=<access_token or API token>` (or a Bearer header), then
// registered with the hub under the caller (account, user, session: it closes when that session ends); and a server's console at /api/v1/servers/{id}/console
// (kinds/server/console-socket.ts). While drop_ws is on, connections are cut and new
// ones refused (HTTP 503).
import type { IncomingMessage, Server } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { TOKEN_EXPIRED_CLOSE } from '../contract/live'
import type { Ctx } from './context'
import { sha256 } from './auth/secrets'
import { authenticate, bearerToken } from './http/auth'
import { consoleServerId, openServerConsole } from './kinds/server/console-socket'

export const WS_PATH = '/api/v1/ws'

function refuse(socket: Duplex, status: number): void {
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  socket.destroy()
}

/** a socket lives no longer than the access token it connected with; the console reconnects with a fresh one */
function closeAtExpiry(ws: WebSocket, expiresAt: number | undefined, now: number): void {
  if (expiresAt === undefined) return
  const timer = setTimeout(() => ws.close(TOKEN_EXPIRED_CLOSE, 'access token expired'), Math.max(0, expiresAt - now))
  timer.unref()
  ws.on('close', () => clearTimeout(timer))
}

export function attachWebsocket(server: Server, ctx: Ctx): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const url = new URL(request.url ?? '/', 'http://localhost')
    const consoleOf = consoleServerId(url.pathname)
    if (url.pathname !== WS_PATH && consoleOf === undefined) return refuse(socket, 404)
    if (ctx.faults.get().drop_ws) return refuse(socket, 503)
    const token = url.searchParams.get('token') ?? bearerToken(request.headers.authorization)
    const auth = token ? authenticate(ctx, token) : undefined
    // a server's console says why it refuses in its close code: a browser never sees an HTTP refusal's status
    if (consoleOf !== undefined) return wss.handleUpgrade(request, socket, head, (ws) => openServerConsole(ctx, ws, auth, consoleOf))
    if (!auth || !token) return refuse(socket, 401)
    wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', () => ws.terminate())
      ctx.hub.add({ ...auth, tokenHash: sha256(token) }, ws)
      closeAtExpiry(ws, auth.expiresAt, ctx.now())
    })
  })
  ctx.faults.onChange((faults) => {
    if (faults.drop_ws) ctx.hub.dropAll()
  })
  return wss
}
