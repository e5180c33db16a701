// Serves a built console from a folder: files as they are, and index.html for any other GET outside
// /api and /emulator (the console routes in the browser, history mode, 000 §2). The folder is read once, on
// the first request; files come brotli- or gzip-compressed when the browser takes it, hashed assets cached
// for a year, index.html revalidated by ETag, with a Link header that preloads the entry's chunks.
import type { Context, MiddlewareHandler } from 'hono'
import { extname, resolve } from 'node:path'
import { chooseEncoding, encodedBody, etagOf, isFresh, preloadLinks, readAssets, type Asset } from './staticAssets'

function send(c: Context, asset: Asset, extra: Record<string, string> = {}): Response {
  const encoding = chooseEncoding(asset, c.req.header('accept-encoding'))
  const headers: Record<string, string> = { 'content-type': asset.type, 'cache-control': asset.cacheControl, etag: etagOf(asset, encoding), ...extra }
  if (asset.compressible) headers['vary'] = 'Accept-Encoding'
  if (isFresh(asset, c.req.header('if-none-match'))) {
    delete headers['content-type']
    return c.body(null, 304, headers)
  }
  if (encoding) headers['content-encoding'] = encoding
  return c.body(encoding ? encodedBody(asset, encoding) : asset.body, 200, headers)
}

export function serveConsole(dir: string): MiddlewareHandler {
  const root = resolve(dir)
  let assets: Map<string, Asset> | undefined
  let indexLinks: Record<string, string> = {}
  const load = (): Map<string, Asset> => {
    if (assets) return assets
    assets = readAssets(root)
    const index = assets.get('/index.html')
    const links = index ? preloadLinks(new TextDecoder().decode(index.body)) : undefined
    indexLinks = links ? { link: links } : {}
    return assets
  }
  return async (c, next) => {
    const path = c.req.path
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path.startsWith('/api/') || path === '/api' || path.startsWith('/emulator')) return next()
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return next()
    }
    // only the files read from the folder are served, so no path can reach outside it
    const files = load()
    const file = files.get(decoded)
    if (file) return send(c, file, decoded === '/index.html' ? indexLinks : {})
    // a missing asset is a 404; any other path is a route of the console
    if (extname(decoded) !== '' && !decoded.endsWith('.html')) return next()
    const index = files.get('/index.html')
    return index ? send(c, index, indexLinks) : next()
  }
}
