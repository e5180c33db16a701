// startEmulator: opens (and migrates) the database, seeds it on first start, resumes pending transitions,
// starts accounting and the heartbeat, and serves HTTP and the websocket. Tests and `npm start` embed it;
// emulator/main.ts runs it from the environment.
import { createAdaptorServer } from '@hono/node-server'
import type { Server } from 'node:http'
import { Accounting } from './accounting'
import { createApp } from './app'
import { createContext } from './context'
import { openDatabase } from './db/connection'
import { registerResources } from './kit/registry'
import { resolveOptions, type EmulatorOptions } from './options'
import { seed } from './seed'
import { attachWebsocket } from './ws'

export type { EmulatorOptions } from './options'

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:8080 (the API is under /api/v1, the websocket at /api/v1/ws) */
  url: string
  port: number
  /** the route table: every method and path the app answers (middleware left out) */
  routes: readonly { method: string; path: string }[]
  close(): Promise<void>
}

/** how long an idle keep-alive connection stays open */
const KEEP_ALIVE_MS = 65_000

/** 000 heartbeat: every 30 s, scaled by the time scale (never more often than every 100 ms) */
const HEARTBEAT_MS = 30_000

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const resolved = resolveOptions(options)
  const db = openDatabase(
    resolved.databasePath,
    resolved.extraKinds.map((kind) => kind.resource),
  )
  const ctx = createContext(db, resolved)
  registerResources(ctx)
  seed(ctx, { demo: resolved.seed })

  const app = createApp(ctx)
  const server = createAdaptorServer({ fetch: app.fetch }) as Server
  // Node closes an idle keep-alive connection after 5 s; a client on a busy machine may send on it in the same
  // instant and lose the request to a reset. A longer idle time (below the headers timeout) makes that rare.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 5_000
  const wss = attachWebsocket(server, ctx)
  let port: number
  try {
    port = await listen(server, resolved.port, resolved.host)
  } catch (error) {
    db.close()
    throw error
  }

  const accounting = new Accounting(ctx)
  ctx.clock.start()
  accounting.start()
  ctx.hub.startHeartbeat(Math.max(100, Math.round(HEARTBEAT_MS * resolved.timeScale)))

  let closed: Promise<void> | undefined
  const close = (): Promise<void> => {
    closed ??= (async () => {
      ctx.clock.stop()
      accounting.stop()
      ctx.hub.closeAll()
      // the sockets the hub does not hold (a server's console)
      for (const client of wss.clients) client.close(1001, 'emulator stopping')
      wss.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      // one turn of the event loop, so that clients in this same process see their sockets closed
      // (without it a fetch right after a restart may reuse a dead keep-alive socket)
      await new Promise((resolve) => setTimeout(resolve, 5))
      db.close()
    })()
    return closed
  }

  const host = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host
  const routes = app.routes.filter((route) => route.method !== 'ALL' && !route.path.includes('*')).map(({ method, path }) => ({ method, path }))
  return { url: `http://${host}:${port}`, port, routes, close }
}
