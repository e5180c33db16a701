// Serves a built console from a folder: files as they are, and index.html for any other GET outside
// /api and /emulator (the console routes in the browser, history mode, 000 §2).
import type { MiddlewareHandler } from 'hono'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

async function fileAt(path: string): Promise<Buffer | undefined> {
  try {
    if (!(await stat(path)).isFile()) return undefined
    return await readFile(path)
  } catch {
    return undefined
  }
}

export function serveConsole(dir: string): MiddlewareHandler {
  const root = resolve(dir)
  return async (c, next) => {
    const path = c.req.path
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path.startsWith('/api/') || path === '/api' || path.startsWith('/emulator')) return next()
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return next()
    }
    const target = resolve(join(root, decoded))
    const inside = target === root || target.startsWith(root + sep)
    const file = inside ? await fileAt(target) : undefined
    if (file) return c.body(new Uint8Array(file), 200, { 'content-type': TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream' })
    // a missing asset is a 404; any other path is a route of the console
    if (extname(decoded) !== '' && !decoded.endsWith('.html')) return next()
    const index = await fileAt(join(root, 'index.html'))
    if (!index) return next()
    return c.body(new Uint8Array(index), 200, { 'content-type': TYPES['.html'] ?? 'text/html', 'cache-control': 'no-cache' })
  }
}
